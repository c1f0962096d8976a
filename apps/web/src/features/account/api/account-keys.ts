// One factory for every query key of the account page and the address form.

export const accountKeys = {
  all: ['account'] as const,
  shippingAddresses: () => ['account', 'shipping-addresses'] as const,
  canDeleteAccount: () => ['account', 'can-delete'] as const,
  smsPreference: () => ['account', 'sms-preference'] as const,
  pushDevices: () => ['account', 'push-devices'] as const,
};

// Location lists are the same for everyone, so they are not under 'account' and survive a sign-out.
export const locationKeys = {
  all: ['locations'] as const,
  regions: () => ['locations', 'regions'] as const,
  provinces: (regionId: string) => ['locations', 'provinces', regionId] as const,
  districts: (regionId: string) => ['locations', 'districts', regionId] as const,
  cities: (provinceOrDistrictId: string) => ['locations', 'cities', provinceOrDistrictId] as const,
  barangays: (cityId: string) => ['locations', 'barangays', cityId] as const,
  serviceability: (address: { region: string; province: string; city: string; barangay: string }) =>
    ['locations', 'serviceability', address] as const,
};

// docs/accounts.md#limits does not set a lifetime; the PSGC lists change a few times a year.
export const LOCATION_STALE_TIME_MS = 24 * 60 * 60_000;

/** The courier behind one interface (STYLE.md 5): the Ninja Van adapter and a local sandbox. */
export interface AddressToCheck {
  regionCode: string;
  provinceCode: string | null;
  cityCode: string;
  barangayCode: string | null;
}

export interface Serviceability {
  serviceable: boolean;
  message: string;
}

export interface ShippingEstimate {
  fee: number;
  weightKg: number;
}

export interface CourierProvider {
  readonly name: 'ninjavan' | 'sandbox';
  checkServiceability(address: AddressToCheck): Promise<Serviceability>;
  /** Pesos to ship `itemCount` items to a place in `regionCode`; null when the zone is unknown. */
  estimateShipping(input: { regionCode: string; itemCount: number }): Promise<ShippingEstimate | null>;
}

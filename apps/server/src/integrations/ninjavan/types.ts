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

export interface CourierProvider {
  readonly name: 'ninjavan' | 'sandbox';
  checkServiceability(address: AddressToCheck): Promise<Serviceability>;
}

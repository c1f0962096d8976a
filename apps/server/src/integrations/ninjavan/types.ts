/** The courier behind one interface (docs/contributing.md#integrations): the Ninja Van adapter and a local sandbox. */
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

export interface CourierParty {
  name: string;
  phone: string;
  email: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    state: string;
    postcode: string;
    country: 'PH';
  };
}

export interface CourierBooking {
  orderCode: string;
  from: CourierParty;
  to: CourierParty;
  /** Pesos the courier collects on delivery; null for orders paid online. */
  cashOnDelivery: number | null;
  insuredValue: number;
  weightKg: number;
  items: { description: string; quantity: number }[];
}

/** One scan of a parcel, in the courier's words. */
export interface CourierEvent {
  status: string;
  description: string;
  location: string | null;
  occurredAt: Date;
}

/** A webhook the courier sent, already checked and parsed. */
export interface CourierWebhook {
  trackingNumber: string;
  orderCode: string | null;
  status: string;
  occurredAt: Date;
  returnLeg: boolean;
  comments: string | null;
}

export interface WaybillDetails {
  trackingNumber: string;
  booking: CourierBooking;
}

export interface CourierProvider {
  readonly name: 'ninjavan' | 'sandbox';
  checkServiceability(address: AddressToCheck): Promise<Serviceability>;
  /** Pesos to ship `itemCount` items to a place in `regionCode`; null when the zone is unknown. */
  estimateShipping(input: { regionCode: string; itemCount: number }): Promise<ShippingEstimate | null>;
  /** Books the parcel; answers the courier's tracking number. */
  createOrder(booking: CourierBooking): Promise<{ trackingNumber: string }>;
  cancelOrder(trackingNumber: string): Promise<void>;
  /** The courier's own scans of a parcel (a pull; webhooks push the same). */
  trackingEvents(trackingNumber: string): Promise<CourierEvent[]>;
  /** The waybill PDF to stick on the parcel. */
  waybill(details: WaybillDetails): Promise<Uint8Array>;
  /** Checks a webhook's signature over its raw bytes and parses it; null when it is not genuine. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): CourierWebhook | null;
  /**
   * The scan a parcel gets when the shop moves its order, for a courier that reports nothing itself
   * (the sandbox); the real courier reports through webhooks, so it answers null.
   */
  eventForOrderStatus(status: string, at: Date): CourierEvent | null;
}

export class CourierError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

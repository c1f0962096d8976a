import type { DbOrTx } from '../../db/client.ts';
import { describeCourierStatus } from './courier-status.ts';
import { parcelWeightKg, shippingFee, zoneOfRegion } from './rate-card.ts';
import { checkCityServiceability } from './serviceable-cities.ts';
import { type CourierBooking, CourierError, type CourierEvent, type CourierProvider } from './types.ts';
import { parseWebhookBody } from './webhook-body.ts';
import { webhookSignatureValid } from './webhook-signature.ts';

export interface NinjaVanConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
  /** `ph` in production; Ninja Van's sandbox accepts only `sg`. */
  country: string;
}

type Fetch = typeof fetch;

const TIMEOUT_MS = 15_000;
// Tokens are renewed a minute early so a request never carries one that expires in flight.
const TOKEN_MARGIN_MS = 60_000;

function addDays(date: Date, days: number): string {
  const next = new Date(date.getTime() + days * 86_400_000);
  // Dates in Manila, as the courier's timeslots are.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(next);
}

function party(p: CourierBooking['to']) {
  return {
    name: p.name,
    phone_number: p.phone,
    email: p.email,
    address: { ...p.address, address_type: 'home' },
  };
}

/** Ninja Van's rule for a requested tracking number: 9 to 18 letters or digits, in groups joined by "-". */
const REQUESTED_TRACKING_NUMBER = /^(?=.{9,18}$)([a-zA-Z0-9]+-)*[a-zA-Z0-9]+$/;

/**
 * The request body of "create order" (docs/integrations/ninjavan.md#booking-a-parcel, Ninja Van 4.2).
 * The order code is the requested tracking number, so the courier refuses a second parcel for the same
 * order: a booking retried after an answer that never came cannot make two.
 */
export function bookingBody(booking: CourierBooking, now = new Date()) {
  return {
    service_type: 'Parcel',
    service_level: 'Standard',
    ...(REQUESTED_TRACKING_NUMBER.test(booking.orderCode)
      ? { requested_tracking_number: booking.orderCode }
      : {}),
    reference: { merchant_order_number: booking.orderCode },
    from: party(booking.from),
    to: party(booking.to),
    parcel_job: {
      is_pickup_required: true,
      pickup_date: addDays(now, 1),
      pickup_service_type: 'Scheduled',
      pickup_service_level: 'Standard',
      pickup_timeslot: { start_time: '09:00', end_time: '18:00', timezone: 'Asia/Manila' },
      delivery_start_date: addDays(now, 1),
      delivery_timeslot: { start_time: '09:00', end_time: '22:00', timezone: 'Asia/Manila' },
      ...(booking.cashOnDelivery !== null ? { cash_on_delivery: booking.cashOnDelivery } : {}),
      insured_value: booking.insuredValue,
      dimensions: { weight: booking.weightKg, length: 20, width: 15, height: 10 },
      items: booking.items.map((item) => ({
        item_description: item.description.slice(0, 100),
        quantity: item.quantity,
        is_dangerous_good: false,
      })),
    },
  };
}

/**
 * The real Ninja Van API (docs/integrations/ninjavan.md#booking-a-parcel): OAuth client credentials with the token cached until it
 * expires, create, cancel, tracking pull, waybill, and webhooks signed with the client secret. Prices
 * come from the same rate card as the sandbox, as Ninja Van publishes no rate API for the Philippines.
 */
export function createNinjaVan(db: DbOrTx, config: NinjaVanConfig, fetchFn: Fetch = fetch): CourierProvider {
  const root = `${config.baseUrl}/${config.country}`;
  let token: { value: string; expiresAt: number } | null = null;

  async function call(path: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await fetchFn(`${root}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new CourierError(`Ninja Van did not answer: ${(error as Error).message}`);
    }
    return response;
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return token.value;
    const response = await call('/2.0/oauth/access_token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    if (!response.ok) throw new CourierError('Ninja Van refused our credentials', response.status);
    const body = (await response.json()) as { access_token?: string; expires_in?: number; expires?: number };
    if (!body.access_token) throw new CourierError('Ninja Van gave no access token');
    const expiresAt = body.expires ? body.expires * 1000 : Date.now() + (body.expires_in ?? 3600) * 1000;
    token = { value: body.access_token, expiresAt };
    return token.value;
  }

  async function authorised(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${await accessToken()}`);
    const response = await call(path, { ...init, headers });
    // A token revoked early: forget it and try once more with a fresh one.
    if (response.status === 401) {
      token = null;
      headers.set('authorization', `Bearer ${await accessToken()}`);
      return call(path, { ...init, headers });
    }
    return response;
  }

  async function failure(response: Response, action: string): Promise<CourierError> {
    const text = await response.text().catch(() => '');
    return new CourierError(
      `Ninja Van ${action} failed (${response.status}) ${text.slice(0, 300)}`,
      response.status,
    );
  }

  return {
    name: 'ninjavan',
    checkServiceability: (address) => checkCityServiceability(db, address),
    estimateShipping: async ({ regionCode, itemCount }) => {
      const zone = zoneOfRegion(regionCode);
      const weightKg = parcelWeightKg(itemCount);
      return zone ? { fee: shippingFee(zone, weightKg), weightKg } : null;
    },
    createOrder: async (booking) => {
      const response = await authorised('/4.2/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody(booking)),
      });
      if (!response.ok) throw await failure(response, 'booking');
      const body = (await response.json()) as { tracking_number?: string };
      if (!body.tracking_number) throw new CourierError('Ninja Van gave no tracking number');
      return { trackingNumber: body.tracking_number };
    },
    cancelOrder: async (trackingNumber) => {
      const response = await authorised(`/2.2/orders/${encodeURIComponent(trackingNumber)}`, {
        method: 'DELETE',
      });
      if (!response.ok) throw await failure(response, 'cancellation');
    },
    trackingEvents: async (trackingNumber) => {
      const response = await authorised(`/1.0/orders/tracking-events/${encodeURIComponent(trackingNumber)}`);
      if (response.status === 404) return [];
      if (!response.ok) throw await failure(response, 'tracking');
      const body = (await response.json()) as {
        data?: { events?: { timestamp?: string; status?: string; comments?: string; hub_name?: string }[] }[];
      };
      const events = body.data?.flatMap((entry) => entry.events ?? []) ?? [];
      return events
        .filter((event) => event.status && event.timestamp)
        .map(
          (event): CourierEvent => ({
            status: event.status!,
            description: describeCourierStatus(event.status!, event.comments),
            location: event.hub_name ?? null,
            occurredAt: new Date(event.timestamp!),
          }),
        );
    },
    waybill: async ({ trackingNumber }) => {
      const response = await authorised(
        `/2.0/reports/waybill?tids=${encodeURIComponent(trackingNumber)}&h=0`,
      );
      if (!response.ok) throw await failure(response, 'waybill');
      return new Uint8Array(await response.arrayBuffer());
    },
    parseWebhook: (rawBody, signature) =>
      webhookSignatureValid(rawBody, signature, config.clientSecret) ? parseWebhookBody(rawBody) : null,
    // Real scans arrive by webhook.
    eventForOrderStatus: () => null,
  };
}

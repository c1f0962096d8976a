// docs/catalogue.md#limits: peso sign with 2 decimals; a range shows as "min - max".

/**
 * An amount in whole centavos as Intl rounds it: the number's shortest decimal form (what `String`
 * writes) rounded half away from zero, so 1.005 is ₱1.01 as the shopper reads it.
 */
function centavosOf(amount: number): bigint {
  const text = String(amount);
  if (text.includes('e-')) return 0n;
  if (text.includes('e+')) return BigInt(amount) * 100n;
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${fraction}000`;
  return BigInt(whole) * 100n + BigInt(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1n : 0n);
}

/**
 * ₱1,250.00, as `Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' })` writes it, worked
 * out by hand: building that formatter loads the browser's locale data, which cost every page with a
 * price a long task as it started (docs/decisions/007-delivering-bytes.md). Non-finite input shows
 * as ₱0.00 rather than "₱NaN".
 */
export function formatPeso(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const centavos = centavosOf(Math.abs(value));
  const whole = (centavos / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = (centavos % 100n).toString().padStart(2, '0');
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}₱${whole}.${rest}`;
}

/** One price when both ends are equal, otherwise "₱350.00 - ₱520.00". */
export function formatPesoRange(min: number, max: number): string {
  if (roundPesos(min) === roundPesos(max)) return formatPeso(min);
  return `${formatPeso(min)} - ${formatPeso(max)}`;
}

/** docs/architecture.md#money-and-dates: money is integer centavos in the database and pesos with at most 2 decimals in JSON. */
export function centavosToPesos(centavos: number): number {
  return centavos / 100;
}

export function pesosToCentavos(pesos: number): number {
  return Math.round(pesos * 100);
}

export function roundPesos(amount: number): number {
  return Math.round(amount * 100) / 100;
}

// docs/catalogue.md#limits: peso sign with 2 decimals; a range shows as "min - max".
const pesoFormatter = new Intl.NumberFormat('en-PH', {
  style: 'currency',
  currency: 'PHP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₱1,250.00. Non-finite input shows as ₱0.00 rather than "₱NaN". */
export function formatPeso(amount: number): string {
  return pesoFormatter.format(Number.isFinite(amount) ? amount : 0);
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

import { describe, expect, it } from 'vitest';
import { centavosToPesos, formatPeso, formatPesoRange, pesosToCentavos } from './money.ts';

describe('prices in pesos', () => {
  it('shows the peso sign with two decimals and thousands separators', () => {
    expect(formatPeso(1250)).toBe('₱1,250.00');
    expect(formatPeso(99.5)).toBe('₱99.50');
    expect(formatPeso(0)).toBe('₱0.00');
  });

  it('writes every amount exactly as the en-PH peso format does, rounding and signs included', () => {
    const intl = new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency: 'PHP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0,
      -0,
      0.005,
      1.005,
      1.115,
      0.285,
      2.675,
      999.995,
      1000,
      1234567.891,
      -45.5,
      -0.001,
      1e12 + 0.125,
    ];
    for (let i = 0; i < 5000; i += 1)
      amounts.push(Math.round(Math.random() * 1e9) / 1000, -Math.random() * 1e7);
    for (const amount of amounts) expect(formatPeso(amount)).toBe(intl.format(amount));
  });

  it('never shows NaN', () => {
    expect(formatPeso(Number.NaN)).toBe('₱0.00');
  });

  it('shows a range as "min - max", or one price when both ends are equal', () => {
    expect(formatPesoRange(350, 520)).toBe('₱350.00 - ₱520.00');
    expect(formatPesoRange(350, 350)).toBe('₱350.00');
  });

  it('keeps money as whole centavos in storage', () => {
    expect(pesosToCentavos(19.99)).toBe(1999);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(centavosToPesos(125050)).toBe(1250.5);
  });
});

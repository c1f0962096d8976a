import { describe, expect, it } from 'vitest';
import { centavosToPesos, formatPeso, formatPesoRange, pesosToCentavos } from './money.ts';

describe('prices in pesos', () => {
  it('shows the peso sign with two decimals and thousands separators', () => {
    expect(formatPeso(1250)).toBe('₱1,250.00');
    expect(formatPeso(99.5)).toBe('₱99.50');
    expect(formatPeso(0)).toBe('₱0.00');
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

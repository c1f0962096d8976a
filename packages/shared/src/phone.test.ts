import { describe, expect, it } from 'vitest';
import { isPhilippineMobile, normalisePhone } from './phone.ts';

describe('Philippine mobile numbers', () => {
  it.each(['09171234567', '+639171234567', '0917 123 4567', '0917-123-4567'])('accepts %s', (phone) => {
    expect(isPhilippineMobile(phone)).toBe(true);
  });

  it.each(['9171234567', '0917123456', '+63917123456', '+6309171234567', '08171234567', '0917123456a', ''])(
    'refuses %s',
    (phone) => expect(isPhilippineMobile(phone)).toBe(false),
  );

  it('stores numbers without spaces or dashes', () => {
    expect(normalisePhone('0917 123-4567')).toBe('09171234567');
  });
});

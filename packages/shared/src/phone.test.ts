import { describe, expect, it } from 'vitest';
import {
  isPhilippineMobile,
  LANDLINE_MESSAGE,
  mobileNumberProblem,
  normalisePhone,
  PHONE_MESSAGE,
  toMobileE164,
} from './phone.ts';

describe('Philippine mobile numbers', () => {
  // The same four ways as the text messages' number below: one rule for every form.
  it.each([
    '09171234567',
    '+639171234567',
    '0917 123 4567',
    '0917-123-4567',
    '9171234567',
    '639171234567',
    '(0917) 123 4567',
    '0917.123.4567',
    '+63 (917) 123-4567',
  ])('accepts %s', (phone) => {
    expect(isPhilippineMobile(phone)).toBe(true);
  });

  it.each([
    '0917123456',
    '+63917123456',
    '+6309171234567',
    '08171234567',
    '0917123456a',
    '(02) 8123 4567',
    '',
  ])('refuses %s', (phone) => expect(isPhilippineMobile(phone)).toBe(false));

  it('keeps the local form, or the international one when written with the country code', () => {
    expect(normalisePhone('0917 123-4567')).toBe('09171234567');
    expect(normalisePhone('(0917) 123.4567')).toBe('09171234567');
    expect(normalisePhone('9171234567')).toBe('09171234567');
    expect(normalisePhone('+63 917 123 4567')).toBe('+639171234567');
    expect(normalisePhone('639171234567')).toBe('+639171234567');
  });
});

describe('mobile numbers for text messages', () => {
  it.each(['09171234567', '9171234567', '+639171234567', '639171234567', '0917 123-4567', '(0917) 123 4567'])(
    'writes %s as +639171234567',
    (phone) => expect(toMobileE164(phone)).toBe('+639171234567'),
  );

  it.each(['(02) 8123 4567', '0281234567', '+63 2 8123 4567', '032 234 5678'])(
    'refuses the landline %s with its own message',
    (phone) => {
      expect(toMobileE164(phone)).toBeNull();
      expect(mobileNumberProblem(phone)).toBe(LANDLINE_MESSAGE);
    },
  );

  it.each(['12345', '+6591234567', '08171234567', '091712345678', 'call me', ''])(
    'refuses %s as not a mobile number',
    (phone) => {
      expect(toMobileE164(phone)).toBeNull();
      expect(mobileNumberProblem(phone)).toBe(PHONE_MESSAGE);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { CONSULTATION_SERVICES } from '../../../lib/consultation-services.ts';
import { maria } from '../../../test/fixtures.ts';
import { addressOf } from '../test/contact-test-harness.tsx';
import { bookingFor } from './consultation-booking.ts';
import { applyPrefill, EMPTY_CONTACT_FORM, failureMessage, prefillFor } from './contact-form.ts';

describe('the prefill of a signed-in customer', () => {
  it('takes the phone of the default address, else the first address with one, else the profile', () => {
    const user = { ...maria, phone: '0999 999 9999' };
    expect(
      prefillFor(user, [addressOf({ phone: '1' }), addressOf({ phone: '2', is_default: true })]).phone,
    ).toBe('2');
    expect(prefillFor(user, [addressOf({ phone: '1' })]).phone).toBe('1');
    expect(prefillFor(user, [addressOf({ phone: '  ' })]).phone).toBe('0999 999 9999');
    expect(prefillFor({ ...maria, phone: null }, undefined).phone).toBe('');
  });

  it('joins first and last name, leaving out a missing part', () => {
    expect(prefillFor(maria, []).name).toBe('Maria Santos');
    expect(prefillFor({ ...maria, lastName: '' }, []).name).toBe('Maria');
  });

  it('fills only the fields still empty', () => {
    const typed = { ...EMPTY_CONTACT_FORM, name: 'Typed', message: 'Hello' };
    expect(applyPrefill(typed, { name: 'Maria Santos', email: 'm@example.ph', phone: '1' })).toEqual({
      ...typed,
      email: 'm@example.ph',
      phone: '1',
    });
  });
});

describe('the failure dialog', () => {
  it("shows the server's message, or the fallback when there was no answer", () => {
    expect(failureMessage(new ApiRequestError('Too many messages', 429))).toBe('Too many messages');
    expect(failureMessage(new ApiRequestError('Unable to connect', null))).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(failureMessage(new Error('boom'))).toBe('Something went wrong. Please try again later.');
  });
});

describe('booking a consultation', () => {
  it("writes 'Book {title} Consultation' and a message naming the service, its length and price", () => {
    expect(bookingFor(CONSULTATION_SERVICES[0]!)).toEqual({
      subject: 'Book Feng Shui Date Selection Consultation',
      message:
        'Hello, I would like to book the Feng Shui Date Selection (60 minutes, ₱2,500.00). Please let me know your available schedules.',
    });
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json, maria } from '../../../test/fixtures.ts';
import { addressOf, mockApi, renderContactPage } from '../test/contact-test-harness.tsx';

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
  stubDialogs();
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ConsultationPage', () => {
  it('shows the three services with their prices and durations', () => {
    mockApi(() => json(500, {}));
    renderContactPage('/consultation');
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Feng Shui Date Selection',
      'Home Feng Shui Consultation',
      'BaZi Reading Consultation',
    ]);
    expect(cards[0]!.textContent).toContain('₱2,500.00');
    expect(cards[0]!.textContent).toContain('60 minutes');
    expect(cards[1]!.textContent).toContain('₱5,000.00');
    expect(cards[1]!.textContent).toContain('120 minutes');
    expect(cards[2]!.textContent).toContain('₱8,000.00');
    expect(cards[2]!.textContent).toContain('180 minutes');
    expect(screen.getByRole('link', { name: 'SHOP NOW' }).getAttribute('href')).toBe('/shop');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });
});

describe('AppointmentPage', () => {
  it('is prefilled from the consultation booked: subject and message name the service', async () => {
    mockApi(() => json(200, [addressOf({ phone: '0917 000 0002', is_default: true })]));
    const { router } = renderContactPage('/consultation', maria);
    fireEvent.click(screen.getByRole('link', { name: 'Book Consultation: Feng Shui Date Selection' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Your Consultation' })).toBeTruthy();
    expect(router.state.location.search).toBe('?service=date-selection');
    expect(field('Subject').value).toBe('Book Feng Shui Date Selection Consultation');
    expect(field('Subject').readOnly).toBe(true);
    expect(field('Message').value).toContain('Feng Shui Date Selection (60 minutes, ₱2,500.00)');
    await waitFor(() => expect(field('Contact Number').value).toBe('0917 000 0002'));
    expect(field('Name').value).toBe('Maria Santos');
  });

  it('does not repeat "Consultation" for a service whose title already ends with it', () => {
    mockApi(() => json(500, {}));
    renderContactPage('/appointment?service=home-feng-shui');
    expect(field('Subject').value).toBe('Book Home Feng Shui Consultation');
  });

  it("sends the booking, shows 'Appointment Request Sent!' and returns the subject to 'Appointment Request'", async () => {
    const calls = mockApi(() => json(200, { success: true, message: 'Stored.' }));
    const { router } = renderContactPage('/appointment?service=bazi-reading');
    fireEvent.change(field('Name'), { target: { value: 'Jose Rizal' } });
    fireEvent.change(field('Email'), { target: { value: 'jose@example.ph' } });
    fireEvent.change(field('Contact Number'), { target: { value: '+63 917 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Appointment Request' }));

    const dialog = await screen.findByRole('dialog', { name: 'Appointment Request Sent!' });
    expect(dialog.textContent).toContain(
      "We've received your appointment request. We'll get back to you soon with available schedules.",
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/email/appointment',
      body: { name: 'Jose Rizal', subject: 'Book BaZi Reading Consultation' },
    });
    expect(field('Subject').value).toBe('Appointment Request');
    expect(field('Message').value).toBe('');
    expect(router.state.location.search).toBe('');
  });

  it("defaults the subject to 'Appointment Request' and guards unsaved edits like the contact form", () => {
    mockApi(() => json(500, {}));
    renderContactPage('/appointment');
    expect(field('Subject').value).toBe('Appointment Request');
    fireEvent.change(field('Message'), { target: { value: 'A Saturday, please' } });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('dialog', { name: 'Unsaved Changes' })).toBeTruthy();
  });
});

import { CONTACT_MESSAGES } from '@fengshui/shared/contact-messages';
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
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const openDialog = (name: string) => screen.getByRole('dialog', { name });

function fillForm() {
  type('Name', 'Jose Rizal');
  type('Email', 'jose@example.ph');
  type('Phone', '0917 123 4567');
  type('Message', 'Do you deliver to Dapitan?');
}

describe('ContactPage: prefill for signed-in customers', () => {
  it('fills first plus last name, the profile e-mail and the phone of the default address', async () => {
    const calls = mockApi(() =>
      json(200, [
        addressOf({ id: 1, phone: '0917 000 0001' }),
        addressOf({ id: 2, phone: '0917 000 0002', is_default: true }),
      ]),
    );
    renderContactPage('/contact', { ...maria, phone: '0999 999 9999' });
    await waitFor(() => expect(field('Phone').value).toBe('0917 000 0002'));
    expect(field('Name').value).toBe('Maria Santos');
    expect(field('Email').value).toBe('maria@example.ph');
    expect(field('Message').value).toBe('');
    expect(calls.map((call) => call.url)).toEqual(['/api/users/shipping-addresses']);
  });

  it('falls back to the first address, then to the profile phone', async () => {
    mockApi(() =>
      json(200, [addressOf({ id: 1, phone: '0917 000 0001' }), addressOf({ id: 2, phone: null })]),
    );
    renderContactPage('/contact', maria);
    await waitFor(() => expect(field('Phone').value).toBe('0917 000 0001'));
    cleanup();

    mockApi(() => json(200, []));
    renderContactPage('/contact', { ...maria, phone: '0999 999 9999' });
    await waitFor(() => expect(field('Phone').value).toBe('0999 999 9999'));
  });

  it('does not count the prefill as an edit, and never overwrites what was typed', async () => {
    let answer: ((response: Response) => void) | undefined;
    mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderContactPage('/contact', maria);
    type('Name', 'Maria S.');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer?.(json(200, [addressOf({ phone: '0917 000 0001', is_default: true })]));
    await waitFor(() => expect(field('Phone').value).toBe('0917 000 0001'));
    expect(field('Name').value).toBe('Maria S.');
  });

  it('leaves the form empty for guests, without asking for addresses', () => {
    const calls = mockApi(() => json(500, {}));
    renderContactPage('/contact', null);
    expect(field('Name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(calls).toEqual([]);
  });
});

describe('ContactPage: the form', () => {
  it('shows a read-only Subject only when one was passed in', () => {
    mockApi(() => json(500, {}));
    renderContactPage('/contact');
    expect(screen.queryByLabelText('Subject')).toBeNull();
    cleanup();
    renderContactPage('/contact?subject=Question%20about%20my%20order');
    expect(field('Subject').value).toBe('Question about my order');
    expect(field('Subject').readOnly).toBe(true);
  });

  it('sends nothing while a required field is missing or the e-mail is not valid', () => {
    const calls = mockApi(() => json(200, { success: true, message: 'ok' }));
    renderContactPage('/contact');
    type('Email', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(calls).toEqual([]);
  });
});

describe('ContactPage: unsaved changes', () => {
  it('asks before leaving within the app after an edit; Stay keeps the edit, Leave goes', () => {
    mockApi(() => json(500, {}));
    const { router } = renderContactPage('/contact');
    type('Message', 'Half a thought');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    const dialog = openDialog('Unsaved Changes');
    expect(dialog.textContent).toContain('You have unsaved changes. Are you sure you want to leave?');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(field('Message').value).toBe('Half a thought');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    fireEvent.click(within(openDialog('Unsaved Changes')).getByRole('button', { name: 'Leave' }));
    return waitFor(() => expect(screen.getByText('Home page')).toBeTruthy());
  });

  it('lets an untouched form go without asking', async () => {
    mockApi(() => json(500, {}));
    renderContactPage('/contact');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('arms the browser warning on reload or close only while there are edits', () => {
    mockApi(() => json(500, {}));
    renderContactPage('/contact');
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    type('Message', 'Something');
    expect(unload()).toBe(true);
  });
});

describe('ContactPage: sending', () => {
  it("sends the form, shows 'Message Sent!' with the server's message and empties the message", async () => {
    let answer!: (response: Response) => void;
    const calls = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderContactPage('/contact?subject=Bulk%20order');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    answer(json(200, { success: true, message: CONTACT_MESSAGES.contactSent }));

    const dialog = await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(dialog.textContent).toContain(CONTACT_MESSAGES.contactSent);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/email/contact',
        body: {
          name: 'Jose Rizal',
          email: 'jose@example.ph',
          phone: '0917 123 4567',
          message: 'Do you deliver to Dapitan?',
          subject: 'Bulk order',
        },
      },
    ]);
    expect(field('Message').value).toBe('');
    expect(screen.queryByLabelText('Subject')).toBeNull();
    expect(field('Name').value).toBe('Jose Rizal');

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The changed flag is cleared: leaving no longer asks.
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('sends a subject from a hand-made link cleaned of what the message may not hold', async () => {
    const calls = mockApi(() => json(200, { success: true, message: CONTACT_MESSAGES.contactSent }));
    renderContactPage('/contact?subject=Order%20%231042%20%3Curgent%3E%0Aplease');
    expect(field('Subject').value).toBe('Order #1042 urgent please');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('dialog', { name: 'Message Sent!' });
    expect(calls[0]?.body).toMatchObject({ subject: 'Order #1042 urgent please' });
  });

  it("shows 'Failed to send' with the server's message, keeping what was typed", async () => {
    mockApi(() => json(429, { message: 'Too many messages. Please try again in a few minutes.' }));
    renderContactPage('/contact');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
    expect(dialog.textContent).toContain('Too many messages. Please try again in a few minutes.');
    expect(field('Message').value).toBe('Do you deliver to Dapitan?');
  });

  it("falls back to 'Something went wrong. Please try again later.' when the server cannot be reached", async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderContactPage('/contact');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed to send' });
    expect(dialog.textContent).toContain('Something went wrong. Please try again later.');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw.ts';
import { TextMessagesSection } from './TextMessagesSection.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderSection(saved: { opt_in: boolean; mobile: string | null }) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/users/sms-preference', () => json(200, saved)),
    http.put('/api/users/sms-preference', async ({ request }) => {
      const body = (await request.json()) as { opt_in: boolean; mobile: string };
      sent.push(body);
      return json(200, {
        success: true,
        message: 'Text message settings saved.',
        preference: { opt_in: body.opt_in, mobile: body.mobile || null },
      });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TextMessagesSection />
    </QueryClientProvider>,
  );
  return { sent };
}

const optIn = () => screen.findByLabelText<HTMLInputElement>('Text me about my cash-on-delivery orders');
const mobile = () => screen.getByLabelText<HTMLInputElement>('Mobile number');

describe('the Text Messages section of the account page', () => {
  it('saves the tick with the number in its +63 form', async () => {
    const { sent } = renderSection({ opt_in: false, mobile: null });
    fireEvent.click(await optIn());
    fireEvent.change(mobile(), { target: { value: '0917 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save text settings' }));
    await waitFor(() => expect(sent).toEqual([{ opt_in: true, mobile: '+639171234567' }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Text message settings saved.'));
    expect(mobile().value).toBe('+639171234567');
  });

  it('asks for a mobile number before it saves a tick, and refuses a landline', async () => {
    const { sent } = renderSection({ opt_in: false, mobile: null });
    fireEvent.click(await optIn());
    fireEvent.click(screen.getByRole('button', { name: 'Save text settings' }));
    expect(
      await screen.findByText('Please enter your mobile number to get texts about your orders.'),
    ).toBeTruthy();
    fireEvent.change(mobile(), { target: { value: '(02) 8123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save text settings' }));
    expect(await screen.findByText(/That looks like a landline/)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the saved choice', async () => {
    renderSection({ opt_in: true, mobile: '+639171234567' });
    expect((await optIn()).checked).toBe(true);
    expect(mobile().value).toBe('+639171234567');
  });
});

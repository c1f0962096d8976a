import type { AdminFaq } from '@fengshui/shared/cms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionKey } from '../../../../lib/session/session-api.ts';
import { json } from '../../../../test/fixtures.ts';
import { AdminApp } from '../../AdminApp.tsx';
import { owner } from '../../logic/test-orders.ts';

// The FAQ editor stands for the four content editors: they share the load gate, header and actions.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const faq: AdminFaq = {
  faqID: 5,
  question: 'Do you deliver to Cebu?',
  answer: '<p>Yes, anywhere in the Philippines.</p>',
  category: 'Delivery',
  publish_date: null,
  status: 'published',
  position: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

function serve(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const answer = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer ? answer() : json(200, { faqs: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAdmin(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionKey, owner);
  const router = createMemoryRouter([{ path: '/admin/*', element: <AdminApp /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the content editors (FAQ)', () => {
  it('creates an FAQ and goes back to the list', async () => {
    const fetchMock = serve({ 'POST /api/admin/cms/faqs': () => json(201, faq) });
    const router = renderAdmin('/admin/content/faqs/new');
    expect(await screen.findByRole('heading', { name: 'New FAQ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: faq.question } });
    fireEvent.change(screen.getByLabelText('Answer'), { target: { value: faq.answer } });
    fireEvent.click(screen.getByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText('FAQ created')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/content/faqs');
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ question: faq.question, status: 'published' });
  });

  it('says what is wrong and sends nothing when the question is empty', async () => {
    const fetchMock = serve({});
    renderAdmin('/admin/content/faqs/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText('Please check the highlighted fields')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, request]) => request?.method === 'POST')).toBe(false);
  });

  it('loads an FAQ, and deletes it only after the owner confirms', async () => {
    const fetchMock = serve({
      'GET /api/admin/cms/faqs/5': () => json(200, faq),
      'DELETE /api/admin/cms/faqs/5': () => new Response(null, { status: 204 }),
    });
    const router = renderAdmin('/admin/content/faqs/5');
    expect(await screen.findByRole('heading', { name: 'Edit FAQ' })).toBeTruthy();
    expect((screen.getByLabelText('Question') as HTMLInputElement).value).toBe(faq.question);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this FAQ?' });
    expect(dialog.textContent).toContain(
      '“Do you deliver to Cebu?” will be removed from the FAQ page for good.',
    );
    expect(fetchMock.mock.calls.some(([, request]) => request?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete FAQ' }));
    expect(await screen.findByText('FAQ deleted')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/content/faqs');
  });

  it('shows why an FAQ could not be loaded, with the way back', async () => {
    serve({ 'GET /api/admin/cms/faqs/9': () => json(404, { message: 'FAQ not found' }) });
    renderAdmin('/admin/content/faqs/9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('FAQ not found');
    expect(within(alert).getByRole('link', { name: 'Back to the FAQs' }).getAttribute('href')).toBe(
      '/admin/content/faqs',
    );
  });
});

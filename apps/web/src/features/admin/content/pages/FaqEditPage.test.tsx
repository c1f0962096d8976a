import type { AdminFaq } from '@fengshui/shared/cms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../../../../test/dialogs.ts';
import { writeRichText } from '../../../../test/rich-text.ts';
import { fakeServer, renderAdminAt } from '../../test/admin-test-app.tsx';

// The FAQ editor stands for the four content editors: they share the load gate, header and actions.
beforeAll(async () => {
  stubDialogs();
  // The editor is a lazy chunk: loaded once here, so each test finds it at once.
  await import('../components/RichTextEditor.tsx');
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

/** Answers `METHOD /path` from `routes`, an empty FAQ list otherwise. */
function serve(routes: Record<string, { status: number; body: unknown }>) {
  return fakeServer(({ method, path }) => routes[`${method} ${path}`] ?? { status: 200, body: { faqs: [] } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the content editors (FAQ)', () => {
  it('creates an FAQ and goes back to the list', async () => {
    const { requests } = serve({ 'POST /api/admin/cms/faqs': { status: 201, body: faq } });
    const router = renderAdminAt('/admin/content/faqs/new');
    expect(await screen.findByRole('heading', { name: 'New FAQ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: faq.question } });
    writeRichText(await screen.findByRole('textbox', { name: 'Answer' }), faq.answer);
    fireEvent.click(screen.getByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText('FAQ created')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/content/faqs');
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      question: faq.question,
      answer: faq.answer,
      status: 'published',
    });
  });

  it('sends the position given and a draft when Published is unticked', async () => {
    const { requests } = serve({ 'POST /api/admin/cms/faqs': { status: 201, body: faq } });
    renderAdminAt('/admin/content/faqs/new');
    fireEvent.change(await screen.findByLabelText('Question'), { target: { value: faq.question } });
    writeRichText(await screen.findByRole('textbox', { name: 'Answer' }), faq.answer);
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: '3' } });
    const published = screen.getByRole('checkbox', { name: 'Published (shown on the FAQ page)' });
    expect((published as HTMLInputElement).checked).toBe(true);
    fireEvent.click(published);
    fireEvent.click(screen.getByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText('FAQ created')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      position: 3,
      status: 'draft',
    });
  });

  it('says what is wrong and sends nothing when the question is empty', async () => {
    const { requests } = serve({});
    renderAdminAt('/admin/content/faqs/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create FAQ' }));
    expect(await screen.findByText('Please check the highlighted fields')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('loads an FAQ, and deletes it only after the owner confirms', async () => {
    const { requests } = serve({
      'GET /api/admin/cms/faqs/5': { status: 200, body: faq },
      'DELETE /api/admin/cms/faqs/5': { status: 200, body: { message: 'FAQ deleted' } },
    });
    const router = renderAdminAt('/admin/content/faqs/5');
    expect(await screen.findByRole('heading', { name: 'Edit FAQ' })).toBeTruthy();
    expect((screen.getByLabelText('Question') as HTMLInputElement).value).toBe(faq.question);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this FAQ?' });
    expect(dialog.textContent).toContain(
      '“Do you deliver to Cebu?” will be removed from the FAQ page for good.',
    );
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete FAQ' }));
    expect(await screen.findByText('FAQ deleted')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/content/faqs');
  });

  it('shows why an FAQ could not be loaded, with the way back', async () => {
    serve({ 'GET /api/admin/cms/faqs/9': { status: 404, body: { message: 'FAQ not found' } } });
    renderAdminAt('/admin/content/faqs/9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('FAQ not found');
    expect(within(alert).getByRole('link', { name: 'Back to the FAQs' }).getAttribute('href')).toBe(
      '/admin/content/faqs',
    );
  });
});

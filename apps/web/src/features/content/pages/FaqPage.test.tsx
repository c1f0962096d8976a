import type { Faq } from '@fengshui/shared/cms';
import { BUILTIN_FAQS } from '@fengshui/shared/faq-builtin';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { renderAppOnServer } from '../../../test/render-app.tsx';
import { mockApi, renderAt } from '../test/test-harness.tsx';
import { FaqPage } from './FaqPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const serverFaq: Faq = {
  faqID: 3,
  question: '<p>Do you deliver to the Visayas and Mindanao?</p>',
  answer: '<p>Yes, wherever our courier serves.</p>',
  category: 'Delivery',
  publish_date: '2025-02-01T01:00:00.000Z',
  status: 'published',
};

const serveFaqs = (faqs: Faq[] = [serverFaq]) => mockApi(() => json(200, { faqs }));
const questionTexts = () =>
  [...document.querySelectorAll('button[aria-expanded]')].map((button) => button.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search the FAQs' });

describe('the FAQ page', () => {
  // docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
  it('arrives with its search and questions disabled, since both work through the page’s code', () => {
    const page = within(renderAppOnServer(<FaqPage />, { at: '/faqs' }));
    expect(page.getByRole('searchbox', { name: 'Search the FAQs' })).toHaveProperty('disabled', true);
    const questions = page.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThan(5);
    for (const question of questions) expect(question).toHaveProperty('disabled', true);
    // The categories are links, which work before then.
    expect(page.getByRole('link', { name: 'Delivery' }).getAttribute('href')).toBe('/faqs?category=Delivery');
  });

  it('can be searched and opened once the page runs', async () => {
    serveFaqs();
    renderAt('/faqs');
    expect(search()).toHaveProperty('disabled', false);
    for (const question of screen.getAllByRole('button', { expanded: false }))
      expect(question).toHaveProperty('disabled', false);
  });

  it('shows the built-in questions first and the server ones after them', async () => {
    serveFaqs();
    renderAt('/faqs');
    await screen.findByRole('button', { name: 'Do you deliver to the Visayas and Mindanao?' });
    const texts = questionTexts();
    expect(texts).toHaveLength(BUILTIN_FAQS.length + 1);
    expect(texts[0]).toBe(BUILTIN_FAQS[0]!.question);
    expect(texts.at(-1)).toBe('Do you deliver to the Visayas and Mindanao?');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
  });

  it('opens on the category of the address, as the footer links it', async () => {
    serveFaqs();
    renderAt('/faqs?category=Payment');
    await screen.findByRole('heading', { level: 1 });
    const categories = screen.getByRole('navigation', { name: 'FAQ categories' });
    expect(within(categories).getByRole('link', { name: 'Payment' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const payment = BUILTIN_FAQS.filter((faq) => faq.category === 'Payment').map((faq) => faq.question);
    expect(questionTexts()).toEqual(payment);
  });

  it('changes category from the category links', async () => {
    serveFaqs();
    const { router } = renderAt('/faqs?category=Payment');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('link', { name: 'Delivery' }));
    expect(router.state.location.search).toBe('?category=Delivery');
    expect(
      await screen.findByRole('button', { name: 'Do you deliver to the Visayas and Mindanao?' }),
    ).toBeTruthy();
    expect(questionTexts()).not.toContain('Can I split the payment between two methods?');
  });

  it('searches questions and answers in any case, within the chosen category', async () => {
    serveFaqs();
    renderAt('/faqs');
    await screen.findByRole('button', { name: 'Do you deliver to the Visayas and Mindanao?' });

    fireEvent.change(search(), { target: { value: 'WHEREVER OUR COURIER' } });
    expect(questionTexts()).toEqual(['Do you deliver to the Visayas and Mindanao?']);

    fireEvent.change(search(), { target: { value: 'split' } });
    expect(questionTexts()).toEqual(['Can I split the payment between two methods?']);
  });

  it('says so when nothing matches', async () => {
    serveFaqs();
    renderAt('/faqs?category=Services');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(search(), { target: { value: 'refund' } });
    expect(
      await screen.findByText(
        'No FAQs available for this category. Please check another category or come back later.',
      ),
    ).toBeTruthy();
  });

  it('opens one answer at a time, telling assistive technology which is expanded', async () => {
    serveFaqs();
    renderAt('/faqs?category=Delivery');
    const first = await screen.findByRole('button', { name: 'Do you deliver outside the Philippines?' });
    const answer = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(within(answer).getByText(/We deliver only within the Philippines/)).toBeTruthy();

    const second = screen.getByRole('button', { name: 'How long does delivery take?' });
    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('false');
    // Real buttons: Enter and Space open them from the keyboard.
    expect(second.tagName).toBe('BUTTON');
  });

  it("shows a server FAQ's publish date and status", async () => {
    serveFaqs();
    renderAt('/faqs?category=Delivery');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Do you deliver to the Visayas and Mindanao?' }),
    );
    expect(screen.getByText('Published on 02/01/2025 | Status: published')).toBeTruthy();
  });

  it('keeps the built-in questions and only logs when the server FAQs fail', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi(() => json(500, { message: 'Internal Server Error' }));
    renderAt('/faqs');
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(questionTexts()).toHaveLength(BUILTIN_FAQS.length);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

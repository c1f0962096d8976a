import { BAZI_MESSAGES, buildBaziChart } from '@fengshui/shared/bazi';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { recordRequests, server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BaziCalculatorPage } from './BaziCalculatorPage.tsx';

// The server's answer for 2005-12-23 08:37 (the library's documented 乙酉 戊子 辛巳 壬辰), built by the
// same shared code the server uses.
const documented = { year: '乙酉', month: '戊子', day: '辛巳' };

function renderPage(
  answer: (body: { date: string; time: string | null }) => Response,
  entry = '/bazi-calculator',
) {
  server.use(
    http.post('/api/bazi', async ({ request }) =>
      answer((await request.json()) as { date: string; time: string | null }),
    ),
  );
  const sent = recordRequests();
  const { router } = renderApp([{ path: '/bazi-calculator', Component: BaziCalculatorPage }], { at: entry });
  return { sent, router };
}

const chartFor = (body: { date: string; time: string | null }) =>
  json(200, buildBaziChart(body, { ...documented, hour: body.time ? '壬辰' : null }));

describe('BaziCalculatorPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains what is missing before asking the server', async () => {
    const { sent } = renderPage(chartFor);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate my chart' }));
    expect(await screen.findByText(BAZI_MESSAGES.dateRequired)).toBeTruthy();
    expect(screen.getByText(BAZI_MESSAGES.timeRequired)).toBeTruthy();
    expect(screen.getByLabelText('Birth date').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('shows the four pillars as a table, the day master, the balance and the reading', async () => {
    const { sent, router } = renderPage(chartFor);
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '2005-12-23' } });
    fireEvent.change(screen.getByLabelText('Birth time'), { target: { value: '08:37' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate my chart' }));

    const pillars = await screen.findByRole('table', { name: /Your four pillars/ });
    expect(sent[0]?.body).toEqual({
      date: '2005-12-23',
      time: '08:37',
    });
    expect(router.state.location.search).toBe('?date=2005-12-23&time=08%3A37');
    expect(
      within(pillars)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hour', 'Day', 'Month', 'Year']);
    const stems = within(pillars).getByRole('row', { name: /Heavenly stem/ });
    expect(stems.textContent).toContain('辛XīnYin MetalDay master');
    expect(screen.getByText('Yin Metal (辛 Xīn)')).toBeTruthy();
    const zodiac = screen.getByRole('region', { name: 'Zodiac animal' });
    expect(zodiac.textContent).toContain('Rooster (酉)');
    const balance = screen.getByRole('table', { name: /Five-element balance/ });
    expect(within(balance).getByRole('row', { name: /Earth/ }).textContent).toContain('225%');
    expect(screen.getByText(/for reflection, not a prediction/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your four pillars' }));
  });

  it('leaves the hour pillar out when the hour is unknown', async () => {
    const { sent } = renderPage(chartFor);
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '2005-12-23' } });
    fireEvent.click(screen.getByLabelText("I don't know the hour"));
    expect((screen.getByLabelText('Birth time') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate my chart' }));

    const pillars = await screen.findByRole('table', { name: /Your four pillars/ });
    expect(sent[0]?.body).toEqual({
      date: '2005-12-23',
      time: null,
    });
    expect(
      within(pillars)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Month', 'Year']);
    expect(screen.getByText(/hour unknown/)).toBeTruthy();
  });

  it("opens a shared chart from the address and shows the server's message when it fails", async () => {
    renderPage(
      () => json(400, { message: BAZI_MESSAGES.dateOutOfRange, code: 'VALIDATION_FAILED' }),
      '/bazi-calculator?date=2005-12-23',
    );
    expect((await screen.findByRole('alert')).textContent).toContain(BAZI_MESSAGES.dateOutOfRange);
    expect((screen.getByLabelText('Birth date') as HTMLInputElement).value).toBe('2005-12-23');
    expect((screen.getByLabelText("I don't know the hour") as HTMLInputElement).checked).toBe(true);
  });
});

import type { CitySearchResult } from '@fengshui/shared/locations';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw.ts';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { CHOSEN_PLACE_KEY } from '../logic/chosen-place.ts';
import { DeliveryNotes } from './DeliveryNotes.tsx';

const makati: CitySearchResult = {
  city_id: '1380300000',
  city_name: 'Makati City',
  label: 'Makati City, Metro Manila',
  province_id: '13D4000000',
  province_name: 'Fourth District',
  region_id: '1300000000',
  region_name: 'National Capital Region (NCR)',
  serviceable: true,
};
const cebu: CitySearchResult = {
  city_id: '0730600000',
  city_name: 'Cebu City',
  label: 'Cebu City, Cebu',
  province_id: '0702200000',
  province_name: 'Cebu',
  region_id: '0700000000',
  region_name: 'Central Visayas (Region VII)',
  serviceable: true,
};
const jolo: CitySearchResult = {
  city_id: '1906600000',
  city_name: 'Jolo',
  label: 'Jolo, Sulu',
  province_id: '1906600000',
  province_name: 'Sulu',
  region_id: '0900000000',
  region_name: 'Zamboanga Peninsula (Region IX)',
  serviceable: false,
};

const fees: Record<string, { fee: number; zone: string }> = {
  '1300000000': { fee: 95, zone: 'metro_manila' },
  '0700000000': { fee: 160, zone: 'visayas' },
  '0900000000': { fee: 180, zone: 'mindanao' },
};

// The three places the note asks the shop about, answered by the tests' MSW server.
const placeHandlers = [
  http.get('/api/locations/cities', ({ request }) => {
    const search = (new URL(request.url).searchParams.get('search') ?? '').toLowerCase();
    return HttpResponse.json(
      [makati, cebu, jolo].filter((city) => city.label.toLowerCase().includes(search)),
    );
  }),
  http.post('/api/shipping/estimate', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    const rate = fees[body.region_id ?? ''];
    return HttpResponse.json({
      success: true,
      estimatedFee: rate?.fee,
      weight: 1,
      zone: rate?.zone,
      error: null,
    });
  }),
  http.post('/api/locations/validate-address', async ({ request }) => {
    const body = (await request.json()) as Record<string, string>;
    return HttpResponse.json({ success: true, serviceable: body.city !== jolo.city_id, message: '' });
  }),
];

function renderNotes() {
  return renderApp(<DeliveryNotes freeShipping={false} quantity={1} />, { user: null });
}

async function chooseCityByKeyboard(typed: string, downPresses: number) {
  fireEvent.click(screen.getByRole('button', { name: 'See the fee to your city' }));
  const field = screen.getByRole('combobox', { name: 'Your city or municipality' });
  fireEvent.change(field, { target: { value: typed } });
  await screen.findByRole('listbox', { name: 'Cities and municipalities' });
  for (let press = 0; press < downPresses; press += 1) fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('the delivery note of a guest', () => {
  beforeEach(() => {
    window.localStorage.clear();
    server.use(...placeHandlers);
  });
  afterEach(() => cleanup());

  // docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
  it('arrives with the city button disabled, since the picker is the page’s code', () => {
    const page = within(
      renderAppOnServer(<DeliveryNotes freeShipping={false} quantity={1} />, { user: null }),
    );
    expect(page.getByRole('button', { name: 'See the fee to your city' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'See the fee to your city' })).toBeNull();
    renderNotes();
    expect(screen.getByRole('button', { name: 'See the fee to your city' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('asks for a city and offers the matching cities as "City, Province" by name', async () => {
    renderNotes();
    expect(screen.getByTestId('delivery-notes').textContent).toContain('anywhere in the Philippines');
    fireEvent.click(screen.getByRole('button', { name: 'See the fee to your city' }));
    const field = screen.getByRole('combobox', { name: 'Your city or municipality' });
    expect(field).toHaveProperty('ownerDocument.activeElement', field);
    fireEvent.change(field, { target: { value: 'Makati' } });
    const list = await screen.findByRole('listbox', { name: 'Cities and municipalities' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Makati City, Metro Manila']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
  });

  it('chooses a city with the arrow keys and Enter, then shows its fee and usual time', async () => {
    renderNotes();
    await chooseCityByKeyboard('ce', 1);
    const note = await screen.findByTestId('delivery-estimate');
    expect(note.textContent).toContain('To Cebu City, Cebu');
    await waitFor(() => expect(note.textContent).toContain('₱160.00'));
    expect(note.textContent).toContain('Usually 3-7 business days');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('moves the highlight with up and down, and Escape closes the list without choosing', async () => {
    renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'See the fee to your city' }));
    const field = screen.getByRole('combobox', { name: 'Your city or municipality' });
    fireEvent.change(field, { target: { value: 'city' } });
    const list = await screen.findByRole('listbox', { name: 'Cities and municipalities' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
  });

  it('chooses a city with a click', async () => {
    renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'See the fee to your city' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Makati' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Makati City, Metro Manila' }));
    const note = await screen.findByTestId('delivery-estimate');
    await waitFor(() => expect(note.textContent).toContain('₱95.00'));
    expect(note.textContent).toContain('Usually 1-3 business days');
  });

  it('remembers the city, so another product page shows its fee at once', async () => {
    const first = renderNotes();
    await chooseCityByKeyboard('Makati', 1);
    await screen.findByTestId('delivery-estimate');
    expect(JSON.parse(window.localStorage.getItem(CHOSEN_PLACE_KEY)!)).toEqual({
      cityId: makati.city_id,
      provinceId: makati.province_id,
      regionId: makati.region_id,
      label: makati.label,
    });
    first.unmount();

    renderNotes();
    const note = await screen.findByTestId('delivery-estimate');
    expect(note.textContent).toContain('To Makati City, Metro Manila');
    await waitFor(() => expect(note.textContent).toContain('₱95.00'));
    expect(screen.getByRole('button', { name: 'Deliver somewhere else' })).toBeTruthy();
  });

  it('shows a choice made in another tab', async () => {
    renderNotes();
    act(() => {
      window.localStorage.setItem(
        CHOSEN_PLACE_KEY,
        JSON.stringify({
          cityId: cebu.city_id,
          provinceId: cebu.province_id,
          regionId: cebu.region_id,
          label: cebu.label,
        }),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CHOSEN_PLACE_KEY }));
    });
    const note = await screen.findByTestId('delivery-estimate');
    await waitFor(() => expect(note.textContent).toContain('₱160.00'));
  });

  it('says when the courier does not deliver to the chosen city', async () => {
    renderNotes();
    await chooseCityByKeyboard('Jolo', 1);
    await waitFor(() =>
      expect(screen.getByTestId('delivery-estimate').textContent).toContain(
        'Our courier does not deliver to this city yet.',
      ),
    );
    expect(screen.getByTestId('delivery-estimate').textContent).not.toContain('₱');
  });

  it('says so when no city has the name typed', async () => {
    renderNotes();
    fireEvent.click(screen.getByRole('button', { name: 'See the fee to your city' }));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Atlantis' } });
    expect(await screen.findByText('No city or municipality by that name')).toBeTruthy();
  });
});

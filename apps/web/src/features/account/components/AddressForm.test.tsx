import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { testQueryClient } from '../../../test/render-app.tsx';
import type { Serviceability } from '../logic/serviceability.ts';
import { AddressForm, INVALID_ADDRESS_MESSAGE } from './AddressForm.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const LOCATIONS: Record<string, unknown> = {
  '/api/locations/regions': [
    { region_id: '0400000000', region_name: 'Region IV-A (CALABARZON)' },
    { region_id: '1300000000', region_name: 'National Capital Region (NCR)' },
    { region_id: '0100000000', region_name: 'Region I (Ilocos Region)' },
  ],
  '/api/locations/provinces/0400000000': [{ province_id: '0402100000', province_name: 'Cavite' }],
  '/api/locations/provinces/0100000000': [],
  '/api/locations/districts/1300000000': [{ district_id: '13D1000000', district_name: 'First District' }],
  '/api/locations/cities/0402100000': [
    { city_id: '0402106000', city_name: 'City of Dasmariñas', postcode: '4114', serviceable: true },
  ],
  '/api/locations/cities/13D1000000': [
    { city_id: '1380600000', city_name: 'City of Manila', postcode: '1000', serviceable: true },
  ],
  '/api/locations/barangays/0402106000': [{ barangay_id: '0402106001', barangay_name: 'Burol I' }],
};

let failRegions = false;
// The location lists above, a serviceable address, and the regions failing when `failRegions` is set.
const locationHandlers = [
  http.post('/api/locations/validate-address', () =>
    HttpResponse.json({ success: true, serviceable: true, message: 'Delivery available' }),
  ),
  http.get('/api/locations/regions', () =>
    failRegions
      ? HttpResponse.json({ message: 'Internal server error', code: 'INTERNAL' }, { status: 500 })
      : HttpResponse.json(LOCATIONS['/api/locations/regions'] as object[]),
  ),
  ...Object.entries(LOCATIONS)
    .filter(([path]) => path !== '/api/locations/regions')
    .map(([path, list]) => http.get(path, () => HttpResponse.json(list as object[]))),
];
let sent: SentRequest[] = [];

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const queryClient = testQueryClient();
  const onSubmit = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <AddressForm onSubmit={onSubmit} {...props} />
    </QueryClientProvider>,
  );
  return { onSubmit };
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

async function choose(label: string, optionText: string) {
  const element = select(label);
  await waitFor(() => expect(element.disabled).toBe(false));
  const option = [...element.options].find((candidate) => candidate.text === optionText);
  if (!option) throw new Error(`No option "${optionText}" in ${label}`);
  fireEvent.change(element, { target: { value: option.value } });
}

describe('AddressForm', () => {
  beforeEach(() => {
    failRegions = false;
    server.use(...locationHandlers);
    sent = recordRequests();
  });
  afterEach(() => {
    cleanup();
    vi.mocked(toast.error).mockClear();
  });

  it('cascades from region to barangay, suggests the postcode and checks serviceability', async () => {
    const reports: Serviceability[] = [];
    renderForm({ onServiceabilityChange: (value) => reports.push(value) });

    await choose('Region', 'Region IV-A (CALABARZON)');
    await choose('Province', 'Cavite');
    await choose('City / Municipality', 'City of Dasmariñas');
    expect(screen.getByLabelText('Postal code')).toHaveProperty('value', '4114');
    await choose('Barangay', 'Burol I');

    expect(
      await screen.findByText('This address is serviceable for delivery', undefined, { timeout: 3000 }),
    ).toBeTruthy();
    expect(reports.at(-1)).toEqual({
      status: 'serviceable',
      message: 'This address is serviceable for delivery',
    });
    // Only the settled location is checked, once.
    const checks = sent.filter((request) => request.path.endsWith('/validate-address'));
    expect(checks).toHaveLength(1);
    expect(checks[0]?.body).toEqual({
      region: '0400000000',
      province: '0402100000',
      city: '0402106000',
      barangay: '0402106001',
    });
  });

  it('resets the lower levels when the region changes, and offers districts for the capital', async () => {
    renderForm();
    await choose('Region', 'Region IV-A (CALABARZON)');
    await choose('Province', 'Cavite');
    await choose('City / Municipality', 'City of Dasmariñas');

    await choose('Region', 'National Capital Region (NCR)');
    expect(select('District').value).toBe('');
    expect(select('City / Municipality').value).toBe('');
    expect(select('Barangay').value).toBe('');
    expect(screen.getByLabelText('Postal code')).toHaveProperty('value', '');
    await choose('District', 'First District');
    await choose('City / Municipality', 'City of Manila');
    expect(screen.getByLabelText('Postal code')).toHaveProperty('value', '1000');
  });

  it('says when a region has no provinces', async () => {
    renderForm();
    await choose('Region', 'Region I (Ilocos Region)');
    expect(await screen.findByText('No provinces found for this region')).toBeTruthy();
    expect(select('Province').disabled).toBe(true);
  });

  it('offers a retry when the regions fail to load', async () => {
    failRegions = true;
    renderForm();
    expect(await screen.findByText('Failed to load regions. Please refresh the page.')).toBeTruthy();
    failRegions = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await choose('Region', 'Region IV-A (CALABARZON)');
  });

  it('refuses to save an incomplete address, with the errors linked to their fields', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(INVALID_ADDRESS_MESSAGE, { duration: 4000 }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    const region = select('Region');
    const errorId = region.getAttribute('aria-describedby')?.split(' ')[0];
    expect(document.getElementById(errorId ?? '')?.textContent).toBe('Region is required');
    expect(region.getAttribute('aria-invalid')).toBe('true');
  });

  it('saves a complete address in the shape of the shared schema', async () => {
    const { onSubmit } = renderForm();
    await choose('Region', 'Region IV-A (CALABARZON)');
    await choose('Province', 'Cavite');
    await choose('City / Municipality', 'City of Dasmariñas');
    await choose('Barangay', 'Burol I');
    fireEvent.change(screen.getByLabelText('House / unit number'), { target: { value: ' 12 ' } });
    fireEvent.change(screen.getByLabelText('Street name'), { target: { value: 'Mabini Street' } });
    fireEvent.change(screen.getByLabelText(/Phone for delivery/), { target: { value: '0917 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      region_id: '0400000000',
      province_id: '0402100000',
      city_id: '0402106000',
      barangay_id: '0402106001',
      house_number: '12',
      street_name: 'Mabini Street',
      postcode: '4114',
      address_type: 'home',
      phone: '09171234567',
    });
  });

  it('sends is_default only as the customer ticks "Set as default"', async () => {
    const fill = async () => {
      await choose('Region', 'Region IV-A (CALABARZON)');
      await choose('Province', 'Cavite');
      await choose('City / Municipality', 'City of Dasmariñas');
      await choose('Barangay', 'Burol I');
      fireEvent.change(screen.getByLabelText('House / unit number'), { target: { value: '12' } });
      fireEvent.change(screen.getByLabelText('Street name'), { target: { value: 'Mabini Street' } });
    };
    const untouched = renderForm({ offerDefault: true, initialValues: { is_default: false } });
    await fill();
    expect((screen.getByLabelText('Set as default') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(untouched.onSubmit).toHaveBeenCalledTimes(1));
    expect(untouched.onSubmit.mock.calls[0]?.[0]).toMatchObject({ is_default: false });
    cleanup();

    const ticked = renderForm({ offerDefault: true, initialValues: { is_default: false } });
    await fill();
    fireEvent.click(screen.getByLabelText('Set as default'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(ticked.onSubmit).toHaveBeenCalledTimes(1));
    expect(ticked.onSubmit.mock.calls[0]?.[0]).toMatchObject({ is_default: true });
  });

  it('opens a saved address with all four levels chosen', async () => {
    renderForm({
      initialValues: {
        region_id: '0400000000',
        province_id: '0402100000',
        city_id: '0402106000',
        barangay_id: '0402106001',
        postcode: '4114',
      },
    });
    await waitFor(() => expect(select('Barangay').value).toBe('0402106001'));
    expect(select('Region').value).toBe('0400000000');
    expect(select('Province').value).toBe('0402100000');
    expect(select('City / Municipality').value).toBe('0402106000');
  });
});

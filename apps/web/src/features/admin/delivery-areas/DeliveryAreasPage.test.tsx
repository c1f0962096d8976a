import type { AdminCityRow } from '@fengshui/shared/admin-locations';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fakeServer, renderAdminAt } from '../test/admin-test-app.tsx';

const cebu: AdminCityRow = {
  city_id: '0702217000',
  city_name: 'Cebu City',
  province_name: 'Cebu',
  region_id: '0700000000',
  region_name: 'Central Visayas (Region VII)',
  postcode: '6000',
  serviceable: true,
};

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server() {
  let serviceable = true;
  return fakeServer((request) => {
    if (request.path === '/api/locations/regions') {
      return {
        status: 200,
        body: [{ region_id: '0700000000', region_name: 'Central Visayas (Region VII)' }],
      };
    }
    if (request.path === '/api/admin/locations/cities') {
      return {
        status: 200,
        body: {
          cities: [{ ...cebu, serviceable }],
          page: 1,
          total: 1,
          total_pages: 1,
          not_serviceable_total: serviceable ? 0 : 1,
        },
      };
    }
    if (request.method === 'PUT' && request.path === `/api/admin/locations/cities/${cebu.city_id}`) {
      serviceable = (request.body as { serviceable: boolean }).serviceable;
      return {
        status: 200,
        body: {
          success: true,
          message: 'Cebu City is switched off: addresses there are not serviceable',
          city: { ...cebu, serviceable },
        },
      };
    }
    return undefined;
  });
}

describe('Delivery areas (admin)', () => {
  it('switches a city off with its switch and shows the count', async () => {
    const { requests } = server();
    renderAdminAt('/admin/delivery-areas');
    const toggle = await screen.findByRole('switch', { name: 'Deliver to Cebu City' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Every city is serviceable')).toBeTruthy();
    fireEvent.click(toggle);
    expect(
      await screen.findByText('Cebu City is switched off: addresses there are not serviceable'),
    ).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ serviceable: false });
    expect(await screen.findByText('1 city switched off')).toBeTruthy();
  });

  it('filters by region and by the cities switched off', async () => {
    const { requests } = server();
    renderAdminAt('/admin/delivery-areas');
    await screen.findByRole('switch');
    const region = screen.getByRole('combobox', { name: 'Region' });
    await screen.findByRole('option', { name: 'Central Visayas (Region VII)' });
    fireEvent.change(region, { target: { value: '0700000000' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only not serviceable' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === '/api/admin/locations/cities').at(-1)?.query,
      ).toEqual({
        region: '0700000000',
        serviceable: 'false',
        page: '1',
      }),
    );
  });
});

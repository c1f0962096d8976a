// Renders the contact pages on a memory router with a session, a stand-in API and modal dialogs.
import type { SessionUser } from '@fengshui/shared/auth';
import type { ShippingAddress } from '@fengshui/shared/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { AppointmentPage } from './AppointmentPage.tsx';
import { ConsultationPage } from './ConsultationPage.tsx';
import { ContactPage } from './ContactPage.tsx';

export function addressOf(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    id: 1,
    address_id: 1,
    is_default: false,
    recipient_name: 'Maria Santos',
    phone: null,
    house_number: '12',
    building: null,
    street_name: 'Mabini Street',
    address1: '12 Mabini Street',
    address2: 'Barangay 1',
    barangay: 'Barangay 1',
    barangay_id: '1',
    city: 'Manila',
    city_municipality: 'Manila',
    city_id: '1',
    province: 'Metro Manila',
    state: 'Metro Manila',
    province_id: '1',
    region: 'NCR',
    region_id: '130000000',
    postcode: '1000',
    country: 'PH',
    address_type: 'home',
    ...overrides,
  };
}

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch with `answer`; returns the calls made, in order, with their JSON bodies. */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

function Shell() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
      </nav>
      <Outlet />
    </>
  );
}

export function renderContactPage(entry: string, user: SessionUser | null = null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(sessionKey, user);
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/contact', Component: ContactPage },
          { path: '/appointment', Component: AppointmentPage },
          { path: '/consultation', Component: ConsultationPage },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

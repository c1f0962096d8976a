// Renders the contact pages on a memory router with a session, a stand-in API and modal dialogs.
import type { SessionUser } from '@fengshui/shared/auth';
import type { ShippingAddress } from '@fengshui/shared/users';
import { Link, Outlet } from 'react-router';
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AppointmentPage } from '../pages/AppointmentPage.tsx';
import { ConsultationPage } from '../pages/ConsultationPage.tsx';
import { ContactPage } from '../pages/ContactPage.tsx';

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

/** Answers the API with `answer`; returns the calls made, in order, with their JSON bodies. */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  answerRequests(({ method, url, body }) => {
    const call = { method, url, body };
    calls.push(call);
    return answer(call);
  });
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
  return renderApp(
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
    { at: entry, user },
  );
}

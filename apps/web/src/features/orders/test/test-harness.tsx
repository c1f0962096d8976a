// Renders the order pages on a memory router with a fresh cache and a stand-in for the API.
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { OrderDetailPage } from '../pages/OrderDetailPage.tsx';
import { OrderHistoryPage } from '../pages/OrderHistoryPage.tsx';
import { TrackingPage } from '../pages/TrackingPage.tsx';

export interface ApiCall {
  method: string;
  url: string;
}

/** Answers the API with `answer` (through the tests' MSW server); returns the calls made, in order. */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>): ApiCall[] {
  const calls: ApiCall[] = [];
  answerRequests(({ method, url }) => {
    const call = { method, url };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

export function renderAt(path: string) {
  return renderApp(
    [
      { path: '/account/purchases', Component: OrderHistoryPage },
      { path: '/account/orders/:orderId', Component: OrderDetailPage },
      { path: '/account/tracking/:orderId', Component: TrackingPage },
      { path: '/shop', element: <p>shop page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/account', element: <p>account page</p> },
      { path: '/cart', element: <p>cart page</p> },
    ],
    { at: path },
  );
}

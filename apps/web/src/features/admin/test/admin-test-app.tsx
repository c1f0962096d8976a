import { json } from '../../../test/fixtures.ts';
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { AdminApp } from '../AdminApp.tsx';
import { owner } from './test-orders.ts';

// Shared by the admin screens' component tests: the admin area at a path, signed in as the owner,
// against a fake server (the tests' MSW server, docs/contributing.md#the-web-test-toolkit).

export interface FakeRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** Answers the API from `respond` (JSON status and body), 404 otherwise; every request is recorded. */
export function fakeServer(respond: (request: FakeRequest) => { status: number; body: unknown } | undefined) {
  const requests: FakeRequest[] = [];
  answerRequests(({ method, path, query, body }) => {
    const request: FakeRequest = { method, path, query, body };
    requests.push(request);
    const answer = respond(request);
    return answer ? json(answer.status, answer.body) : json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  return { requests };
}

/** The admin area at `path`, with the toasts. */
export function renderAdminAt(path: string) {
  return renderApp([{ path: '/admin/*', element: <AdminApp /> }], { at: path, user: owner }).router;
}

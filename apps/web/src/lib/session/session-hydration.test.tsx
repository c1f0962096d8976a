import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { sessionKey, useSession } from './session-api.ts';

function SessionStatus() {
  return <p>{useSession().status}</p>;
}

const withClient = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <SessionStatus />
  </QueryClientProvider>
);

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates as the server rendered it when the session has answered by then, and shows the answer after', async () => {
  const html = renderToString(withClient(new QueryClient()));
  expect(html).toContain('loading');

  // A guest's session read answered before this part of the page hydrated.
  const client = new QueryClient();
  client.setQueryData(sessionKey, null);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, withClient(client), { onRecoverableError: recoverable });
  });

  expect(recoverable).not.toHaveBeenCalled();
  expect(container.textContent).toBe('anonymous');
});

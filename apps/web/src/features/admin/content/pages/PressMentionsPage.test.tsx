import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubDialogs } from '../../../../test/dialogs.ts';
import { json } from '../../../../test/fixtures.ts';
import { renderAdminAt } from '../../test/admin-test-app.tsx';

beforeAll(() => stubDialogs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function mockServer() {
  const mentions: unknown[] = [];
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test');
      const path = `${init?.method ?? 'GET'} ${url.pathname}`;
      if (path === 'GET /api/admin/cms/press-mentions') return json(200, { mentions });
      if (path === 'POST /api/admin/cms/press-mentions') {
        const body = JSON.parse(String(init?.body));
        posts.push(body);
        const saved = { id: 1, name: body.name, url: body.url, logo_url: null, position: 0 };
        mentions.push(saved);
        return json(201, saved);
      }
      return json(404, { message: 'Not found' });
    }),
  );
  return posts;
}

describe('the press mentions editor', () => {
  it('says the strip is hidden while there are none, checks the link, then adds a mention', async () => {
    const posts = mockServer();
    renderAdminAt('/admin/content/press');
    expect(
      await screen.findByText('No press mentions yet: the home page shows no “As featured in” strip.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Publication name'), { target: { value: 'Rappler' } });
    fireEvent.change(screen.getByLabelText('Link to the article'), { target: { value: 'rappler.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add mention' }));
    expect(
      await screen.findByText('Link to the article must be a web address starting with https://'),
    ).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(screen.getByLabelText('Link to the article'), {
      target: { value: 'https://www.rappler.com/feng-shui' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add mention' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ name: 'Rappler', url: 'https://www.rappler.com/feng-shui' });
    expect(await screen.findByRole('button', { name: 'Delete Rappler' })).toBeTruthy();
  });
});

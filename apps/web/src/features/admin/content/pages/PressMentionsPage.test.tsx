import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubDialogs } from '../../../../test/dialogs.ts';
import { json } from '../../../../test/fixtures.ts';
import { server } from '../../../../test/msw.ts';
import { renderAdminAt } from '../../test/admin-test-app.tsx';

beforeAll(() => stubDialogs());
afterEach(() => cleanup());

function mockServer() {
  const mentions: unknown[] = [];
  const posts: unknown[] = [];
  server.use(
    http.get('/api/admin/cms/press-mentions', () => json(200, { mentions })),
    http.post('/api/admin/cms/press-mentions', async ({ request }) => {
      const body = (await request.json()) as { name: string; url: string };
      posts.push(body);
      const saved = { id: 1, name: body.name, url: body.url, logo_url: null, position: 0 };
      mentions.push(saved);
      return json(201, saved);
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

  it('sends a blank position as not given, as the FAQ and guide editors do, rather than refusing it', async () => {
    const posts = mockServer();
    renderAdminAt('/admin/content/press');
    fireEvent.change(await screen.findByLabelText('Publication name'), { target: { value: 'Inquirer' } });
    fireEvent.change(screen.getByLabelText('Link to the article'), {
      target: { value: 'https://www.inquirer.net/feng-shui' },
    });
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add mention' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).not.toHaveProperty('position');
  });
});

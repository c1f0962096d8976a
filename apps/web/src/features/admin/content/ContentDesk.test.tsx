import type { AdminBlog, AdminGuide, AdminZodiac } from '@fengshui/shared/cms';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { pasteRichText, selectRichText, writeRichText } from '../../../test/rich-text.ts';
import { renderAdminAt } from '../test/admin-test-app.tsx';

beforeAll(async () => {
  stubDialogs();
  // The editor is a lazy chunk: loaded once here, so each test finds it at once.
  await import('./components/RichTextEditor.tsx');
});

const blog = (overrides: Partial<AdminBlog> = {}): AdminBlog => ({
  blogID: 5,
  slug: 'the-bagua-map-explained',
  title: 'The Bagua Map, Explained',
  category: 'Feng Shui',
  excerpt: 'The bagua is the octagonal map…',
  content: '<p>The bagua is the octagonal map.</p>',
  cover_image: '/media/cms/blogs/abc-1600.webp',
  cover_image_srcset: null,
  publish_date: '2025-03-01T02:00:00.000Z',
  status: 'published',
  created_at: '2025-03-01T02:00:00.000Z',
  updated_at: '2025-03-01T02:00:00.000Z',
  ...overrides,
});

const zodiac: AdminZodiac = {
  zodiacID: 'Ox',
  sign: 'ox',
  name: 'Ox',
  overview: 'Patient and steady.',
  career: 'Reliable.',
  health: 'Strong.',
  love: 'Loyal.',
  color: 'White, Yellow',
  number: '1, 4',
  daily: 'A steady day.',
  weekly: 'A week at your pace.',
  monthly: 'A month for long-term plans.',
  status: 'published',
  content_updated_at: '2025-03-01T02:00:00.000Z',
  updated_at: '2025-03-01T02:00:00.000Z',
};

const guide: AdminGuide = {
  id: 3,
  title: 'Wind Chimes',
  category: 'Windchimes',
  description: 'Where to hang a chime.',
  previewImage: null,
  previewImageSrcset: null,
  pdf: null,
  position: 1,
  status: 'draft',
  created_at: '2025-03-01T02:00:00.000Z',
  updated_at: '2025-03-01T02:00:00.000Z',
};

/** The desk's posts, the Ox's page, a guide and the picture library; returns what was sent. */
function mockServer(): SentRequest[] {
  server.use(
    http.get('/api/admin/cms/blogs', () => {
      const { content: _content, ...row } = blog();
      const draft = {
        ...row,
        blogID: 6,
        title: 'Dreaming of Snakes',
        category: 'Dream Meaning',
        status: 'draft',
      };
      return json(200, { blogs: [row, draft], page: 1, limit: 20, total: 2, total_pages: 1 });
    }),
    http.get('/api/admin/cms/blogs/5', () => json(200, blog())),
    http.put('/api/admin/cms/blogs/6', () => json(200, blog({ blogID: 6, status: 'published' }))),
    http.post('/api/admin/cms/blogs', () => json(200, blog({ blogID: 9, title: 'Moving house' }))),
    http.post('/api/admin/cms/preview', async ({ request }) => {
      const { html } = (await request.json()) as { html: string };
      return json(200, { html: html.replace(/<script>.*<\/script>/, '') });
    }),
    http.get('/api/admin/cms/zodiacs/ox', () => json(200, zodiac)),
    http.put('/api/admin/cms/zodiacs/ox', async ({ request }) => {
      const body = (await request.json()) as object;
      return json(200, { ...zodiac, ...body, content_updated_at: '2025-03-02T02:00:00.000Z' });
    }),
    http.get('/api/admin/cms/product-guides/3', () => json(200, guide)),
    http.get('/api/admin/media', () =>
      json(200, {
        pictures: [{ url: '/media/products/bowl/640.webp', alt: 'Citrine Wealth Bowl', source: 'product' }],
        page: 1,
        total: 1,
        total_pages: 1,
      }),
    ),
  );
  return recordRequests();
}

const callsTo = (sent: SentRequest[], method: string, pathname: string) =>
  sent.filter((request) => request.path === pathname && request.method === method);

describe('the content desk', () => {
  it('is in the admin menu, opens on the blog posts and publishes a draft in one click', async () => {
    const sent = mockServer();
    const router = renderAdminAt('/admin/content');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Content' }),
    ).toBeTruthy();
    await screen.findByText('Dreaming of Snakes');
    expect(router.state.location.pathname).toBe('/admin/content/blogs');
    expect(screen.getAllByText('Published').length).toBeGreaterThan(0);
    expect(screen.getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish Dreaming of Snakes' }));
    expect(await screen.findByText('“Dreaming of Snakes” is published')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(sent, 'PUT', '/api/admin/cms/blogs/6')[0]?.body).toEqual({ status: 'published' }),
    );
  });

  it('refuses a post without a title before sending anything', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/content/blogs/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create post' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(sent, 'POST', '/api/admin/cms/blogs')).toHaveLength(0);
  });

  it('creates a post as multipart with its cover, then returns to the list', async () => {
    const sent = mockServer();
    const router = renderAdminAt('/admin/content/blogs/new');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Moving house' } });
    fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'Palmistry' } });
    fireEvent.change(screen.getByLabelText('Publish date (Philippine time)'), {
      target: { value: '2025-03-01T09:30' },
    });
    writeRichText(await screen.findByRole('textbox', { name: 'Text' }), '<p>Pick a good day.</p>');
    const cover = new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Cover picture'), { target: { files: [cover] } });
    expect(await screen.findByText('New: cover.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Published/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create post' }));

    expect(await screen.findByText('Blog post created')).toBeTruthy();
    const form = callsTo(sent, 'POST', '/api/admin/cms/blogs')[0]?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      title: 'Moving house',
      category: 'Palmistry',
      content: '<p>Pick a good day.</p>',
      publish_date: '2025-03-01T09:30:00+08:00',
      status: 'published',
    });
    // The picture goes as a file part (jsdom's files reach Node's fetch without their name: the page
    // showed it above).
    expect((form.get('cover_image') as File).type).toBe('image/png');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/content/blogs'));
  });

  it('formats with the toolbar and previews the text as the server keeps it', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/content/blogs/5');
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect(text.getAttribute('contenteditable')).toBe('true');
    expect(text.innerHTML).toBe('<p>The bagua is the octagonal map.</p>');
    writeRichText(text, '<p>Lucky corner<script>x</script></p>');
    selectRichText(text, 1, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(text.innerHTML).toBe('<p><strong>Lucky</strong> corner</p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    expect(text.innerHTML).toBe('<h2><strong>Lucky</strong> corner</h2>');

    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByText(/Use an address starting with https:\/\//)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: '/shop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(text.innerHTML).toBe(
      '<h2><a rel="noopener noreferrer" href="/shop"><strong>Lucky</strong></a> corner</h2>',
    );

    fireEvent.click(screen.getByRole('button', { name: 'preview' }));
    expect(await screen.findByText('Lucky', { selector: 'a > strong' })).toBeTruthy();
    await waitFor(() => expect(callsTo(sent, 'POST', '/api/admin/cms/preview')).toHaveLength(1));
    expect(document.querySelector('script')).toBeNull();
  });

  it('cleans a paste from Google Docs into the structure the shop keeps', async () => {
    mockServer();
    renderAdminAt('/admin/content/blogs/5');
    const text = await screen.findByRole('textbox', { name: 'Text' });
    writeRichText(text, '');
    pasteRichText(
      text,
      '<b style="font-weight:normal;" id="docs-internal-guid-77"><p dir="ltr"><span style="font-weight:700;font-family:Arial">Salt</span><span style="font-family:Arial"> water cure</span></p><ul><li><span style="font-size:11pt">Under the bed</span></li></ul></b>',
    );
    expect(text.innerHTML).toBe(
      '<p><strong>Salt</strong> water cure</p><ul><li><p>Under the bed</p></li></ul>',
    );
  });

  it('places a picture from the media library', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/content/blogs/5');
    const text = await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.click(screen.getByRole('button', { name: 'Picture from the media library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Place Citrine Wealth Bowl' }));
    const picture = text.querySelector('img');
    expect([picture?.getAttribute('src'), picture?.getAttribute('alt')]).toEqual([
      '/media/products/bowl/640.webp',
      'Citrine Wealth Bowl',
    ]);
    expect(callsTo(sent, 'GET', '/api/admin/media')).toHaveLength(1);
  });

  it('saves a new daily horoscope and says customers will see it as new', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/content/zodiacs/ox');
    fireEvent.change(await screen.findByLabelText('Today’s horoscope'), {
      target: { value: 'Finish what you started before noon.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Ox saved: customers will see the new texts marked as new')).toBeTruthy();
    expect(callsTo(sent, 'PUT', '/api/admin/cms/zodiacs/ox')[0]?.body).toMatchObject({
      daily: 'Finish what you started before noon.',
      weekly: 'A week at your pace.',
      status: 'published',
    });
  });

  it('asks for the PDF before a guide can be published', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/content/guides/3');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Published/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose the guide’s PDF, or untick Published.')).toBeTruthy();
    expect(callsTo(sent, 'PUT', '/api/admin/cms/product-guides/3')).toHaveLength(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuideEntry } from '../../db/seed/content/content-factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipartBody, pdfFile, pngFile, type UploadFile } from '../../test/test-uploads.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function sendForm(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Record<string, UploadFile> = {},
  headers = admin,
) {
  const body = multipartBody(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...headers } });
}

describe('the product guides', () => {
  it('lists the published guides in order with their PDF and preview, and searches them', async () => {
    const chimes = await createGuideEntry(t.db, {
      title: 'Wind Chimes',
      description: 'Where to hang a metal chime and how many rods it needs.',
      category: 'Windchimes',
      previewImageKey: 'cms/guides/chimes.webp',
      pdfKey: 'cms/guides/wind-chimes.pdf',
      position: 2,
    });
    const bracelet = await createGuideEntry(t.db, {
      title: 'Bracelet',
      description: 'Which wrist to wear a Pi Xiu on.',
      position: 1,
    });
    await createGuideEntry(t.db, { title: 'Unfinished fountain guide', status: 'draft', position: 0 });

    const { guides } = (await get('/api/cms/product-guides')).json();
    expect(guides.map((guide: { id: number }) => guide.id)).toEqual([bracelet.id, chimes.id]);
    expect(guides[1]).toEqual({
      id: chimes.id,
      title: 'Wind Chimes',
      category: 'Windchimes',
      description: 'Where to hang a metal chime and how many rods it needs.',
      previewImage: '/media/cms/guides/chimes.webp',
      // Stored before previews came in several widths: served in its one width.
      previewImageSrcset: null,
      pdf: '/media/cms/guides/wind-chimes.pdf',
    });

    const search = async (query: string) =>
      (await get(`/api/cms/product-guides/search?query=${encodeURIComponent(query)}`))
        .json()
        .guides.map((guide: { id: number }) => guide.id);
    expect(await search('chime')).toEqual([chimes.id]);
    expect(await search('braclet')).toEqual([bracelet.id]);
    expect(await search('wrist')).toEqual([bracelet.id]);
    // Typos of words that are only in the category or the description.
    expect(await search('windchims')).toEqual([chimes.id]);
    expect(await search('metl rodz')).toEqual([chimes.id]);
    expect(await search('metl zzqqxx')).toEqual([]);
    expect(await search('fountain')).toEqual([]);
    expect(await search(' ')).toEqual([]);
    expect(await search('   \t  ')).toEqual([]);
    expect(await search('b'.repeat(1000))).toEqual([]);
    expect(await search("wind chime 'rods' & | ! :* <-> (".repeat(40).slice(0, 1000))).toEqual(
      expect.any(Array),
    );
    expect((await get(`/api/cms/product-guides/search?query=${'b'.repeat(1001)}`)).statusCode).toBe(400);
    expect((await get('/api/cms/product-guides/search?query=x&limit=0')).statusCode).toBe(400);
  });
});

describe('the owner managing product guides', () => {
  it('keeps guests and customers out', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/cms/product-guides'],
      ['GET', '/api/admin/cms/product-guides/1'],
      ['POST', '/api/admin/cms/product-guides'],
      ['PUT', '/api/admin/cms/product-guides/1'],
      ['DELETE', '/api/admin/cms/product-guides/1'],
      ['POST', '/api/admin/cms/images'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.app.inject({ method, url, headers: customer })).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    // A guest's upload is refused before a byte of it is read.
    const upload = await sendForm(
      'POST',
      '/api/admin/cms/product-guides',
      { title: 'x', category: 'y' },
      { pdf: await pdfFile() },
      {},
    );
    expect(upload.statusCode).toBe(401);
  });

  it('creates a guide with its preview and PDF, replaces the PDF, and deletes it', async () => {
    const pdf = await pdfFile();
    const created = await sendForm(
      'POST',
      '/api/admin/cms/product-guides',
      {
        title: 'Prosperity Bowl',
        description: 'Fill it with coins and crystals.',
        category: 'Home Decor',
        position: '5',
      },
      { preview_image: await pngFile(1600, 1200), pdf },
    );
    expect(created.statusCode).toBe(200);
    const guide = created.json();
    expect(guide).toMatchObject({ title: 'Prosperity Bowl', position: 5, status: 'published' });
    expect(guide.pdf).toMatch(/^\/media\/cms\/guides\/prosperity-bowl-[0-9a-f]+\.pdf$/);
    expect(guide.previewImage).toMatch(/^\/media\/cms\/guides\/[0-9a-f]{20}\/800\.webp$/);
    expect(guide.previewImageSrcset).toBe(
      `${guide.previewImage.replace('/800.webp', '/480.webp')} 480w, ${guide.previewImage} 800w`,
    );
    const served = await get(guide.pdf);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await pdfFile();
    other.data = Buffer.concat([other.data, Buffer.from('\n% another revision\n%%EOF\n')]);
    const replaced = await sendForm(
      'PUT',
      `/api/admin/cms/product-guides/${guide.id}`,
      { description: 'Coins, crystals and rice.' },
      { pdf: other },
    );
    expect(replaced.json()).toMatchObject({
      title: 'Prosperity Bowl',
      description: 'Coins, crystals and rice.',
      previewImage: guide.previewImage,
    });
    expect(replaced.json().pdf).not.toBe(guide.pdf);

    const json = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/cms/product-guides/${guide.id}`,
      payload: { status: 'draft' },
      headers: admin,
    });
    expect(json.json().status).toBe('draft');
    expect(
      (await get('/api/cms/product-guides')).json().guides.map((entry: { id: number }) => entry.id),
    ).not.toContain(guide.id);
    expect(
      (await get('/api/admin/cms/product-guides', admin))
        .json()
        .guides.map((entry: { id: number }) => entry.id),
    ).toContain(guide.id);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/cms/product-guides/${guide.id}`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ success: true, message: 'Product guide deleted' });
    expect((await get(`/api/admin/cms/product-guides/${guide.id}`, admin)).statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, a PDF with script, and a published guide without a PDF', async () => {
    const fields = { title: 'Incense', category: 'Incense' };
    const renamed = await sendForm('POST', '/api/admin/cms/product-guides', fields, {
      pdf: {
        filename: 'guide.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('Just a text file renamed to .pdf'),
      },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The file is not a PDF');

    const truncated = await pdfFile();
    truncated.data = truncated.data.subarray(0, 200);
    expect(
      (await sendForm('POST', '/api/admin/cms/product-guides', fields, { pdf: truncated })).json().message,
    ).toBe('The file is not a PDF');

    const scripted = await pdfFile();
    scripted.data = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj\n'),
      scripted.data.subarray(9),
    ]);
    expect(
      (await sendForm('POST', '/api/admin/cms/product-guides', fields, { pdf: scripted })).json().message,
    ).toBe('PDFs with scripts or actions are not accepted');

    const image = await sendForm('POST', '/api/admin/cms/product-guides', fields, { pdf: await pngFile() });
    expect(image.json().message).toBe('The file is not a PDF');

    const noPdf = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/product-guides',
      payload: { ...fields, status: 'published' },
      headers: admin,
    });
    expect(noPdf.json().message).toBe("Upload the guide's PDF before publishing it");
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/product-guides',
      payload: fields,
      headers: admin,
    });
    expect(draft.json()).toMatchObject({ status: 'draft', pdf: null });

    expect((await sendForm('POST', '/api/admin/cms/product-guides', { category: 'x' })).json().message).toBe(
      'Request body field "title": Title is required',
    );
    expect(
      (await sendForm('POST', '/api/admin/cms/product-guides', { ...fields, position: 'first' })).statusCode,
    ).toBe(400);
    const preview = await sendForm('POST', '/api/admin/cms/product-guides', fields, {
      preview_image: { filename: 'a.jpg', contentType: 'image/jpeg', data: Buffer.from('GIF89a not really') },
    });
    expect(preview.json().message).toBe('The file is not an image we can read');
  });

  it('refuses a PDF over 20 MB and two PDFs at once', async () => {
    const big = await pdfFile();
    big.data = Buffer.concat([big.data, Buffer.alloc(21 * 1024 * 1024, 32)]);
    const tooBig = await sendForm(
      'POST',
      '/api/admin/cms/product-guides',
      { title: 'Big', category: 'x' },
      { pdf: big },
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file is too large (at most 20 MB)');

    const pdf = await pdfFile();
    const boundary = 'twice';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
        ),
        pdf.data,
        Buffer.from('\r\n'),
      ]);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/cms/product-guides',
      payload: Buffer.concat([part('pdf'), part('pdf'), Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...admin },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Send only one file as "pdf"');
  });
});

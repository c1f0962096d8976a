import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaqEntry } from '../../db/seed/content/content-factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = (await signInAs(t)).headers;
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, payload, headers });

describe('the server FAQs', () => {
  it('lists the published FAQs in the owner’s order, questions without paragraph tags', async () => {
    const second = await createFaqEntry(t.db, {
      question: '<p>Can I pick up my order?</p>',
      position: 2,
      category: 'Delivery',
    });
    const first = await createFaqEntry(t.db, {
      question: 'Do you sell gift cards?',
      answerHtml: '<p>Not yet. <strong>Soon.</strong></p>',
      position: 1,
      publishDate: new Date('2025-03-01T00:00:00Z'),
    });
    await createFaqEntry(t.db, { question: 'Hidden draft?', status: 'draft' });
    const { faqs } = (await t.app.inject({ method: 'GET', url: '/api/cms/faqs' })).json();
    expect(faqs).toEqual([
      {
        faqID: first.id,
        question: 'Do you sell gift cards?',
        answer: '<p>Not yet. <strong>Soon.</strong></p>',
        category: 'Products',
        publish_date: '2025-03-01T00:00:00.000Z',
        status: 'published',
      },
      expect.objectContaining({
        faqID: second.id,
        question: 'Can I pick up my order?',
        category: 'Delivery',
      }),
    ]);
  });
});

describe('the owner writing FAQs', () => {
  it('keeps guests and customers out', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/cms/faqs'],
      ['GET', '/api/admin/cms/faqs/1'],
      ['POST', '/api/admin/cms/faqs'],
      ['PUT', '/api/admin/cms/faqs/1'],
      ['DELETE', '/api/admin/cms/faqs/1'],
    ] as const) {
      expect(
        (await send(method, url, method === 'POST' || method === 'PUT' ? {} : undefined, {})).statusCode,
      ).toBe(401);
      expect(
        (await send(method, url, method === 'POST' || method === 'PUT' ? {} : undefined, customer))
          .statusCode,
      ).toBe(403);
    }
  });

  it('creates, edits, hides and deletes an FAQ, sanitising the answer and flattening the question', async () => {
    const created = await send('POST', '/api/admin/cms/faqs', {
      question: '<p>How do I <em>clean</em> a brass charm?</p>',
      answer: '<p>Wipe it with a soft cloth.</p><img src=x onerror="alert(1)"><script>steal()</script>',
      category: 'Products',
      position: 3,
    });
    expect(created.statusCode).toBe(200);
    const faq = created.json();
    expect(faq).toMatchObject({
      question: 'How do I clean a brass charm?',
      answer: '<p>Wipe it with a soft cloth.</p>',
      category: 'Products',
      position: 3,
      status: 'published',
    });
    expect(faq.publish_date).not.toBeNull();

    const edited = await send('PUT', `/api/admin/cms/faqs/${faq.faqID}`, {
      status: 'draft',
      publish_date: null,
      category: 'Services',
    });
    expect(edited.json()).toMatchObject({
      status: 'draft',
      publish_date: null,
      category: 'Services',
      question: 'How do I clean a brass charm?',
    });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/cms/faqs' })).json().faqs;
    expect(publicList.map((entry: { faqID: number }) => entry.faqID)).not.toContain(faq.faqID);
    expect(
      (await send('GET', '/api/admin/cms/faqs?status=draft'))
        .json()
        .faqs.map((entry: { faqID: number }) => entry.faqID),
    ).toContain(faq.faqID);
    expect((await send('GET', `/api/admin/cms/faqs/${faq.faqID}`)).json().category).toBe('Services');

    expect((await send('DELETE', `/api/admin/cms/faqs/${faq.faqID}`)).json()).toEqual({
      success: true,
      message: 'FAQ deleted',
    });
    expect((await send('GET', `/api/admin/cms/faqs/${faq.faqID}`)).statusCode).toBe(404);
    expect((await send('PUT', `/api/admin/cms/faqs/${faq.faqID}`, { position: 1 })).statusCode).toBe(404);
    expect((await send('DELETE', `/api/admin/cms/faqs/${faq.faqID}`)).statusCode).toBe(404);
  });

  it('refuses a missing question, an unknown category, a negative position and an answer of script only', async () => {
    const bad = async (payload: object) =>
      (await send('POST', '/api/admin/cms/faqs', payload)).json().message;
    const good = { question: 'Q?', answer: '<p>A.</p>', category: 'Orders' };
    expect(await bad({ ...good, question: '  ' })).toBe(
      'Request body field "question": Question is required',
    );
    expect(await bad({ ...good, category: 'Shipping' })).toContain(
      'Category must be one of: Delivery, Returns, Orders',
    );
    expect(await bad({ ...good, position: -1 })).toContain('Position must be 0 or more');
    expect(await bad({ ...good, answer: '<script>alert(1)</script>' })).toBe(
      'The answer has no text left once cleaned',
    );
    expect(await bad({ ...good, question: '<script>x</script>' })).toBe(
      'The question has no text left once cleaned',
    );
    expect(await bad({ ...good, status: 'archived' })).toContain('Status must be draft or published');
    expect(
      (await send('POST', '/api/admin/cms/faqs', { ...good, answer: 'x'.repeat(20_001) })).statusCode,
    ).toBe(400);
    expect((await send('GET', '/api/admin/cms/faqs?category=Nope')).statusCode).toBe(400);
  });
});

import { BUSINESS } from '@fengshui/shared/constants';
import { CONTACT_MESSAGES } from '@fengshui/shared/contact-messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { signInAs } from '../../test/sign-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: Record<string, string>;
let customer: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t, { userType: 'admin' })).headers;
  customer = await signInAs(t);
});
afterAll(() => t.close());

let senderSequence = 0;
const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Liza Dela Cruz',
  email: `liza${++senderSequence}@example.ph`,
  phone: '0917 123 4567',
  message: 'Hello!\nDo you ship bagua mirrors to Davao?',
  subject: '',
  ...overrides,
});
const post = (kind: 'contact' | 'appointment', payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/email/${kind}`, payload: payload as object, headers });
const newest = async () =>
  (await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0]!;

describe('POST /api/email/contact', () => {
  it('keeps the message for the inbox, e-mails the shop and thanks the sender', async () => {
    const body = request({ subject: 'Shipping question' });
    const response = await post('contact', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.contactSent });

    expect(await newest()).toMatchObject({
      kind: 'contact',
      name: 'Liza Dela Cruz',
      email: body.email,
      phone: '0917 123 4567',
      subject: 'Shipping question',
      message: 'Hello!\nDo you ship bagua mirrors to Davao?',
      status: 'new',
      userId: null,
    });
    const toShop = await latestMailTo(t.db, BUSINESS.email);
    expect(toShop?.subject).toBe('New message from Liza Dela Cruz: Shipping question');
    expect(toShop?.text).toContain(`From: Liza Dela Cruz <${body.email}>`);
    expect(toShop?.text).toContain('Do you ship bagua mirrors to Davao?');
    expect(toShop?.text).toContain('http://shop.test/admin/messages?id=');
    const toSender = await latestMailTo(t.db, body.email);
    expect(toSender?.subject).toBe(`We received your message | ${BUSINESS.name}`);
    // The acknowledgement repeats nothing the sender typed but the name.
    expect(toSender?.text).not.toContain('bagua');
  });

  it('gives a message without a subject the default one', async () => {
    await post('contact', request({ subject: undefined }));
    expect((await newest()).subject).toBe('Contact Request');
  });

  it("links the message to the signed-in sender's account", async () => {
    await post('contact', request(), customer.headers);
    expect((await newest()).userId).toBe(customer.user.id);
  });

  it('escapes markup in the e-mail to the shop', async () => {
    const response = await post('contact', request({ message: '<img src=x onerror=alert(1)> hi' }));
    expect(response.statusCode).toBe(200);
    const toShop = await latestMailTo(t.db, BUSINESS.email);
    expect(toShop?.html).not.toContain('<img src=x');
    expect(toShop?.html).toContain('&#60;img src=x');
  });

  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a name with markup', { name: '<b>Liza</b>' }, 'Name contains characters that are not allowed'],
    ['an oversized name', { name: 'L'.repeat(121) }, 'Name must be at most 120 characters'],
    ['a missing e-mail', { email: undefined }, 'Email is required'],
    ['an invalid e-mail', { email: 'liza-at-example' }, 'Please enter a valid email address'],
    ['a missing phone', { phone: undefined }, 'Phone is required'],
    ['a phone with letters', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
    ['a phone too short', { phone: '12345' }, 'Please enter a valid phone number'],
    ['a missing message', { message: undefined }, 'Message is required'],
    ['a blank message', { message: ' \n ' }, 'Message is required'],
    ['an oversized message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    [
      'a message with control characters',
      { message: 'hi\u0007there' },
      'Message contains characters that are not allowed',
    ],
    [
      'a subject with a line break',
      { subject: 'Hi\nBcc: x@y.z' },
      'Subject contains characters that are not allowed',
    ],
    ['an oversized subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters'],
    ['a message sent as a number', { message: 42 }, 'Message is required'],
  ])(
    'refuses %s with 400, in the words of the form, and stores nothing',
    async (_label, overrides, message) => {
      const before = await newest().catch(() => null);
      const response = await post('contact', request(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect((await newest()).id).toBe(before?.id);
    },
  );

  it('leaves a NUL byte to the input gate, which stores nothing either', async () => {
    const before = await newest().catch(() => null);
    const response = await post('contact', request({ message: 'hi\u0000there' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    expect(response.json().message).toContain('"message"');
    expect((await newest()).id).toBe(before?.id);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/email/contact',
      headers: { 'content-type': 'application/json' },
      payload: 'name=Liza',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/email/appointment', () => {
  it("answers success with the spec's text and keeps the request as an appointment", async () => {
    const body = request({ subject: 'Book Home Feng Shui Consultation Consultation' });
    const response = await post('appointment', body);
    expect(response.json()).toEqual({ success: true, message: CONTACT_MESSAGES.appointmentSent });
    expect(await newest()).toMatchObject({
      kind: 'appointment',
      subject: 'Book Home Feng Shui Consultation Consultation',
    });
    expect((await latestMailTo(t.db, BUSINESS.email))?.subject).toContain('New appointment request from');
    expect((await latestMailTo(t.db, body.email))?.subject).toBe(
      `We received your appointment request | ${BUSINESS.name}`,
    );
  });

  it("defaults the subject to 'Appointment Request' and validates like contact", async () => {
    await post('appointment', request({ subject: null }));
    expect((await newest()).subject).toBe('Appointment Request');
    expect((await post('appointment', request({ email: 'nope' }))).statusCode).toBe(400);
  });
});

describe('the inbox: GET /api/admin/messages and PUT /api/admin/messages/:id', () => {
  it('answers 401 to guests and 403 to customers', async () => {
    const calls = [
      { method: 'GET', url: '/api/admin/messages' },
      { method: 'GET', url: '/api/admin/messages/1' },
      { method: 'PUT', url: '/api/admin/messages/1', payload: { status: 'closed' } },
      { method: 'PUT', url: '/api/admin/messages/1', payload: {} },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject({ ...call })).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: customer.headers })).statusCode).toBe(403);
    }
  });

  it('lists newest first, filtered by kind and status, with counts per status', async () => {
    await post('appointment', request({ name: 'Inbox Appointment' }));
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: admin })).json();
    expect(all.messages[0]).toMatchObject({ name: 'Inbox Appointment', kind: 'appointment', status: 'new' });
    expect(all.total).toBeGreaterThan(1);
    expect(all.status_counts.new).toBe(all.total);

    const appointments = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages?kind=appointment', headers: admin })
    ).json();
    expect(appointments.messages.every((row: { kind: string }) => row.kind === 'appointment')).toBe(true);
    const closed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages?status=closed', headers: admin })
    ).json();
    expect(closed).toMatchObject({ messages: [], total: 0, total_pages: 1 });
  });

  it('moves a message to replied and closed (and back), reads it alone, and filters by it', async () => {
    await post('contact', request({ name: 'Status Person' }));
    const { id } = await newest();
    const update = (status: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/messages/${id}`, headers: admin, payload: { status } });
    const replied = await update('replied');
    expect(replied.json()).toMatchObject({
      success: true,
      message: 'Message from Status Person marked as replied',
      contact_message: { id, status: 'replied' },
    });
    expect((await update('closed')).json().contact_message.status).toBe('closed');
    const one = await t.app.inject({ method: 'GET', url: `/api/admin/messages/${id}`, headers: admin });
    expect(one.json()).toMatchObject({ id, status: 'closed', name: 'Status Person' });
    const closed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages?status=closed', headers: admin })
    ).json();
    expect(closed.messages.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await update('new')).json().contact_message.status).toBe('new');
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime());
  });

  it.each([
    ['an unknown status', { status: 'archived' }, 'status must be new, replied or closed'],
    ['no status', {}, 'status must be new, replied or closed'],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const { id } = await newest();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/messages/${id}`,
      headers: admin,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers 404 for an unknown message and 400 for bad ids and filters', async () => {
    const put = (url: string) =>
      t.app.inject({ method: 'PUT', url, headers: admin, payload: { status: 'closed' } });
    expect((await put('/api/admin/messages/999999')).statusCode).toBe(404);
    expect((await put('/api/admin/messages/abc')).statusCode).toBe(400);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });
    expect((await get('/api/admin/messages/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/messages?kind=spam')).json().message).toContain(
      'kind must be contact or appointment',
    );
    expect((await get('/api/admin/messages?status=open')).statusCode).toBe(400);
    expect((await get('/api/admin/messages?page=-1')).statusCode).toBe(400);
  });
});

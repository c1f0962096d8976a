import { BUSINESS } from '@fengshui/shared/constants';
import type { MailMessage } from './types.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * One layout for every e-mail: the shop's name, a greeting, the message, one button, the footer.
 * Codes and amounts use lining figures of one width (docs/content.md#figures-and-chinese-characters);
 * the style is repeated on the inner table because some mail clients drop the body's.
 */
function layout(options: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  afterword: string;
}): MailMessage {
  const { to, subject, greeting, paragraphs, action, afterword } = options;
  const text = [
    `${greeting}`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    afterword,
    '',
    `${BUSINESS.name}`,
    `${BUSINESS.address}`,
    `${BUSINESS.phone} · ${BUSINESS.email}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#fbf7ef;font-family:Arial,Helvetica,sans-serif;color:#1f1a17;font-variant-numeric:lining-nums tabular-nums">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf7ef;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;font-variant-numeric:lining-nums tabular-nums">
        <tr><td style="background:#a61b1b;padding:20px 28px;color:#ecd27f;font-family:Georgia,serif;font-size:24px;font-weight:bold">${escapeHtml(BUSINESS.name)}</td></tr>
        <tr><td style="padding:28px">
          <p style="margin:0 0 16px;font-size:16px">${escapeHtml(greeting)}</p>
          ${paragraphs.map((paragraph) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n          ')}
          <p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#a61b1b;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:999px;font-weight:bold">${escapeHtml(action.label)}</a></p>
          <p style="margin:0 0 16px;font-size:13px;color:#57534e">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#a61b1b;word-break:break-all">${escapeHtml(action.url)}</a></p>
          <p style="margin:0;font-size:13px;color:#57534e">${escapeHtml(afterword)}</p>
        </td></tr>
        <tr><td style="background:#1f1a17;color:#a8a29e;padding:16px 28px;font-size:12px;line-height:1.5">${escapeHtml(BUSINESS.name)} · ${escapeHtml(BUSINESS.address)}<br>${escapeHtml(BUSINESS.phone)} · ${escapeHtml(BUSINESS.email)}</td></tr>
      </table>
    </td></tr>
  </table>
</body></html>`;
  return { to, subject, text, html };
}

/** What the outbox says instead of a mail whose link acts on the account, once a mail server takes it. */
export const ACCOUNT_LINK_NOTE =
  "This message holds a link to the customer's account: only their mailbox gets it, and the shop keeps no copy once it is sent.";

/** A mail whose button acts on the account: the outbox keeps no readable copy once it is delivered. */
const accountLinkMail = (options: Parameters<typeof layout>[0]): MailMessage => ({
  ...layout(options),
  carriesAccountLink: true,
});

export function verificationEmail(options: { to: string; firstName: string; url: string }): MailMessage {
  return accountLinkMail({
    to: options.to,
    subject: `Verify your e-mail for ${BUSINESS.name}`,
    greeting: `Hi ${options.firstName || 'there'},`,
    paragraphs: [
      `Thank you for creating an account with ${BUSINESS.name}.`,
      'Please confirm your e-mail address so you can log in, order and track your parcels. The link works for 24 hours.',
    ],
    action: { label: 'Verify my e-mail', url: options.url },
    afterword: 'If you did not sign up, you can ignore this e-mail; no account will be activated.',
  });
}

export function passwordResetEmail(options: { to: string; firstName: string; url: string }): MailMessage {
  return accountLinkMail({
    to: options.to,
    subject: `Reset your ${BUSINESS.name} password`,
    greeting: `Hi ${options.firstName || 'there'},`,
    paragraphs: [
      'We received a request to reset the password of your account.',
      'Choose a new password with the link below. It works for 1 hour and only once.',
    ],
    action: { label: 'Reset my password', url: options.url },
    afterword: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

export function orderCancelledEmail(options: {
  to: string;
  name: string;
  orderCode: string;
  reason: string;
  url: string;
}): MailMessage {
  return layout({
    to: options.to,
    subject: `Order ${options.orderCode} was cancelled`,
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: [
      `Your order ${options.orderCode} was cancelled because ${options.reason}.`,
      'The items went back on our shelves. If you still want them, you are welcome to order again.',
    ],
    action: { label: 'See my orders', url: options.url },
    afterword: 'If you paid and this looks wrong, reply to this e-mail with your payment reference.',
  });
}

export function orderConfirmationEmail(options: {
  to: string;
  name: string;
  orderCode: string;
  lines: string[];
  /** Subtotal, shipping fee and any discounts, as every summary of the order shows them. */
  sums: string[];
  total: string;
  paid: boolean;
  url: string;
}): MailMessage {
  return layout({
    to: options.to,
    subject: options.paid
      ? `Payment received: order ${options.orderCode} is confirmed`
      : `Order ${options.orderCode} is confirmed (cash on delivery)`,
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: [
      options.paid
        ? `We received your payment for order ${options.orderCode}. Thank you! We are preparing it now.`
        : `Thank you for your order ${options.orderCode}. Please have ${options.total} ready for the courier.`,
      ...options.lines,
      ...options.sums,
      `Total: ${options.total}`,
      'We will e-mail you the tracking number when the parcel leaves us.',
    ],
    action: { label: 'View my order', url: options.url },
    afterword: 'Questions about your order? Reply to this e-mail and we will help.',
  });
}

export function orderShippedEmail(options: {
  to: string;
  name: string;
  orderCode: string;
  trackingNumber: string | null;
  url: string;
}): MailMessage {
  return layout({
    to: options.to,
    subject: `Order ${options.orderCode} is on its way`,
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: [
      `Good news: your order ${options.orderCode} has left our shop and is with the courier.`,
      options.trackingNumber
        ? `Your tracking number is ${options.trackingNumber}. Delivery takes 2-5 business days in Metro Manila and 5-10 in the provinces.`
        : 'Delivery takes 2-5 business days in Metro Manila and 5-10 in the provinces.',
    ],
    action: { label: 'Track my parcel', url: options.url },
    afterword: 'Please keep your phone close: the courier calls or texts before delivery.',
  });
}

export function orderDeliveredEmail(options: {
  to: string;
  name: string;
  orderCode: string;
  url: string;
}): MailMessage {
  return layout({
    to: options.to,
    subject: `Order ${options.orderCode} was delivered`,
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: [
      `Your order ${options.orderCode} was delivered. We hope it brings harmony and good fortune to your home.`,
      'Please tap Order Received once you have checked your items. Unused items in their original packaging can be returned within 7 days of delivery.',
    ],
    action: { label: 'View my order', url: options.url },
    afterword:
      'Something wrong with your parcel? Reply to this e-mail within 7 days and we will make it right.',
  });
}

// ---- contact and appointment requests (docs/admin.md#inbox) -----------------------

const REQUEST_LABELS = {
  contact: { noun: 'message', form: 'contact form' },
  appointment: { noun: 'appointment request', form: 'appointment form' },
} as const;

/** To the shop: a new contact or appointment request, with everything needed to answer it. */
export function contactRequestToShopEmail(options: {
  kind: 'contact' | 'appointment';
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  inboxUrl: string;
}): MailMessage {
  const label = REQUEST_LABELS[options.kind];
  return layout({
    to: BUSINESS.email,
    subject: `New ${label.noun} from ${options.name}: ${options.subject}`,
    greeting: 'Hello,',
    paragraphs: [
      `${options.name} sent a new ${label.noun} through the ${label.form}.`,
      `From: ${options.name} <${options.email}>`,
      `Phone: ${options.phone}`,
      `Subject: ${options.subject}`,
      // One paragraph per line, so the message keeps its line breaks in the HTML version too.
      ...options.message.split(/\r?\n/).filter((line) => line.trim() !== ''),
    ],
    action: { label: 'Open the inbox', url: options.inboxUrl },
    afterword: `Reply to ${options.email}, then mark the ${label.noun} as replied in the inbox.`,
  });
}

/**
 * To the sender: we have it. It repeats none of what was typed but the name, so the form cannot be
 * used to send someone else a message of one's own through the shop.
 */
export function contactRequestReceivedEmail(options: {
  kind: 'contact' | 'appointment';
  to: string;
  name: string;
  shopUrl: string;
}): MailMessage {
  const appointment = options.kind === 'appointment';
  return layout({
    to: options.to,
    subject: appointment
      ? `We received your appointment request | ${BUSINESS.name}`
      : `We received your message | ${BUSINESS.name}`,
    greeting: `Hi ${options.name || 'there'},`,
    paragraphs: [
      appointment
        ? `Thank you for booking a consultation with ${BUSINESS.name}. We will get back to you soon with available schedules.`
        : `Thank you for contacting ${BUSINESS.name}. We will reply within 1-2 business days.`,
      `Our hours: ${BUSINESS.hours} (${BUSINESS.hoursNote.toLowerCase()}). For anything urgent, call us at ${BUSINESS.phone}.`,
    ],
    action: { label: 'Visit our shop', url: options.shopUrl },
    afterword: 'If you did not write to us, you can ignore this e-mail.',
  });
}

// ---- newsletter (docs/content.md#newsletter) --------------------------------------------------------

const manilaDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Manila',
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});

/** To a new subscriber: the newsletter's promised 10% (docs/content.md#newsletter), as a code of their own. */
export function newsletterWelcomeEmail(options: {
  to: string;
  code: string;
  percent: number;
  endsAt: Date;
  shopUrl: string;
}): MailMessage {
  return layout({
    to: options.to,
    subject: `Your ${options.percent}% welcome code | ${BUSINESS.name}`,
    greeting: 'Hi there,',
    paragraphs: [
      'Thank you for subscribing to our newsletter! As promised, here is a gift for your next purchase.',
      `Your code: ${options.code}`,
      `Enter it in the Promotion Code field at checkout for ${options.percent}% off the items in your order. It works once, until ${manilaDate.format(options.endsAt)}.`,
    ],
    action: { label: 'Start shopping', url: `${options.shopUrl}/shop` },
    afterword: 'If you did not subscribe, reply to this e-mail and we will take your address off the list.',
  });
}

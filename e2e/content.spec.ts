import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { ADMIN, DEMO_PASSWORD, logIn, pageCodeRan, signedInApi, uniqueEmail } from './support.ts';

// packages/shared/src/contact-messages.ts: the server's answer, shown in the 'Message Sent!' dialog.
const CONTACT_SENT =
  "Thank you for reaching out! We've received your message and will reply within 1-2 business days.";

interface InboxMessage {
  kind: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  status: string;
}

/** The admin's view of the shop's inbox and outbox, from a context of its own (no shopper cookies). */
async function adminApi() {
  const { api: request, headers } = await signedInApi(ADMIN);
  return {
    inbox: async () => {
      const response = await request.get('/api/admin/messages?kind=contact', { headers });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { messages: InboxMessage[] }).messages;
    },
    outbox: async () => {
      const response = await request.get('/api/admin/mail?limit=200', { headers });
      expect(response.ok()).toBe(true);
      return (await response.json()) as { to: string; subject: string; text: string }[];
    },
    dispose: () => request.dispose(),
  };
}

test.describe('contact', () => {
  test('a guest sends the contact form; the shop finds it in the inbox and the sender gets an acknowledgement', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail('rosa', testInfo.project.name);
    const message = `Do you deliver a wealth bowl to Cebu City before the lunar new year? (${email})`;
    const subject = 'Question about delivery';
    // docs/content.md#contact: the subject is read-only and only shown when another page passes one in.
    await page.goto(`/contact?subject=${encodeURIComponent(subject)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveValue(subject);
    await expect(page.getByLabel('Subject')).not.toBeEditable();

    await page.getByLabel('Name').fill('Rosa Mendoza');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('0917 555 0123');
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Send Message' }).click();

    const dialog = page.getByRole('dialog', { name: 'Message Sent!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(CONTACT_SENT);
    await expectNoSeriousA11yViolations(page, '/contact with the Message Sent! dialog open');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // A success empties the message and drops the passed-in subject.
    await expect(page.getByLabel('Message')).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveCount(0);

    const admin = await adminApi();
    const received = (await admin.inbox()).find((candidate) => candidate.email === email);
    expect(received).toMatchObject({
      kind: 'contact',
      name: 'Rosa Mendoza',
      phone: '0917 555 0123',
      subject,
      message,
      status: 'new',
    });
    await expect
      .poll(async () => (await admin.outbox()).find((mail) => mail.to === email)?.subject)
      .toMatch(/^We received your message/);
    const acknowledgement = (await admin.outbox()).find((mail) => mail.to === email)!;
    expect(acknowledgement.text).toContain('Hi Rosa Mendoza,');
    await admin.dispose();
  });

  test('a signed-in customer finds the name, e-mail and phone already filled in', async ({ page }) => {
    // Seeded (apps/server/src/db/seed/seed-customer.ts): Maria Santos, whose default address has a phone.
    await logIn(page, 'demo', DEMO_PASSWORD);
    await page.goto('/contact');
    await expect(page.getByLabel('Name')).toHaveValue('Maria Santos');
    await expect(page.getByLabel('Email')).toHaveValue('demo@fengshuiprosper.ph');
    await expect(page.getByLabel('Phone')).toHaveValue('09171234567');
    await expect(page.getByLabel('Message')).toHaveValue('');
    // No subject was passed in, so there is no subject field (docs/content.md#contact).
    await expect(page.getByLabel('Subject')).toHaveCount(0);
  });
});

test('a visitor computes a BaZi chart and reads the pillars, day master, animal and element balance', async ({
  page,
}) => {
  // apps/server/src/modules/bazi/bazi.test.ts ("test1" of the lunar library): 2005-12-23 08:37 is
  // 乙酉 戊子 辛巳 壬辰, day master 辛 (Yin Metal), a Rooster year.
  await page.goto('/bazi-calculator');
  await page.getByLabel('Birth date').fill('2005-12-23');
  await page.getByLabel('Birth time').fill('08:37');
  await page.getByRole('button', { name: 'Calculate my chart' }).click();

  await expect(page.getByRole('heading', { name: 'Your four pillars' })).toBeFocused();
  await expect(page).toHaveURL(/\/bazi-calculator\?date=2005-12-23&time=08%3A37$/);
  await expect(page.getByText('Born 12/23/2005 at 08:37, Manila time.')).toBeVisible();

  const pillars = page.getByRole('table', { name: /Your four pillars/ });
  await expect(pillars.getByRole('columnheader')).toHaveText(['Hour', 'Day', 'Month', 'Year']);
  const stems = pillars.getByRole('row', { name: /Heavenly stem/ }).getByRole('cell');
  const branches = pillars.getByRole('row', { name: /Earthly branch/ }).getByRole('cell');
  // Hour, day, month, year: 壬辰 辛巳 戊子 乙酉.
  const expected = [
    ['壬', 'Yang Water', '辰', 'Dragon'],
    ['辛', 'Yin Metal', '巳', 'Snake'],
    ['戊', 'Yang Earth', '子', 'Rat'],
    ['乙', 'Yin Wood', '酉', 'Rooster'],
  ];
  for (const [column, [stem, stemElement, branch, animal]] of expected.entries()) {
    await expect(stems.nth(column)).toContainText(stem!);
    await expect(stems.nth(column)).toContainText(stemElement!);
    await expect(branches.nth(column)).toContainText(branch!);
    await expect(branches.nth(column)).toContainText(animal!);
  }
  await expect(stems.nth(1)).toContainText('Day master');

  const dayMaster = page.getByRole('region', { name: 'Your day master' });
  await expect(dayMaster).toContainText('Yin Metal (辛 Xīn)');
  await expect(page.getByRole('region', { name: 'Zodiac animal' })).toContainText('Rooster (酉)');

  // Each visible stem and branch counts once: Wood 1, Fire 1, Earth 2, Metal 2, Water 2 of 8.
  const balance = page.getByRole('table', { name: /Five-element balance of the 8 characters/ });
  const balanceRows = [
    ['Wood', '1', '13%'],
    ['Fire', '1', '13%'],
    ['Earth', '2', '25%'],
    ['Metal', '2', '25%'],
    ['Water', '2', '25%'],
  ];
  for (const [element, count, share] of balanceRows) {
    const row = balance.getByRole('row', { name: new RegExp(`^${element}`) });
    await expect(row.getByRole('cell')).toHaveText([count!, share!]);
  }
});

interface AuditedPage {
  name: string;
  path: string;
  /** Shown once the page has its data, so the audit sees the page a visitor sees. */
  ready: (page: Page) => Locator;
}

const AUDITED_PAGES: AuditedPage[] = [
  {
    name: 'the blog',
    path: '/blog',
    ready: (page) => page.getByRole('link', { name: /^Read More/ }).first(),
  },
  {
    name: 'the FAQ',
    path: '/faqs',
    // The questions wait, disabled, until the page's code runs; the audit looks at them as they are used.
    ready: (page) => page.getByRole('heading', { level: 2 }).getByRole('button', { disabled: false }).first(),
  },
  // A form is disabled until the page's scripts run (they start after the first paint), and axe
  // measures what a disabled fieldset holds as if it were enabled: audit the form as it is used.
  {
    name: 'contact',
    path: '/contact',
    ready: (page) => page.getByRole('button', { name: 'Send Message', disabled: false }),
  },
  { name: 'home', path: '/', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    name: 'the horoscope',
    path: '/horoscope',
    ready: (page) => page.getByRole('heading', { name: 'Choose your sign' }),
  },
  {
    name: 'a horoscope',
    path: '/horoscope?sign=dragon&tab=daily',
    ready: (page) => page.getByRole('heading', { name: 'The Dragon horoscope' }),
  },
  {
    name: 'the Dragon guide',
    path: '/prosper-guide/dragon',
    ready: (page) => page.getByRole('heading', { name: 'Lucky Numbers' }),
  },
  {
    name: 'consultation',
    path: '/consultation',
    ready: (page) => page.getByRole('heading', { name: 'Our services' }),
  },
  {
    name: 'the BaZi calculator',
    path: '/bazi-calculator',
    ready: (page) => page.getByRole('heading', { name: 'How the calculator works' }),
  },
  {
    name: 'a BaZi chart',
    path: '/bazi-calculator?date=2005-12-23&time=08:37',
    ready: (page) => page.getByRole('heading', { name: 'Your reading' }),
  },
  {
    name: 'the appointment form',
    path: '/appointment',
    ready: (page) => page.getByRole('button', { name: 'Send Appointment Request', disabled: false }),
  },
  {
    name: 'the privacy policy',
    path: '/privacy-policy',
    ready: (page) => page.getByRole('heading', { name: '1. Introduction' }),
  },
  {
    name: 'the shop',
    path: '/shop',
    ready: (page) => page.locator('#flash-deals article').first(),
  },
  {
    name: 'a category',
    path: '/category/feng-shui-bracelets',
    ready: (page) => page.getByTestId('category-count'),
  },
  {
    name: 'the product guides',
    path: '/product-guide',
    ready: (page) => page.getByRole('list').getByRole('link').first(),
  },
];

test.describe('accessibility (WCAG 2.1 AA, serious and critical)', () => {
  // A page mid-transition can fail contrast by accident; the audit looks at the settled page.
  test.use({ reducedMotion: 'reduce' });

  for (const audited of AUDITED_PAGES) {
    test(`${audited.name} (${audited.path})`, async ({ page }) => {
      await page.goto(audited.path);
      await expect(audited.ready(page)).toBeVisible();
      await pageCodeRan(page);
      await expectNoSeriousA11yViolations(page, audited.path);
    });
  }

  test('a product', async ({ page }) => {
    await page.goto('/category/feng-shui-bracelets');
    await page.getByRole('main').locator('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeVisible();
    await pageCodeRan(page);
    await expectNoSeriousA11yViolations(page, page.url());
  });

  test('a blog post', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', { name: /^Read More/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to All Blogs/ })).toBeVisible();
    await pageCodeRan(page);
    await expectNoSeriousA11yViolations(page, page.url());
  });
});

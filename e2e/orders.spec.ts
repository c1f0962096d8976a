import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, logInAsAdmin } from './support.ts';

// Seeded (apps/server/src/db/seed/seed-orders.ts): the newest cash-on-delivery order of the demo
// customer and of each other demo customer waits for a courier booking. Each browser project takes
// one, and a retry another: the attempt before it may have booked its own.
const SHOPPERS = {
  desktop: ['demo', 'analim'],
  phone: ['josereyes', 'carlomendoza'],
} as const;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logInAsAdmin(page);
  return page;
}

/** The admin moves the open order to `status` from its desk page. */
async function moveTo(admin: Page, status: string) {
  await admin.getByLabel('Move to').selectOption({ label: status });
  await admin.getByRole('button', { name: 'Update status' }).click();
  await admin.getByRole('button', { name: `Move to ${status}` }).click();
  await expect(admin.getByText(`Order moved to ${status}`)).toBeVisible();
}

test('the admin books the courier and ships an order; the customer tracks it and marks it received', async ({
  page,
  browser,
}, testInfo) => {
  const shopper = SHOPPERS[testInfo.project.name as keyof typeof SHOPPERS][Math.min(testInfo.retry, 1)]!;
  await logIn(page, shopper, DEMO_PASSWORD);
  const { orders } = (await (await page.request.get('/api/orders?tab=processing')).json()) as {
    orders: { order_id: number; order_code: string; tracking_number: string | null }[];
  };
  const order = orders.find((candidate) => candidate.tracking_number === null)!;
  expect(order).toBeTruthy();

  // The owner finds the order by its code, books the courier and prints the waybill.
  const admin = await adminPage(browser);
  await admin.goto('/admin/orders');
  await admin.getByPlaceholder('Order code, customer or tracking number').fill(order.order_code);
  // The list settles on the search first: a row clicked while the list is redrawn may be lost.
  await expect(admin).toHaveURL(new RegExp(`[?&]q=${order.order_code}`));
  await expect(admin.getByText('1 order', { exact: true })).toBeVisible();
  await admin.getByRole('link', { name: order.order_code }).first().click();
  await expect(admin.getByRole('heading', { name: order.order_code })).toBeVisible();
  await admin.getByRole('button', { name: 'Book courier' }).click();
  await expect(admin.getByText(/Booked with the courier: tracking number NVSB/)).toBeVisible();
  const waybill = admin.waitForEvent('popup');
  await admin.getByRole('link', { name: 'Print waybill' }).click();
  const pdf = await waybill;
  await expect.poll(() => pdf.url()).toContain('/api/delivery/ninjavan/waybill/NVSB');
  await pdf.close();
  for (const status of ['For Packing', 'Packed', 'For Shipping', 'Shipped']) await moveTo(admin, status);

  // The customer is told, and follows the parcel.
  await page.goto('/account/purchases');
  await page.getByRole('button', { name: /^Notifications \(\d+ unread\)/ }).click();
  const notice = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByText(`Order ${order.order_code} is on its way`);
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/account/tracking/${order.order_id}$`));
  await expect(page.getByRole('heading', { name: 'Track Order' })).toBeVisible();
  await expect(page.getByText('Successful Pickup')).toBeVisible();
  await expect(page.getByText('Order Booked')).toBeVisible();

  for (const status of ['In Transit', 'Out for Delivery', 'Delivered']) await moveTo(admin, status);
  await admin.context().close();

  await page.goto(`/account/orders/${order.order_id}`);
  await expect(page.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Order Received' }).click();
  await page.getByRole('button', { name: 'Yes, I Received It' }).click();
  await expect(page.getByText('Thank you! Your order is now completed.')).toBeVisible();
  await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Order Received' })).toHaveCount(0);
});

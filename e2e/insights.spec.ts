import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { logInAsAdmin } from './support.ts';

test('the owner opens Insights, changes the range, and reads a chart and its data table', async ({
  page,
  isMobile,
}) => {
  await logInAsAdmin(page);
  await page.goto('/admin');
  // The dashboard's top charts the last 7 days and leads to every chart.
  await expect(page.getByRole('heading', { name: 'Sales and orders per day' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Open admin menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights');
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/range=90d/);
  await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');

  // The demo shop's order history fills the chart: bars are drawn for the days with sales.
  const sales = page.getByRole('region', { name: 'Sales and orders per day' });
  await expect(sales.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const regions = page.getByRole('region', { name: 'Sales by region' });
  await regions.getByRole('button', { name: /Show data/ }).click();
  const table = regions.getByRole('table', { name: 'Sales by region' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/\d/);

  // Each chart's data downloads as CSV.
  const download = page.waitForEvent('download');
  await regions.getByRole('button', { name: /CSV/ }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^sales-by-region_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
  );

  await expectNoSeriousA11yViolations(page, 'Insights');
});

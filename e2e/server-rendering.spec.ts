import { type Browser, expect, type Page, request as playwrightRequest, test } from '@playwright/test';
import { BASE_URL } from './support.ts';

// docs/decisions/006-server-rendering.md: the public pages arrive rendered, hydrate without a single
// React warning, and show the same page whether the shopper reloads it or follows a link to it.

/** The public pages, with a real product, category, post and sign of the demo shop. */
async function publicPages(): Promise<string[]> {
  const api = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const categories = (await (await api.get('/api/categories')).json()) as { slug: string }[];
  const products = (await (await api.get('/api/products?limit=1')).json()) as {
    products: { product_id: number }[];
  };
  const blogs = (await (await api.get('/api/cms/blogs')).json()) as { blogs: { blogID: string }[] };
  await api.dispose();
  return [
    '/',
    '/shop',
    `/category/${categories[0]!.slug}`,
    `/product/${products.products[0]!.product_id}`,
    '/blog',
    `/blog/${blogs.blogs[0]!.blogID}`,
    '/horoscope',
    '/prosper-guide/dragon',
    '/faqs',
    '/contact',
    '/product-guides',
  ];
}

/** Every console error or warning and every uncaught error of the page, from now on. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The page's headings, the outline a shopper scans: the same by reload, by link and without script. */
async function headings(page: Page): Promise<string[]> {
  return page
    .locator('main h1, main h2')
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? '').trim()));
}

/** Waits until the page's code and data have arrived and React has taken over the server's HTML. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
}

async function headingsWithoutScript(browser: Browser, path: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto(path);
  const outline = await headings(page);
  await context.close();
  return outline;
}

let pages: string[] = [];
test.beforeAll(async () => {
  pages = await publicPages();
});

test('every public page arrives with its content and its data in the first HTML', async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<script id="page-state" type="application/json">');
    // The rendered page sits inside #root, not an empty shell.
    expect(html, path).toMatch(/<div id="root"><(?!\/div>)/);
    expect(html, path).toMatch(/<main id="main"[^>]*>[\s\S]*<h[12][\s>]/);
  }
});

test('every public page hydrates without a React warning, and looks the same by reload, by link and without script', async ({
  page,
  browser,
}) => {
  test.slow();
  for (const path of pages) {
    const problems = watchConsole(page);
    await page.goto(path);
    await settle(page);
    expect(problems, `console of ${path} after a reload`).toEqual([]);
    const byReload = await headings(page);
    expect(byReload.length, path).toBeGreaterThan(0);

    expect(await headingsWithoutScript(browser, path), `${path} without script`).toEqual(byReload);

    // Then the same page reached inside the app, as a link (or the back button) reaches it: once the
    // app runs (the navbar's search button waits, disabled, until then), since only the app moves
    // the address without loading a page. The app starts in stages after the page is idle on the
    // network (src/main.tsx); an address moved before its router exists is not a link.
    await page.goto('/horoscope');
    await settle(page);
    await expect(page.getByRole('button', { name: 'Search', exact: true }).first()).toBeEnabled();
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
    await expect.poll(() => headings(page), { message: `${path} by link` }).toEqual(byReload);
    expect(problems, `console of ${path} by link`).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

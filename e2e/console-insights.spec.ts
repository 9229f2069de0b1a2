import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { api, signedInShopper } from './store-api';

const PASSWORD = 'Merch-Shopper-2026!';
const ADDRESS = {
  name: 'Jamie Rivera',
  line1: '12 Harbor Street',
  city: 'Boston',
  region: 'MA',
  postal_code: '02110',
  country: 'US',
};
const CARD = { card_number: '4242 4242 4242 4242', exp: '12/34', cvc: '123' };

type Size = { id: number; quantity: number };
type Product = {
  id: number;
  name: string;
  product_variants: { id: number; product_variant_sizes: Size[] }[];
};

/** One Team Tee ordered and paid through the store's API by a signed-in shopper; its total. */
async function placeOrder(request: APIRequestContext, store: FreshStore, email: string) {
  const port = process.env.E2E_PORT ?? '3100';
  const host = `${store.slug}.localhost:${port}`;
  const login = await api(request, store.slug, '/auth/login', {
    email,
    password: PASSWORD,
    storefront_id: store.id,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const call = async (path: string, data?: unknown, headers: Record<string, string> = {}) => {
    const response = await request.fetch(
      `http://127.0.0.1:${port}/api/storefronts/${store.id}${path}`,
      {
        method: data === undefined ? 'GET' : 'POST',
        headers: { host, authorization: `Bearer ${token}`, ...headers },
        data,
      },
    );
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const tee = (await call('/storefront-products/team-tee')).data as unknown as Product;
  const variant = tee.product_variants.find((v) =>
    v.product_variant_sizes.some((s) => s.quantity >= 2),
  )!;
  const size = variant.product_variant_sizes.find((s) => s.quantity >= 2)!;
  await call('/cart/lines', {
    product_id: tee.id,
    product_variant_id: variant.id,
    product_size_id: size.id,
    quantity: 1,
  });
  const placed = await call(
    '/orders',
    { email, shipping_address: ADDRESS, payment: CARD },
    { 'idempotency-key': crypto.randomUUID() },
  );
  return {
    total: placed.data.total as number,
    subtotal: placed.data.subtotal as number,
    product: tee.name,
  };
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const kpi = (page: Page, key: string) => page.locator(`[data-kpi="${key}"]`);

test('an owner sees a new order on the insights dashboard, changes the period and downloads the CSV', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const store = await freshStore(request, testInfo);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const { total, subtotal, product } = await placeOrder(request, store, email);
  const dollars = `$${(total / 100).toFixed(2)}`;
  const lineDollars = `$${(subtotal / 100).toFixed(2)}`;

  // The sidebar leads owners to the dashboard.
  await openConsole(page, store.slug, '/admin', store.owner);
  await expect(page.getByTestId('home-last-30')).toContainText(`${dollars} from 1 orders`);
  const nav = await consoleNav(page);
  await nav.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(storeUrl(store.slug, '/admin/insights'));
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();

  // The last 30 days by default: the order is counted, its product ranked.
  await expect(page.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(kpi(page, 'orders')).toContainText('1');
  await expect(kpi(page, 'revenue_cents')).toContainText(dollars);
  await expect(kpi(page, 'average_order_cents')).toContainText(dollars);
  const products = page.getByRole('table', { name: 'Top products' });
  await expect(products.getByRole('row', { name: new RegExp(product) })).toContainText(lineDollars);
  await expect(page.locator('[data-chart="sales"] svg').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Revenue and orders' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'insights-30-days');

  // The charts' numbers as a table.
  const sales = page.getByRole('figure', { name: 'Revenue and orders' });
  await sales.getByText('Show as a table').click();
  await expect(sales.getByRole('cell', { name: dollars })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Another preset, then a custom period without the order.
  await page.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=7/);
  await expect(kpi(page, 'orders')).toContainText('1');
  const custom = page.getByRole('form', { name: 'Custom period' });
  await custom.getByLabel('From').fill('2024-01-01');
  await custom.getByLabel('To').fill('2024-03-31');
  await custom.getByLabel('Group by').selectOption('month');
  await custom.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/range=custom&from=2024-01-01&to=2024-03-31&granularity=month/);
  await expect(kpi(page, 'orders')).toContainText('0');
  await expect(page.getByText('No sales in this period.').first()).toBeVisible();
  await shot(page, testInfo, 'insights-empty');

  // Back to 30 days; the CSV holds the same figures.
  await page.getByRole('link', { name: 'Last 30 days' }).click();
  await expect(kpi(page, 'orders')).toContainText('1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${store.slug}-insights-.*\\.csv$`));
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe(
    'section,start,end,id,name,page_views,visitors,orders,units,revenue_cents,average_order_cents,conversion',
  );
  const totals = lines.find((l) => l.startsWith('totals,'))!.split(',');
  expect(totals[7]).toBe('1');
  expect(totals[9]).toBe(String(total));
  expect(csv).toContain(`top_products,,,`);
  expect(csv).toContain(product);
});

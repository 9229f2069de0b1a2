import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole, shot } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';
import { shopperApi } from './shopper-api';
import { signedInShopper } from './store-api';

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
  const shopper = await shopperApi(request, store, email);
  const product = (await shopper.addOne('team-tee')).name;
  const { total, subtotal } = await shopper.place();
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

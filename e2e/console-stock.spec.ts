import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';

/** Changes a size's stock as another owner (or an order) would, behind the page's back. */
async function adjustBehindTheScenes(
  request: APIRequestContext,
  store: FreshStore,
  sizeId: number,
  delta: number,
) {
  const url = new URL(storeUrl(store.slug, '/api'));
  const base = `http://127.0.0.1:${url.port}/api`;
  const headers = { host: url.host };
  const login = await request.post(`${base}/auth/login`, {
    headers,
    data: { ...store.owner, storefront_id: store.id },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const res = await request.post(`${base}/storefronts/${store.id}/stock/adjust`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: [{ size_id: sizeId, delta }],
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function lowStockSizes(request: APIRequestContext, store: FreshStore) {
  const url = new URL(storeUrl(store.slug, '/api'));
  const base = `http://127.0.0.1:${url.port}/api`;
  const headers = { host: url.host };
  const login = await request.post(`${base}/auth/login`, {
    headers,
    data: { ...store.owner, storefront_id: store.id },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const res = await request.get(`${base}/storefronts/${store.id}/stock/low?rows=1`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { data: { size_id: number; quantity: number }[] } }).data
    .data;
}

test.describe('console: stock', () => {
  test('the owner raises the threshold, restocks a size and is told when an order got there first', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // a store of its own, then a dozen saves, on a busy machine
    const store = await freshStore(request, testInfo);
    await openConsole(page, store.slug, '/admin/stock', store.owner);
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Every size of the starter catalogue is listed once the threshold is high enough.
    await page.getByRole('spinbutton', { name: 'Threshold' }).fill('-1');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await expect(page.getByText('Stock cannot be negative.')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Threshold' }).fill('100000');
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await expect(page.getByText('Threshold saved.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Sizes running low' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('stock.png'), fullPage: true });

    // The first size, found by its name from here on: the list keeps fewest first, so rows move.
    const [first] = await lowStockSizes(request, store);
    const label = await list.getByRole('listitem').first().getAttribute('aria-label');
    const item = list.getByRole('listitem', { name: label!, exact: true });
    await expect(item).toContainText(`${first!.quantity} left`);
    await item.getByRole('button', { name: /^One more of / }).click();
    await expect(item).toContainText(`${first!.quantity + 1} left`);
    await item.getByLabel(/^Stock of /).fill('7');
    await item.getByRole('button', { name: 'Set' }).click();
    await expect(item).toContainText('7 left');

    // An order (here: another change) takes one meanwhile: the page's count is stale.
    await adjustBehindTheScenes(request, store, first!.size_id, -1);
    await item.getByLabel(/^Stock of /).fill('20');
    await item.getByRole('button', { name: 'Set' }).click();
    await expect(item.getByRole('alert')).toHaveText(
      'The stock changed meanwhile: check the count and try again.',
    );
    await expect(item).toContainText('6 left');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('stock-conflict.png'), fullPage: true });
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { ownerApi, type OwnerApi } from './owner-api';

type Day = { day: string; views: number; visitors: number };

declare global {
  interface Window {
    /** Paths of the page views sent, noted by the test. */
    sentViews?: string[];
  }
}

/** Today's line of the owner's page-view summary (other tests' views count too). */
async function viewsToday(owner: OwnerApi): Promise<Day> {
  const today = new Date().toISOString().slice(0, 10);
  const summary = (await owner.call(
    'GET',
    `/storefronts/${owner.storeId}/page-views/summary?from=${today}&to=${today}`,
  )) as { data: Day[] };
  return summary.data[0]!;
}

/** The paths of the page views the page sends, and the statuses they are answered with. */
async function watchPageViews(page: Page) {
  // A beacon's body is not visible to Playwright, so the page notes what it sends.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    window.sentViews = [];
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith('/page-views') && data instanceof Blob)
        void data.text().then((body) => window.sentViews!.push(JSON.parse(body).path));
      return send(url, data);
    };
  });
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/page-views')) statuses.push(response.status());
  });
  return {
    paths: () => page.evaluate(() => window.sentViews ?? []),
    statuses: () => statuses,
  };
}

/** Home, then two pages reached through the footer's links (in-app navigations). */
async function visitThreePages(page: Page) {
  await page.goto(storeUrl('acme', '/'));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(storeUrl('acme', '/privacy-policy'));
  await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(storeUrl('acme', '/terms-and-conditions'));
}

const owner = (request: APIRequestContext) => ownerApi(request, 'acme');

test('each page of a visit is sent as a page view and counted in the owner’s summary', async ({
  page,
  request,
}) => {
  const acme = await owner(request);
  const before = await viewsToday(acme);
  const sent = await watchPageViews(page);
  await visitThreePages(page);
  await expect.poll(sent.paths).toEqual(['/', '/privacy-policy', '/terms-and-conditions']);
  await expect.poll(sent.statuses).toEqual([204, 204, 204]);
  const after = await viewsToday(acme);
  expect(after.views - before.views).toBeGreaterThanOrEqual(3);
  expect(after.visitors).toBeGreaterThan(0);
});

test.describe('with Do Not Track', () => {
  test.use({ extraHTTPHeaders: { DNT: '1' } });

  test('nothing is sent', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }),
    );
    const sent = await watchPageViews(page);
    await visitThreePages(page);
    // Give a late beacon the time to show up before saying there was none.
    await page.waitForTimeout(500);
    expect(await sent.paths()).toEqual([]);
    expect(sent.statuses()).toEqual([]);
  });
});

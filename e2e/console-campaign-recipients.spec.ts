import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole, shot } from './console';
import { expect, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { shopperApi } from './shopper-api';
import { api } from './store-api';

/** A campaign of the fresh store with five recipients, made through the owner's API. */
async function campaignWithRecipients(request: APIRequestContext, store: FreshStore) {
  const login = await api(request, store.slug, '/auth/login', {
    ...store.owner,
    storefront_id: store.id,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const port = process.env.E2E_PORT ?? '3100';
  const post = async (path: string, data: unknown) => {
    const response = await request.post(
      `http://127.0.0.1:${port}/api/storefronts/${store.id}${path}`,
      {
        headers: { host: `${store.slug}.localhost:${port}`, authorization: `Bearer ${token}` },
        data,
      },
    );
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data;
  };
  const tee = await (await shopperApi(request, store, '', { guest: true })).product('team-tee');
  const campaign = await post('/campaigns', {
    name: 'Year-end thanks',
    amount: 1,
    products: [{ product_id: tee.id }],
  });
  await post(`/campaigns/${campaign.id}/recipients`, {
    recipients: [
      // A long name and address: the card must wrap them, never scroll sideways.
      {
        name: 'Maximiliane Alexandra Wolkenstein-Rodenegg',
        email: `maximiliane.wolkenstein-rodenegg@${store.slug}.test`,
      },
      ...Array.from({ length: 4 }, (_, i) => ({
        name: `Person ${i}`,
        email: `person${i}@${store.slug}.test`,
      })),
    ],
  });
  return campaign.id;
}

test('a campaign’s recipients are cards on a phone and a table on a desktop, every action in reach', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const phone = (page.viewportSize()?.width ?? 1440) < 768;
  const store = await freshStore(request, testInfo);
  const id = await campaignWithRecipients(request, store);
  await openConsole(page, store.slug, `/admin/campaigns/${id}?tab=recipients`, store.owner);
  const rows = page.getByTestId('recipient-row');
  await expect(rows).toHaveCount(5);
  await expect(page.getByRole('columnheader', { name: 'Dates' })).toBeVisible({ visible: !phone });

  // Nothing scrolls sideways, and each recipient's last action is on the screen.
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  for (const row of await rows.all()) {
    await expect(row).toContainText(/Sent .*Expires /);
    const box = (await row.getByRole('button', { name: /^Revoke the link of / }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'campaign-recipients');

  // Select all (the header's box on a desktop, the one above the cards on a phone), then one.
  await page.getByRole('checkbox', { name: 'Select all recipients' }).check();
  await expect(page.getByRole('toolbar')).toContainText('5 selected');
  await page.getByRole('checkbox', { name: 'Select all recipients' }).uncheck();
  await page.getByRole('button', { name: 'Revoke the link of Person 1', exact: true }).click();
  await expect(page.getByText('1 link changed.')).toBeVisible();
  await expect(rows.filter({ hasText: 'Person 1' })).toContainText('Revoked');
});

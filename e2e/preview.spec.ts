import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';
import { ownerApi, type OwnerApi } from './owner-api';
import { startServer, type ServerProcess } from './server-process';
import { createDatabase } from './test-database';

declare global {
  interface Window {
    /** Set by a test: it survives only if the page is never reloaded. */
    previewMarker?: string;
  }
}

/** Opens `url` in preview mode and waits until its preview channel is connected. */
async function openPreview(page: Page, url: string) {
  const connected = page.waitForResponse((r) => r.url().includes('/preview-events'));
  await page.goto(url);
  expect((await connected).status()).toBe(200);
  await page.evaluate(() => (window.previewMarker = 'no reload'));
}

const savePreview = (owner: OwnerApi, settings: Record<string, string>) =>
  owner.call('PUT', `/storefronts/${owner.storeId}/preview`, { settings });

const themePrimary = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--store-primary').trim());

test.describe('live preview', () => {
  test('a saved preview shows on the open preview within two seconds, and only there', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Each project previews its own store, so the two runs never overwrite each other's preview.
    const slug = testInfo.project.name === 'phone' ? 'initech' : 'acme';
    const owner = await ownerApi(request, slug);
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await shopper.goto(storeUrl(slug, '/'));
    await openPreview(page, storeUrl(slug, '/?preview'));

    const alertText = `Preview sale ${testInfo.project.name} ${Date.now()}`;
    try {
      await savePreview(owner, { alertText, primaryColor: '#0f766e' });
      await expect(page.getByTestId('alert-banner')).toHaveText(alertText, { timeout: 2_000 });
      expect(await themePrimary(page)).toBe('#0f766e');
      expect(await page.evaluate(() => window.previewMarker)).toBe('no reload');
      // The shopper's store stays live, even after a reload.
      await shopper.reload();
      await expect(shopper.getByText(alertText)).toHaveCount(0);
      // The preview session lasts across pages.
      await page.goto(storeUrl(slug, '/privacy-policy'));
      await expect(page.getByTestId('alert-banner')).toHaveText(alertText);
    } finally {
      await owner.call('DELETE', `/storefronts/${owner.storeId}/preview`);
      await shopperContext.close();
    }
    // Discarding tells the preview too: it shows the live store again.
    await expect(page.getByText(alertText)).toHaveCount(0, { timeout: 2_000 });
  });

  test('a preview updates when the save goes to another server instance on the same PostgreSQL', async ({
    page,
    request,
  }, testInfo) => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    test.skip(!serverUrl, 'needs a PostgreSQL server: set TEST_DATABASE_URL');
    test.skip(testInfo.project.name !== 'desktop', 'two servers once per run are enough');
    test.setTimeout(240_000);
    const database = await createDatabase(serverUrl!);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-preview-'));
    const servers: ServerProcess[] = [];
    try {
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, RATE_LIMITS: 'false' };
      servers.push(await startServer({ ...env, SEED_DEMO: 'true' }));
      servers.push(await startServer({ ...env, SEED_DEMO: 'false' }));
      const [saving, showing] = servers as [ServerProcess, ServerProcess];
      await openPreview(page, `http://acme.localhost:${showing.port}/?preview`);
      const owner = await ownerApi(request, 'acme', saving.port);
      const alertText = `Saved on port ${saving.port}`;
      await savePreview(owner, { alertText });
      await expect(page.getByTestId('alert-banner')).toHaveText(alertText, { timeout: 2_000 });
      expect(await page.evaluate(() => window.previewMarker)).toBe('no reload');
    } finally {
      await page.close();
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe('store status', () => {
  test('an under-construction store shows only its notice, except to the owner’s preview', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'a server of its own once per run is enough');
    test.setTimeout(180_000);
    // A server of its own: every other test relies on the demo stores being open.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-e2e-status-'));
    const server = await startServer({ DATA_DIR: dataDir, RATE_LIMITS: 'false' });
    const at = (pathname: string) => `http://acme.localhost:${server.port}${pathname}`;
    try {
      const owner = await ownerApi(request, 'acme', server.port);
      await owner.call('PUT', `/storefronts/${owner.storeId}/status`, {
        status: 'under_construction',
      });
      for (const pathname of ['/', '/products', '/cart', '/login']) {
        await page.goto(at(pathname));
        await expect(page).toHaveURL(at('/under-construction'));
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "We're sorry, the store is under construction",
      );
      await page.goto(at('/products?preview'));
      await expect(page).toHaveURL(/\/products\?preview=?$/);

      await owner.call('PUT', `/storefronts/${owner.storeId}/status`, { status: 'draft' });
      await page.goto(at('/products?preview=0'));
      await expect(page.getByText('Store is in Draft mode!')).toBeVisible();
    } finally {
      await page.close(); // before its server goes, or the preview channel logs the refusal
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

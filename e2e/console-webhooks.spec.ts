import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole, shot } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { shopperApi } from './shopper-api';

/** A guest's order of one Team Tee, through the store's API; answers the order id (uuid). */
async function guestOrder(request: APIRequestContext, store: FreshStore, email: string) {
  const guest = await shopperApi(request, store, email, { guest: true });
  await guest.addOne('team-tee');
  return (await guest.place()).uuid;
}

/** A webhook receiver on loopback that answers 200 and keeps what it got. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('an owner adds a webhook endpoint, sends a test event, sees it delivered, exports orders', async ({
  page,
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const store = await freshStore(request, testInfo);
  const guest = await playwright.request.newContext();
  const first = await guestOrder(guest, store, 'first-buyer@example.test');
  await guestOrder(guest, store, 'second-buyer@example.test');
  await guest.dispose();
  const receiver = await startReceiver();

  try {
    await openConsole(page, store.slug, '/admin/webhooks', store.owner);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await expect(page.getByText('No endpoints yet.')).toBeVisible();

    // Add an endpoint: the secret is shown once, with a copy button.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description (optional)').fill('Warehouse system');
    await dialog.getByRole('checkbox', { name: /Parcel shipped/ }).uncheck();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(secretDialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await shot(page, testInfo, 'webhook-secret');
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const endpoint = page.getByTestId('webhook-endpoint');
    await expect(endpoint).toHaveCount(1);
    await expect(endpoint).toContainText(receiver.url);
    await expect(endpoint).toContainText('order.placed');
    await expect(endpoint).not.toContainText('parcel.shipped');
    await expect(endpoint).toContainText(`…${secret.slice(-4)}`);

    // Send a test: delivered at once, signed with the secret, shown in the log.
    await endpoint.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Delivered: the endpoint answered 2xx.')).toBeVisible();
    const delivery = page.getByTestId('webhook-delivery');
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText('webhook.test');
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('1 attempt');
    await expect(delivery).toContainText('200');
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const [t, v1] = String(got.headers['storefront-signature']).split(',');
    const stamp = t!.slice(2);
    const expected = createHmac('sha256', secret).update(`${stamp}.${got.body}`).digest('hex');
    expect(v1).toBe(`v1=${expected}`);
    expect(JSON.parse(got.body)).toMatchObject({ type: 'webhook.test' });
    await expectNoSeriousViolations(page);
    await shot(page, testInfo, 'webhooks');

    // Retry now sends it again.
    await delivery.getByRole('button', { name: /Retry/ }).click();
    await expect(delivery).toContainText('2 attempts');
    expect(receiver.received).toHaveLength(2);

    // The orders CSV of the filtered list: only the order searched for.
    await page.goto(storeUrl(store.slug, '/admin/orders'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(first.slice(0, 8));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${first.slice(0, 8)}`));
    await expect(page.getByTestId('console-order')).toHaveCount(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${store.slug}-orders-.*\\.csv$`));
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/^order_number,created_at,status,status_name,payment_status/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(first);
    expect(lines[1]).toContain('first-buyer@example.test');
    await shot(page, testInfo, 'orders-export');
  } finally {
    await receiver.close();
  }
});

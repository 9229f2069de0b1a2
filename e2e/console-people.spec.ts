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
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Size = { id: number; quantity: number };
type Product = { id: number; product_variants: { id: number; product_variant_sizes: Size[] }[] };

const port = () => process.env.E2E_PORT ?? '3100';

/** Signs the shopper in through the API: the status says whether the store lets them in. */
const signIn = (request: APIRequestContext, store: FreshStore, email: string) =>
  api(request, store.slug, '/auth/login', { email, password: PASSWORD, storefront_id: store.id });

/** A Team Tee ordered by the shopper through the API; answers the order id (uuid). */
async function placeOrder(request: APIRequestContext, store: FreshStore, email: string) {
  const login = await signIn(request, store, email);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const call = async (path: string, data?: unknown, headers: Record<string, string> = {}) => {
    const response = await request.fetch(
      `http://127.0.0.1:${port()}/api/storefronts/${store.id}${path}`,
      {
        method: data === undefined ? 'GET' : 'POST',
        headers: {
          host: `${store.slug}.localhost:${port()}`,
          authorization: `Bearer ${token}`,
          ...headers,
        },
        data,
      },
    );
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: Record<string, unknown> };
  };
  const product = (await call('/storefront-products/team-tee')).data as unknown as Product;
  const variant = product.product_variants.find((v) =>
    v.product_variant_sizes.some((s) => s.quantity >= 2),
  )!;
  const size = variant.product_variant_sizes.find((s) => s.quantity >= 2)!;
  await call('/cart/lines', {
    product_id: product.id,
    product_variant_id: variant.id,
    product_size_id: size.id,
    quantity: 1,
  });
  const placed = await call(
    '/orders',
    { email, shipping_address: ADDRESS, payment: CARD },
    { 'idempotency-key': crypto.randomUUID() },
  );
  return placed.data.uuid as string;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

type Mail = { to: string; subject: string; text: string };
async function mailsTo(request: APIRequestContext, slug: string, to: string) {
  const { data } = (await (await api(request, slug, '/dev/mailbox')).json()) as { data: Mail[] };
  return data.filter((m) => m.to === to);
}

test('the owner answers a shopper’s message about an order, then blocks and unblocks them', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const store = await freshStore(request, testInfo);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const uuid = await placeOrder(request, store, email);
  const number = `#${uuid.slice(0, 8)}`;
  const message = `The print on my tee is crooked (${testInfo.project.name}).`;

  // The shopper writes about the order, with a picture.
  await shopperPage.goto(storeUrl(store.slug, '/contact'));
  await shopperPage.getByLabel('First name').fill('Jamie');
  await shopperPage.getByLabel('Last name').fill('Rivera');
  await shopperPage.getByLabel('Email address').fill(email);
  await shopperPage.getByLabel('Order ID').fill(uuid);
  await shopperPage.getByLabel('Message').fill(message);
  await shopperPage
    .locator('input[type="file"]')
    .setInputFiles({ name: 'crooked.png', mimeType: 'image/png', buffer: PNG });
  await shopperPage.getByRole('button', { name: 'Send' }).click();
  await expect(shopperPage.getByText('Contact submission successful!')).toBeVisible({
    timeout: 30_000,
  });

  // The inbox: one open message, linked to the order.
  await openConsole(page, store.slug, '/admin/inbox', store.owner);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(page.getByTestId('inbox-open-count')).toHaveText('1');
  const item = page.getByTestId('inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(message);
  await expect(item).toContainText(`Order ${number}`);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'inbox');
  await item.getByRole('link', { name: /Jamie Rivera/ }).click();
  await expect(page.getByRole('heading', { name: 'Message from Jamie Rivera' })).toBeVisible();
  await expect(page.getByTestId('thread-order').getByRole('link', { name: number })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Picture sent by Jamie Rivera' });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The picture is the team's only: the shopper's browser is refused it.
  const src = (await picture.getAttribute('src'))!;
  const refused = await shopperPage.goto(storeUrl(store.slug, src));
  expect(refused!.status()).toBeGreaterThanOrEqual(400);

  // An empty reply is refused beside the field; a real one is mailed and kept.
  const reply = page.getByLabel(`Reply to ${email}`);
  await reply.fill('   ');
  await reply.blur();
  await expect(page.getByText('Write a reply.')).toBeVisible();
  const answer = 'Sorry about that! A new tee is on its way.';
  await reply.fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  await expect(page.getByTestId('contact-reply')).toContainText(answer);
  await expect(page.getByTestId('contact-reply')).toContainText(store.owner.email);
  await expect
    .poll(async () =>
      (await mailsTo(request, store.slug, email)).some(
        (m) =>
          m.subject === `Your message to Test ${store.slug.slice(2)}` && m.text.includes(answer),
      ),
    )
    .toBe(true);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'thread');

  // Handled: the badge changes and the open count is none.
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByTestId('thread-status')).toContainText('Handled by');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();

  // The order page lists the message and links back to the thread.
  await page.getByTestId('thread-order').getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  const messages = page.getByTestId('order-messages');
  await expect(messages).toContainText(message);
  await messages.getByRole('link', { name: 'From Jamie Rivera' }).click();
  await expect(page.getByRole('heading', { name: 'Message from Jamie Rivera' })).toBeVisible();

  // Customers: found by e-mail, with the order and spend; blocked and unblocked.
  await (await consoleNav(page)).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByTestId('console-customer');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 order');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'customers');
  await row.getByRole('link', { name: 'Jamie Rivera' }).click();
  await expect(page.getByRole('heading', { name: 'Jamie Rivera', level: 1 })).toBeVisible();
  await expect(
    page.getByTestId('customer-order').getByRole('link', { name: number }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block this customer?' });
  await expect(confirm).toContainText(email);
  await expectNoSeriousViolations(page);
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('The customer is blocked.')).toBeVisible();
  await expect(page.getByTestId('customer-badges')).toContainText('Blocked');
  await shot(page, testInfo, 'customer');
  expect((await signIn(request, store, email)).status()).toBe(403);

  await page.getByRole('button', { name: 'Unblock' }).click();
  await page
    .getByRole('dialog', { name: 'Unblock this customer?' })
    .getByRole('button', { name: 'Unblock' })
    .click();
  await expect(page.getByText('The customer is unblocked.')).toBeVisible();
  await expect(page.getByTestId('customer-badges')).not.toContainText('Blocked');
  expect((await signIn(request, store, email)).status()).toBe(200);
});

import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole, shot, TEAM_PASSWORD } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { inStock, mailboxHas, shopperApi, type ShopperApi } from './shopper-api';
import { api, mailedLink, signedInShopper } from './store-api';

/** A Team Tee and a Ceramic Mug ordered by the shopper: two warehouses, two parcels. */
async function placeOrder(shopper: ShopperApi, giftCardCodes: string[] = []) {
  for (const slug of ['team-tee', 'ceramic-mug']) await shopper.addOne(slug, 3);
  return (await shopper.place(giftCardCodes)).uuid;
}

test('a new store’s owner ships, refunds, issues a gift card, cancels and answers the shopper', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const store = await freshStore(request, testInfo);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const shopper = await shopperApi(request, store, email);
  const uuid = await placeOrder(shopper);
  await placeOrder(shopper); // a second order, for the list and its search
  const number = `#${uuid.slice(0, 8)}`;

  // The list: both orders under New Order, with its count.
  await openConsole(page, store.slug, '/admin/orders', store.owner);
  await expect(page.getByRole('link', { name: /New Order\s*2/ })).toBeVisible();
  await expect(page.getByTestId('console-order')).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(uuid.slice(0, 8));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${uuid.slice(0, 8)}`));
  await expect(page.getByTestId('console-order')).toHaveCount(1);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Parcel 1: Partially Shipped, the tracking mail, the shopper's page.
  const badges = page.getByTestId('order-badges');
  await page.getByRole('button', { name: 'Ship parcel 1' }).click();
  const ship = page.getByRole('dialog', { name: 'Ship parcel 1' });
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByLabel('Tracking link (https://…)').fill('http://ups.example/track');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(ship.getByText('Enter an https:// link.')).toBeVisible();
  await ship.getByLabel('Tracking link (https://…)').fill('https://ups.example/track/1Z999');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(badges).toContainText('Partially Shipped');
  await mailboxHas(request, store.slug, email, `Parcel 1 of your order # ${uuid.slice(0, 8)}`);
  await shopperPage.goto(storeUrl(store.slug, `/my-account/orders/${uuid}`));
  await expect(shopperPage.getByText('Partially Shipped').first()).toBeVisible();
  await expect(shopperPage.getByRole('link', { name: 'Track parcel 1' })).toHaveAttribute(
    'href',
    'https://ups.example/track/1Z999',
  );

  // Parcel 2: Shipped.
  await page.getByRole('button', { name: 'Ship parcel 2' }).click();
  const ship2 = page.getByRole('dialog', { name: 'Ship parcel 2' });
  await ship2.getByLabel('Carrier').fill('DHL');
  await ship2.getByLabel('Tracking number').fill('JD0002');
  await ship2.getByLabel('Tracking link (https://…)').fill('https://dhl.example/t/JD0002');
  await ship2.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(badges).toContainText('Shipped');
  await expect(badges).not.toContainText('Partially');
  await shot(page, testInfo, 'order-shipped');

  // Refund the mug's line: payment partially refunded, the shopper's paid amount changes.
  await page.getByRole('button', { name: 'Refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Refund' });
  await expect(refund.getByTestId('refundable')).toContainText('At most $');
  await expectNoSeriousViolations(page);
  await refund.getByLabel('Lines').check();
  await refund.getByLabel(/Ceramic Mug/).fill('1');
  await shot(page, testInfo, 'refund-dialog');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(badges).toContainText('Partially refunded');
  await expect(page.getByTestId('order-refunded')).toHaveText('$14.00');
  await shopperPage.reload();
  await expect(shopperPage.getByText('Partially refunded').first()).toBeVisible();
  // $18.00 + $14.00 + $7.95 + $9.95 − $14.00
  await expect(shopperPage.getByTestId('order-paid')).toHaveText('$35.90');

  // A gift card issued to the shopper's e-mail pays part of a third order.
  await page.goto(storeUrl(store.slug, '/admin/gift-cards'));
  await page.getByRole('button', { name: 'Issue a gift card' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue a gift card' });
  await issue.getByLabel('Amount ($)').fill('10');
  await issue.getByLabel('Recipient e-mail').fill(email);
  await issue.getByRole('button', { name: 'Issue and e-mail' }).click();
  const issued = page.getByRole('dialog', { name: 'Gift card issued' });
  const code = (await issued.getByTestId('issued-code').textContent())!.trim();
  await mailboxHas(request, store.slug, email, code);
  await issued.getByRole('button', { name: 'Done' }).click();
  const tee = inStock(await shopper.product('team-tee'), 3);
  const stock = async () =>
    (await shopper.product('team-tee')).product_variants
      .flatMap((v) => v.product_variant_sizes)
      .find((s) => s.id === tee.size.id)!.quantity;
  const before = await stock();
  const third = await placeOrder(shopper, [code]);
  expect(await stock()).toBe(before - 1);

  // Cancel it: its stock and the card's balance come back, the rest is refunded to the card.
  await page.goto(storeUrl(store.slug, '/admin/orders'));
  await page.getByRole('link', { name: `#${third.slice(0, 8)}` }).click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
  await cancel.getByLabel('Reason (only the team sees it)').fill('Customer asked by phone');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('order-badges')).toContainText('Cancelled');
  await expect(page.getByTestId('order-badges')).toContainText('Refunded');
  expect(await stock()).toBe(before);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'order-cancelled');
  await page.goto(storeUrl(store.slug, '/admin/gift-cards'));
  await page.getByRole('link', { name: `Gift card ending in ${code.slice(-4)}` }).click();
  const ledger = page.getByTestId('gift-card-ledger');
  await expect(ledger.getByRole('listitem')).toHaveCount(3);
  await expect(ledger.getByRole('listitem').nth(2)).toContainText('Given back');
  const balance = page
    .locator('dl > div')
    .filter({ has: page.getByText('Balance', { exact: true }) });
  await expect(balance.locator('dd')).toHaveText('$10.00');

  // The shopper writes about the shipped order; the owner answers from its page.
  await shopperPage.goto(storeUrl(store.slug, '/contact'));
  await shopperPage.getByLabel('First name').fill('Jamie');
  await shopperPage.getByLabel('Last name').fill('Rivera');
  await shopperPage.getByLabel('Email address').fill(email);
  await shopperPage.getByLabel('Order ID').fill(uuid);
  await shopperPage.getByLabel('Message').fill('Where is the mug?');
  await shopperPage.getByRole('button', { name: 'Send' }).click();
  await expect(shopperPage.getByText('Contact submission successful!')).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(storeUrl(store.slug, '/admin/orders'));
  await page.getByRole('link', { name: number }).click();
  const messages = page.getByTestId('order-messages');
  await expect(messages).toContainText('Where is the mug?');
  await messages.getByRole('link', { name: 'From Jamie Rivera' }).click();
  const answer = 'It was refunded: a new one is on its way.';
  await page.getByLabel(`Reply to ${email}`).fill(answer);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByTestId('contact-reply')).toContainText(answer);
  await mailboxHas(request, store.slug, email, answer);
});

/** A staff member of the store, invited by its owner and accepted through the mailed link. */
async function staffOf(request: APIRequestContext, store: FreshStore) {
  const port = process.env.E2E_PORT ?? '3100';
  const login = await api(request, store.slug, '/auth/login', {
    ...store.owner,
    storefront_id: store.id,
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const email = `staff-${store.slug}@${store.slug}.test`;
  const invited = await request.post(`http://127.0.0.1:${port}/api/storefronts/${store.id}/team`, {
    headers: { host: `${store.slug}.localhost:${port}`, authorization: `Bearer ${token}` },
    data: { email, role: 'staff' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = new URL(await mailedLink(request, store.slug, email, '/accept-invite'));
  const accepted = await api(request, store.slug, '/auth/accept-invite', {
    token: link.searchParams.get('token'),
    password: TEAM_PASSWORD,
    password_confirmation: TEAM_PASSWORD,
  });
  expect(accepted.status()).toBe(200);
  return { email, password: TEAM_PASSWORD };
}

test('staff find orders in the menu, set a status and write a note, but neither refund nor cancel', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const store = await freshStore(request, testInfo);
  const staff = await staffOf(request, store);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const uuid = await placeOrder(await shopperApi(request, store, email));

  await openConsole(page, store.slug, '/admin', staff);
  const nav = await consoleNav(page);
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await page.getByRole('link', { name: `#${uuid.slice(0, 8)}` }).click();
  await expect(page.getByRole('button', { name: 'Ship parcel 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  await page.getByLabel('Change status').selectOption({ label: 'On Hold' });
  await page.getByRole('button', { name: 'Set status' }).click();
  await expect(page.getByTestId('order-badges')).toContainText('On Hold');
  // On hold nothing ships, and the menu offers only what the state machine allows.
  await expect(page.getByRole('button', { name: 'Ship parcel 1' })).toHaveCount(0);
  await expect(page.getByLabel('Change status').locator('option')).toHaveText([
    'New Order',
    'In Progress',
  ]);

  await page.getByLabel('New note').fill('Waiting for the customer to confirm the size.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const note = page
    .getByRole('listitem')
    .filter({ hasText: 'Waiting for the customer to confirm the size.' });
  await expect(note).toContainText(staff.email);
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'staff-order');
});

test('a parcel’s packing slip shows what goes in the box, without prices', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const store = await freshStore(request, testInfo);
  const shopperPage = await (await browser.newContext()).newPage();
  const email = await signedInShopper(shopperPage, request, testInfo, store.slug);
  const uuid = await placeOrder(await shopperApi(request, store, email));
  await openConsole(page, store.slug, '/admin/orders', store.owner);
  await page.getByRole('link', { name: `#${uuid.slice(0, 8)}` }).click();
  await page.getByRole('link', { name: 'Packing slip for parcel 1' }).click();

  await expect(page.getByRole('heading', { name: 'Packing slip', level: 1 })).toBeVisible();
  const header = page.getByTestId('slip-header');
  await expect(header).toContainText(`Test ${store.slug.slice(2)}`);
  await expect(header).toContainText(`#${uuid.slice(0, 8)}`);
  await expect(header).toContainText('1 of 2');
  await expect(page.getByRole('region', { name: 'Ship to' })).toContainText(
    'Jamie Rivera12 Harbor Street02110 Boston, MAUS',
  );
  const lines = page.getByTestId('slip-line');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(/Team Tee.*1$/);
  await expect(page.locator('main')).not.toContainText('$');
  await expectNoSeriousViolations(page);
  await shot(page, testInfo, 'packing-slip');

  // On paper: the slip alone, no Print button or way back.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the order' })).toBeHidden();
  await shot(page, testInfo, 'packing-slip-print');
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${uuid.slice(0, 8)}` })).toBeVisible();
});

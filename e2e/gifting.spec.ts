import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, storeUrl, test } from './fixtures';
import { ownerApi } from './owner-api';
import { addToCartButton, chooseColour, chooseSize } from './product-page';

/** A kit link that fails (§8) answers 404, which Chromium logs. */
test.use({ allowedConsoleErrors: [/status of 404/] });

const KIT_TOKEN = 'initech-welcome-kit';
const LOAD_FAILED = 'There was an error loading the kit. Please try again later.';
const LEAVE_BLOCKED = 'You cant leave this page untill you add all the required products';
const GIFTING_BANNER =
  'You are in Gifting mode. Please continue with selection or discard Gifting and use store normally';
/** Never redeemed by any test: each browser context has its own cart, so all tests share it. */
const SHARED_LINK = 'demo-recipient-3';

const kitPath = (userToken: string) => `/kit?token=${KIT_TOKEN}&user_token=${userToken}`;
const kitUrl = (userToken: string) => storeUrl('initech', kitPath(userToken));

/** The link a test redeems: one per project, so desktop and phone never redeem the same one. */
const redeemedLink = (testInfo: TestInfo) =>
  testInfo.project.name === 'phone' ? 'demo-recipient-2' : 'demo-recipient-1';

const kitHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Choose 3 products' });
const chosenSlots = (page: Page) => page.getByTestId('kit-slot');
const navbarCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });

async function openKit(page: Page, userToken = SHARED_LINK) {
  await page.goto(kitUrl(userToken));
  await expect(kitHeading(page)).toBeVisible();
}

/** Opens a kit product from the list, picks colour and size, adds it and is back on the list. */
async function chooseKitProduct(
  page: Page,
  name: string,
  choice: { colour?: string; size?: string; quantity?: number } = {},
) {
  await page.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (choice.colour) await chooseColour(page, choice.colour);
  if (choice.size) await chooseSize(page, choice.size);
  for (let i = 1; i < (choice.quantity ?? 1); i++) {
    await page.getByRole('button', { name: 'One more' }).click();
  }
  await addToCartButton(page).click();
  // The item-added event replaces the dialog: the kit page is back on its list.
  await expect(kitHeading(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Item added to cart' })).toHaveCount(0);
}

async function fillAddress(page: Page) {
  await page.getByLabel('Full name').fill('Peter Gibbons');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Address', { exact: true }).fill('4120 Freidrich Lane');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State / province').fill('TX');
  await page.getByLabel('Postal code').fill('78744');
}

test('a recipient walks from the link to the confirmation without seeing a price or a payment step', async ({
  page,
}, testInfo) => {
  test.slow();
  await openKit(page, redeemedLink(testInfo));
  // Gifting navbar: the logo only.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Initech' })).toBeVisible();
  await expect(navbarCart(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByText(GIFTING_BANNER)).toHaveCount(0);
  await expect(page.getByTestId('kit-empty-slot')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Required Products' })).toContainText(
    'Initech Hoodie',
  );
  await expect(page.locator('main')).not.toContainText('$');
  await expectNoSeriousViolations(page);

  await chooseKitProduct(page, 'Initech Hoodie', { colour: 'Black', size: 'L' });
  await expect(chosenSlots(page)).toHaveCount(1);
  await expect(chosenSlots(page).first()).toContainText('Initech Hoodie');
  await expect(chosenSlots(page).first()).toContainText('Black · L');
  await chooseKitProduct(page, 'Initech Mug');
  await expect(chosenSlots(page)).toHaveCount(2);
  await expect(page.getByTestId('kit-progress')).toHaveText('2 of 3 chosen');

  await page.getByRole('link', { name: 'Continue to shipping' }).click();
  await expect(
    page.getByRole('heading', { name: 'Where should we send your gift?' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(/@initech\.test$/);
  await expect(page.getByLabel('Promo code')).toHaveCount(0);
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('$');
  await expectNoSeriousViolations(page);
  await fillAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-totals')).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText('$');
  // The gift is redeemed: the store is an ordinary store again, and the link opens no kit.
  await expect(navbarCart(page)).toBeVisible();
  await page.goto(kitUrl(redeemedLink(testInfo)));
  await expect(page.getByText('This gift has already been redeemed.')).toBeVisible();
});

test('leaving the kit is blocked while the required hoodie is missing', async ({ page }) => {
  await openKit(page);
  // Back to the kit from another page of the store, so the back button stays in the app.
  await page.goto(storeUrl('initech', '/privacy-policy'));
  // Clicked before hydration, Continue would load the kit as a new document, and going back
  // would leave it without the router seeing it (the blocker can only stop the app's own moves).
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('region', { name: 'Gifting mode' })
    .getByRole('link', { name: 'Continue' })
    .click();
  await expect(kitHeading(page)).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Required products missing' });

  await page.getByRole('banner').getByRole('link', { name: 'Initech' }).click();
  await expect(dialog).toContainText(LEAVE_BLOCKED);
  await dialog.getByRole('button', { name: 'Stay and choose' }).click();
  await expect(dialog).toBeHidden();
  await expect(kitHeading(page)).toBeVisible();

  await page.getByRole('link', { name: 'Continue to shipping' }).click();
  await expect(dialog).toContainText(LEAVE_BLOCKED);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(dialog).toContainText(LEAVE_BLOCKED);
  await dialog.getByRole('button', { name: 'Stay and choose' }).click();
  await expect(page).toHaveURL(kitUrl(SHARED_LINK));

  // Within the kit page nothing is blocked; with the hoodie chosen, leaving is allowed.
  await chooseKitProduct(page, 'Initech Hoodie', { colour: 'Gray', size: 'M' });
  await page.getByRole('banner').getByRole('link', { name: 'Initech' }).click();
  await expect(page).toHaveURL(storeUrl('initech', '/'));
  await expect(page.getByText(GIFTING_BANNER)).toBeVisible();
});

test('the kit caps quantities and says Max. Qty Allowed once every slot is taken', async ({
  page,
}) => {
  await openKit(page);
  await chooseKitProduct(page, 'Initech Hoodie', { colour: 'Purple', size: 'S' });

  // The mug: at most 2 of it, and 2 slots are left.
  await page.getByRole('link', { name: 'Initech Mug' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Initech Mug' })).toBeVisible();
  await expect(page.getByTestId('product-price')).toHaveCount(0);
  const more = page.getByRole('button', { name: 'One more' });
  await more.click();
  await expect(more).toBeDisabled();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await addToCartButton(page).click();
  await expect(kitHeading(page)).toBeVisible();
  await expect(chosenSlots(page)).toHaveCount(3);
  await expect(page.getByTestId('kit-empty-slot')).toHaveCount(0);
  await expect(page.getByTestId('kit-max-quantity')).toHaveText(
    'You have chosen all the products your kit allows.',
  );
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Initech Notebook' }).first().click();
  await expect(page.getByTestId('kit-max-quantity')).toHaveText(
    'Your kit allows no more of this product.',
  );
  await expect(page.getByRole('button', { name: 'Max. Qty Allowed' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Back to the kit' }).click();

  // Removing a slot takes one mug off its line.
  await page.getByRole('button', { name: 'Remove one Initech Mug' }).first().click();
  await expect(chosenSlots(page)).toHaveCount(2);
  await expect(page.getByTestId('kit-max-quantity')).toHaveCount(0);
  await expect(chosenSlots(page).filter({ hasText: 'Initech Mug' })).toHaveCount(1);
});

test('the gifting banner continues to the kit with the selection kept, or discards the gift', async ({
  page,
}) => {
  await openKit(page);
  await chooseKitProduct(page, 'Initech Hoodie', { colour: 'Black', size: 'XL' });
  await page.goto(storeUrl('initech', '/products'));
  const banner = page.getByRole('region', { name: 'Gifting mode' });
  await expect(banner).toContainText(GIFTING_BANNER);
  await expect(navbarCart(page)).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await banner.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(kitUrl(SHARED_LINK));
  await expect(chosenSlots(page)).toHaveCount(1);
  await expect(chosenSlots(page).first()).toContainText('Initech Hoodie');

  await page.goto(storeUrl('initech', '/privacy-policy'));
  await banner.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(storeUrl('initech', '/'));
  await expect(banner).toHaveCount(0);
  await expect(navbarCart(page)).toBeVisible();
  await expect(page.locator('[data-testid=cart-badge]:visible')).toHaveCount(0);
});

test('a guarded page sends a recipient home', async ({ page }) => {
  await openKit(page);
  await page.goto(storeUrl('initech', '/my-account'));
  await expect(page).toHaveURL(storeUrl('initech', '/'));
  await expect(page.getByText(GIFTING_BANNER)).toBeVisible();
});

test('an expired link says so, an unknown one shows the kit error; the store stays as it is', async ({
  page,
}) => {
  await page.goto(kitUrl('demo-recipient-expired'));
  await expect(
    page.getByText('This gift link has expired. Please contact the company that sent it.'),
  ).toBeVisible();
  await page.goto(storeUrl('initech', `/kit?token=no-such-kit&user_token=${SHARED_LINK}`));
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
  await expect(navbarCart(page)).toBeVisible();
  await expect(page.getByText(GIFTING_BANNER)).toHaveCount(0);
});

test('the kit page without a link empties the cart and leaves gifting mode', async ({ page }) => {
  await openKit(page);
  await chooseKitProduct(page, 'Initech Hoodie', { colour: 'Purple', size: 'M' });
  await page.goto(storeUrl('initech', '/kit'));
  await expect(page.getByText(LOAD_FAILED)).toBeVisible();
  await expect(navbarCart(page)).toBeVisible();
  await expect(page.locator('[data-testid=cart-badge]:visible')).toHaveCount(0);
});

type ProductJson = {
  id: number;
  product_variants: { id: number; product_variant_sizes: { id: number; quantity: number }[] }[];
};
type Call = { method?: string; json?: unknown };

/** Calls the store's API from the page, so the browser's cart cookie goes along. */
async function api<T>(page: Page, path: string, call: Call = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ path, call }) => {
      const response = await fetch(`/api${path}`, {
        method: call.method ?? 'GET',
        headers: call.json === undefined ? {} : { 'content-type': 'application/json' },
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
      });
      return { ok: response.ok, body: (await response.json()) as { data: unknown } };
    },
    { path, call },
  );
  expect(answer.ok, `${path}: ${JSON.stringify(answer.body)}`).toBe(true);
  return answer.body.data as T;
}

/** A product's first colour in its roomiest size, as add-to-cart takes it. */
async function cartLineOf(page: Page, storeId: number, slug: string, quantity: number) {
  const product = await api<ProductJson>(
    page,
    `/storefronts/${storeId}/storefront-products/${slug}`,
  );
  const variant = product.product_variants[0]!;
  const size = [...variant.product_variant_sizes].sort((a, b) => b.quantity - a.quantity)[0]!;
  return {
    product_id: product.id,
    product_variant_id: variant.id,
    product_size_id: size.id,
    quantity,
  };
}

test('a selection over the kit limit shows how many too many, and Continue only once within it', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await page.goto(storeUrl('initech', '/'));
  const store = await api<{ id: number }>(page, '/storefronts/get-by-url');
  const kits = `/storefronts/${store.id}/product-kits`;
  // The owner makes a kit of three and a link for this test alone.
  const owner = await ownerApi(request, 'initech');
  const productId = async (slug: string) =>
    (await api<ProductJson>(page, `/storefronts/${store.id}/storefront-products/${slug}`)).id;
  const kit = (await owner.call('POST', kits, {
    name: `Offsite Kit ${testInfo.project.name}`,
    amount: 3,
    hide_prices: true,
    products: [
      { product_id: await productId('initech-hoodie'), required: true },
      { product_id: await productId('initech-mug'), quantity: 2 },
      { product_id: await productId('initech-notebook') },
    ],
  })) as { data: { token: string } };
  const links = (await owner.call('POST', `${kits}/token/${kit.data.token}/links`, {
    recipients: [{ name: 'Peter Gibbons', email: 'peter@initech.test' }],
  })) as { data: { url: string }[] };
  const link = links.data[0];
  const { pathname, search } = new URL(link!.url);

  // The recipient fills the kit: a hoodie, a mug and a notebook.
  await page.goto(storeUrl('initech', pathname + search));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose 3 products' })).toBeVisible();
  for (const slug of ['initech-hoodie', 'initech-mug', 'initech-notebook']) {
    const line = await cartLineOf(page, store.id, slug, 1);
    await api(page, `/storefronts/${store.id}/cart/lines`, { method: 'POST', json: line });
  }
  // The owner then makes the kit smaller: the selection is one over.
  await owner.call('PATCH', `${kits}/token/${kit.data.token}`, { amount: 2 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose 2 products' })).toBeVisible();
  await expect(chosenSlots(page)).toHaveCount(3);
  await expect(page.getByTestId('kit-over-limit')).toHaveText(
    'You have chosen 1 product more than your kit allows. Remove it to continue.',
  );
  await expect(page.getByRole('link', { name: 'Continue to shipping' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove one Initech Notebook' }).click();
  await expect(page.getByTestId('kit-over-limit')).toHaveCount(0);
  await expect(chosenSlots(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Continue to shipping' })).toBeVisible();
});

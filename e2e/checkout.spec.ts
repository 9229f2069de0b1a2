import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToCart } from './product-page';
import { signedInShopper, uniqueEmail } from './store-api';

/** A declined card (402) and a refused form (422) are answers Chromium logs. */
test.use({ allowedConsoleErrors: [/status of (402|422)/] });

async function fillAddress(page: Page, email?: string) {
  if (email) await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Jamie Rivera');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Address', { exact: true }).fill('12 Harbor Street');
  await page.getByLabel('City').fill('Boston');
  await page.getByLabel('State / province').fill('MA');
  await page.getByLabel('Postal code').fill('02110');
}

async function enterCard(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
}

async function payWith(page: Page, card: string) {
  await enterCard(page, card);
  await page.getByRole('button', { name: 'Place Order' }).click();
}

async function startCheckout(page: Page, slugs: string[]) {
  for (const slug of slugs) await addToCart(page, slug);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Check Out' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

test('a guest buys a tee and a tumbler with the test card and gets the confirmation and its mail', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await startCheckout(page, ['classic-cotton-tee', 'yeti-rambler-20-oz']);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  // The address rules of the country hold before anything is sent on.
  await expect(page.getByText('This field is required.').first()).toBeVisible();

  await fillAddress(page, email);
  await page.getByLabel('Postal code').fill('ABC');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Please enter a valid postal code.')).toBeVisible();
  await page.getByLabel('Postal code').fill('02110');
  await page.getByRole('button', { name: 'Continue to review' }).click();

  const shipping = page.getByRole('region', { name: 'Shipping', exact: true });
  await expect(shipping).toContainText('East Coast Warehouse');
  await expect(shipping).toContainText('$7.95');
  await expect(shipping).toContainText('West Coast Warehouse');
  await expect(shipping).toContainText('$9.95');
  // $18.00 + $35.00 + $7.95 + $9.95
  await expect(page.getByTestId('checkout-total')).toHaveText('$70.90');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const uuid = page.url().split('/').pop()!;
  await expect(page.getByTestId('order-uuid')).toHaveText(uuid);
  await expect(page.getByText(`We have sent a confirmation e-mail to ${email}.`)).toBeVisible();
  await expect(page.getByTestId('order-line')).toHaveCount(2);
  await expect(page.getByTestId('order-total')).toHaveText('$70.90');
  await expect(page.locator('[data-testid=cart-badge]:visible')).toHaveCount(0);

  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ email, uuid }) => {
            const { data } = (await (await fetch('/api/dev/mailbox')).json()) as {
              data: { to: string; text: string }[];
            };
            return data.some((mail) => mail.to === email && mail.text.includes(uuid));
          },
          { email, uuid },
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
});

test('a signed-in shopper double-clicks Place Order and finds one order in the account with its tags', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const email = await signedInShopper(page, request, testInfo);
  await startCheckout(page, ['classic-cotton-tee', 'yeti-rambler-20-oz']);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await fillAddress(page);
  await page.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  // ($18.00 + $35.00) − 10 % + $7.95 + $9.95
  await expect(page.getByTestId('checkout-total')).toHaveText('$65.60');
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place Order' }).dblclick();

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 15_000,
  });
  const uuid = page.url().split('/').pop()!;
  await page.goto('/my-account/orders');
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading')).toHaveText(`Order # ${uuid}`);
  const tags = cards.first().getByRole('definition');
  // Order date, Status, Payment, Code, Paid Amount.
  await expect(tags.nth(1)).toHaveText('New Order');
  await expect(tags.nth(2)).toHaveText('Paid');
  await expect(tags.nth(3)).toHaveText('Applied');
  await expect(tags.nth(4)).toHaveText('$65.60');
});

test('a declined card shows the message and places nothing', async ({ page }, testInfo) => {
  await startCheckout(page, ['classic-cotton-tee']);
  await fillAddress(page, uniqueEmail(testInfo));
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await payWith(page, '4000 0000 0000 0002');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  // The cart is kept: nothing was placed.
  await expect(page.locator('[data-testid=cart-badge]:visible')).toHaveText('1');
});

test('promo code WELCOME10 takes 10 % off the total', async ({ page }, testInfo) => {
  await startCheckout(page, ['classic-cotton-tee']);
  await fillAddress(page, uniqueEmail(testInfo));
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$25.95');

  await page.getByLabel('Promo code', { exact: true }).fill('NOPE');
  await page.getByRole('button', { name: 'Apply and update totals' }).click();
  await expect(page.getByText('Not a valid promo code')).toBeVisible();

  await page.getByLabel('Promo code', { exact: true }).fill('WELCOME10');
  await page.getByRole('button', { name: /Apply and update totals|Continue to review/ }).click();
  const totals = page.getByTestId('checkout-totals');
  await expect(totals).toContainText('Discount (WELCOME10)');
  await expect(totals).toContainText('−$1.80');
  await expect(page.getByTestId('checkout-total')).toHaveText('$24.15');
});

/** Alex's one gift card: only one test, on one project, spends it. */
test('an order paid entirely by gift card needs no card', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'spends the one demo gift card once per run');
  await addToCart(page, 'classic-cotton-tee');
  await page.goto('/login?returnUrl=/cart');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await page.getByLabel('Email').fill('alex@acme.test');
  await page.getByLabel('Password', { exact: true }).fill('Acme-Demo-2026!');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Check Out' }).click();

  await expect(page.getByLabel('Email')).toHaveValue('alex@acme.test');
  await fillAddress(page);
  await page.getByLabel('Gift card code').fill('ACME-ALEX-0050');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByText('Your gift card pays for the whole order')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(page.getByTestId('checkout-totals')).toContainText('−$25.95');
  await expect(page.getByTestId('checkout-total')).toHaveText('$0.00');
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('order-totals')).toContainText('−$25.95');
  await expect(page.getByTestId('order-total')).toHaveText('$0.00');
});

import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole, SERVER_WORK } from './console';
import { freshStore } from './fresh-store';
import { expect, storeUrl, test } from './fixtures';
import { addToCartButton, chooseSize } from './product-page';

/** §9: black, white, gray, then the others A to Z, on the product page as on the cards. */
const TEE_COLOURS = ['Black', 'White', 'Gray', 'Forest', 'Navy', 'Red', 'Royal'];

/** Whether an element's text takes a single line (its box no taller than one line of it). */
const oneLine = (element: Locator) =>
  element.evaluate((node) => {
    const style = getComputedStyle(node);
    const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    return node.getBoundingClientRect().height < line * 1.5;
  });

async function signIn(page: Page, email: string, password: string, returnUrl: string) {
  await page.goto(`/login?returnUrl=${returnUrl}`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the product page lists colours in the cards’ order (§9)', async ({ page }) => {
  await page.goto('/products/classic-cotton-tee');
  const colours = page.getByRole('group', { name: /^Color/ }).getByRole('radio');
  await expect
    .poll(() => colours.evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label'))))
    .toEqual(TEE_COLOURS);
  await expectNoSeriousViolations(page);

  await page.goto('/products?global_filter=classic%20cotton%20tee');
  const card = page.getByRole('listitem').filter({ hasText: 'Classic Cotton Tee' }).first();
  const swatches = card.getByRole('group', { name: 'Colours' }).getByRole('button');
  await expect
    .poll(() => swatches.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('title'))))
    .toEqual(TEE_COLOURS.slice(0, 5));
  await expectNoSeriousViolations(page);
});

test.describe('a private store entered with a gift card', () => {
  test.use({ baseURL: storeUrl('globex', '') });

  test('a valid ?code= on the entry page lets in, and the navbar shows the balance', async ({
    page,
  }, testInfo) => {
    await page.goto('/private?code=GLOBEX-WELCOME-050');
    await expect(page).toHaveURL(storeUrl('globex', '/'), SERVER_WORK);
    const balance = page.getByTestId('navbar-gift-card').filter({ visible: true });
    await expect(balance).toHaveText('$50.00');
    await expect(balance).toHaveAccessibleName('Gift Card Balance: $50.00');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('navbar.png') });
    // Held, the entry page is behind the shopper.
    await page.goto('/private');
    await expect(page).toHaveURL(storeUrl('globex', '/'));
  });

  test('an invalid ?code= keeps the entry page and says why', async ({ page }) => {
    await page.goto('/private?code=NOPE-NOPE');
    await expect(page).toHaveURL(storeUrl('globex', '/private'));
    await expect(page.getByText('Not a valid gift card')).toBeVisible();
    await expect(page.getByTestId('navbar-gift-card')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });
});

test('a public store’s navbar shows no gift card balance', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('navbar-gift-card')).toHaveCount(0);
});

test('a gift card’s cart line names its amount and recipient, not a colour', async ({ page }) => {
  await page.goto('/products/acme-gift-card');
  await chooseSize(page, '$50');
  await page.getByRole('textbox', { name: "Recipient's e-mail" }).fill('sam@acme.test');
  await addToCartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Item added to cart' });
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: 'sam@acme.test' }).first();
  await expect(line).toContainText('Amount: $50');
  await expect(line).not.toContainText('Digital');
  await expect(line).not.toContainText('Color');
  await expectNoSeriousViolations(page);
});

test('the orders show their pages only when there are several; order numbers stay whole', async ({
  page,
}, testInfo) => {
  await signIn(page, 'alex@acme.test', 'Acme-Demo-2026!', '/my-account/orders');
  await expect(page).toHaveURL(/\/my-account\/orders$/, { timeout: 15_000 });
  await expect(page.getByTestId('orders-page-report')).toHaveText('1 of 2');
  // Fifteen a page: one page, so no page buttons and no "1 of 1"; the page size can go back.
  await page.getByLabel('Orders per page').selectOption('15');
  await expect(page.getByTestId('orders-page-report')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveCount(0);
  await expect(page.getByLabel('Orders per page')).toBeVisible();

  // The 36-character number is never broken inside: one line box, within the card.
  const card = page.getByTestId('order-card').first();
  const number = card.getByRole('heading').locator('span');
  await expect(number).toHaveText(/^[0-9a-f-]{36}$/);
  expect(await oneLine(number)).toBe(true);
  const [numberBox, cardBox] = [await number.boundingBox(), await card.boundingBox()];
  expect(numberBox!.x + numberBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('orders.png'), fullPage: true });

  // The order says how it was paid as a shopper knows it, not by the provider's internal name:
  // Alex's oldest order, paid by card (other tests add newer ones, some paid by gift card).
  await page.goto('/my-account/orders?sort=created_at:asc');
  await page
    .getByTestId('order-card')
    .first()
    .getByRole('link', { name: /details/i })
    .click();
  await expect(page.getByTestId('order-payment')).toHaveText(
    'Paid with Visa ending in 4242',
    SERVER_WORK,
  );
  await expect(page.getByText(/paid with:? test/i)).toHaveCount(0);
  const title = page.getByRole('heading', { level: 2 }).first().locator('span');
  expect(await oneLine(title)).toBe(true);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('order.png'), fullPage: true });
});

test.describe('rich text reads at AA in every theme', () => {
  for (const [slug, path] of [
    ['acme', '/privacy-policy'],
    ['acme', '/terms-and-conditions'],
    ['acme', '/about'],
    ['initech', '/privacy-policy'],
  ] as const) {
    test(`${slug}${path}: links at 4.5:1 or more, no serious axe finding`, async ({ page }) => {
      await page.goto(storeUrl(slug, path));
      const link = page.locator('.rich-text a, article a').first();
      await expect(link).toBeVisible();
      const [colour, background] = await link.evaluate((a) => {
        const rgb = (value: string) =>
          value
            .match(/\d+(\.\d+)?/g)!
            .slice(0, 3)
            .map(Number);
        let node: Element | null = a;
        let behind = 'rgba(0, 0, 0, 0)';
        while (node && /rgba\(0, 0, 0, 0\)|transparent/.test(behind)) {
          behind = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return [rgb(getComputedStyle(a).color), rgb(behind)];
      });
      const luminance = (channels: number[]) => {
        const [r, g, b] = channels.map((c) => {
          const v = c / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
      expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
      await expectNoSeriousViolations(page);
    });
  }
});

test('the branding page refuses a colour text cannot be read on and names the links’ shade', async ({
  page,
  request,
}, testInfo) => {
  const store = await freshStore(request, testInfo);
  await openConsole(page, store.slug, '/admin/branding', store.owner);
  const accent = page.getByRole('textbox', { name: 'Accent colour', exact: true });
  await accent.fill('#808080');
  await accent.blur();
  await expect(page.getByText(/Text on this colour would be hard to read/)).toBeVisible();
  await expect(accent).toHaveAttribute('aria-invalid', 'true');
  await accent.fill('#f97316');
  await expect(accent).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(/links and text in it use the darker #[0-9a-f]{6}/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('branding.png'), fullPage: true });
});

test.describe('checkout', () => {
  // The refused codes answer 422, which Chromium logs.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('names every bad code at once, each beside its field', async ({ page }, testInfo) => {
    await page.goto('/products/classic-cotton-tee');
    await chooseSize(page, 'M');
    await addToCartButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Item added to cart' });
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Check Out' }).click();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(`codes-${Date.now()}-${testInfo.project.name}@acme.test`);
    await page.getByLabel('Full name').fill('Jamie Rivera');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Address', { exact: true }).fill('12 Harbor Street');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('State / province').fill('MA');
    await page.getByLabel('Postal code').fill('02110');
    await page.getByLabel('Promo code', { exact: true }).fill('EXPIRED20');
    await page.getByLabel('Gift card code').fill('ACME-NOPE-0000');
    await page.getByRole('button', { name: /Continue to review|Apply and update totals/ }).click();
    await expect(page.getByLabel('Promo code', { exact: true })).toHaveAccessibleDescription(
      /expired/i,
    );
    await expect(page.getByLabel('Gift card code')).toHaveAccessibleDescription(/gift card/i);
    await expectNoSeriousViolations(page);
  });
});

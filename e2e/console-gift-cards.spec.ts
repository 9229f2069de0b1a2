import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole, SERVER_WORK, shot } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';
import { addToCart } from './product-page';
import { mailedCode } from './shopper-api';
import { uniqueEmail } from './store-api';

/** A guest of the store, in a browser of their own, buys a tee with a promo code and a card. */
async function guestCheckout(
  browser: Browser,
  page: Page,
  slug: string,
  codes: { promo: string; giftCard: string },
) {
  const context = await browser.newContext({
    baseURL: storeUrl(slug),
    viewport: page.viewportSize(),
    isMobile: (page.viewportSize()?.width ?? 1440) < 500,
  });
  const shopper = await context.newPage();
  await addToCart(shopper, 'team-tee');
  await shopper.goto('/cart');
  await shopper.getByRole('link', { name: 'Check Out' }).click();
  await expect(shopper.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await shopper.getByLabel('Email').fill(`guest-${Date.now()}@example.test`);
  await shopper.getByLabel('Full name').fill('Jamie Rivera');
  await shopper.getByLabel('Country').selectOption('US');
  await shopper.getByLabel('Address', { exact: true }).fill('12 Harbor Street');
  await shopper.getByLabel('City').fill('Boston');
  await shopper.getByLabel('State / province').fill('MA');
  await shopper.getByLabel('Postal code').fill('02110');
  await shopper
    .getByRole('textbox', { name: 'Promo code', exact: true })
    .fill(codes.promo.toLowerCase());
  // Typed in lower case without dashes: codes match either way.
  await shopper
    .getByRole('textbox', { name: 'Gift card code', exact: true })
    .fill(codes.giftCard.toLowerCase().replaceAll('-', ''));
  await shopper.getByRole('button', { name: 'Continue to review' }).click();
  await expect(shopper.getByTestId('checkout-totals')).toContainText(`Discount (${codes.promo})`);
  await expect(shopper.getByText('Your gift card pays for the whole order')).toBeVisible();
  await shopper.getByRole('button', { name: 'Place Order' }).click();
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible(
    SERVER_WORK,
  );
  await context.close();
}

test('an owner issues a gift card and a promo code that a shopper then spends at checkout', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const store = await freshStore(request, testInfo);
  await openConsole(page, store.slug, '/admin', store.owner);
  const nav = await consoleNav(page);
  await nav.getByRole('link', { name: 'Gift cards' }).click();
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
  await expect(page.getByText('No gift cards match.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Issue one card to an e-mail: its code is shown once and mailed.
  const recipient = uniqueEmail(testInfo, 'example.test');
  await page.getByRole('button', { name: 'Issue a gift card' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue a gift card' });
  await issue.getByLabel('Amount ($)').fill('200');
  await issue.getByLabel('Recipient e-mail').fill(recipient);
  await issue.getByLabel('Note for the recipient (optional)').fill('Welcome to the team!');
  await expectNoSeriousViolations(page);
  await issue.getByRole('button', { name: 'Issue and e-mail' }).click();
  const issued = page.getByRole('dialog', { name: 'Gift card issued' });
  await expect(issued).toBeVisible(SERVER_WORK);
  const shown = (await issued.getByTestId('issued-code').textContent())!.trim();
  expect(shown).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
  expect(await mailedCode(request, store.slug, recipient)).toBe(shown);
  await issued.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('console-gift-card').filter({ hasText: recipient });
  await expect(row).toContainText(`•••• ${shown.slice(-4)}`);
  await expect(row).toContainText('Active');
  await expect(page.getByText(shown)).toHaveCount(0);
  await shot(page, testInfo, 'gift-cards');

  // A promo code, 10 % off.
  const promo = `E2E${Date.now().toString(36).toUpperCase()}`;
  await page.goto(storeUrl(store.slug, '/admin/promo-codes/new'));
  await page.getByLabel('Code').fill(promo);
  await page.getByLabel('Percent off').fill('10');
  await page.getByLabel('Total uses (empty: no limit)').fill('5');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Create promo code' }).click();
  await expect(page.getByRole('heading', { name: `Promo code ${promo}` })).toBeVisible(SERVER_WORK);
  await expect(page.getByText('Used 0 of 5')).toBeVisible();

  await guestCheckout(browser, page, store.slug, { promo, giftCard: shown });

  // The card's ledger shows the spend, and the promo code its use.
  await page.goto(storeUrl(store.slug, '/admin/gift-cards'));
  await page.getByRole('link', { name: `Gift card ending in ${shown.slice(-4)}` }).click();
  const ledger = page.getByTestId('gift-card-ledger');
  await expect(ledger.getByRole('listitem')).toHaveCount(2);
  await expect(ledger.getByRole('listitem').nth(0)).toContainText('Issued');
  await expect(ledger.getByRole('listitem').nth(0)).toContainText('+$200.00');
  await expect(ledger.getByRole('listitem').nth(1)).toContainText('Spent');
  await expect(ledger.getByRole('listitem').nth(1)).toContainText(/−\$\d+\.\d\d/);
  await expectNoSeriousViolations(page);

  await page.goto(storeUrl(store.slug, '/admin/promo-codes'));
  const promoRow = page.getByTestId('console-promo-code').filter({ hasText: promo });
  await expect(promoRow).toContainText('Used 1 of 5');
  await shot(page, testInfo, 'promo-codes');
  await promoRow.getByRole('link', { name: promo }).click();
  await expect(page.getByTestId('promo-code-uses').getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousViolations(page);
});

test('a CSV of cards is checked first: a bad row issues nothing', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const store = await freshStore(request, testInfo, { starterCatalogue: false });
  await openConsole(page, store.slug, '/admin/gift-cards', store.owner);
  await page.getByRole('button', { name: 'Issue from CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue gift cards from a CSV' });
  const file = (csv: string) => ({
    name: 'cards.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(file('amount,email\n25,a@example.test\nten,b@example.test\n'));
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByTestId('csv-problems')).toContainText('Line 3');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByText('No gift cards match.')).toBeVisible();

  await page.getByRole('button', { name: 'Issue from CSV' }).click();
  await dialog
    .getByLabel('CSV file')
    .setInputFiles(file('amount,email\n25,a@example.test\n10.50,b@example.test\n'));
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByTestId('csv-plan')).toContainText('2 cards, $35.50 in all');
  await dialog.getByRole('button', { name: 'Issue 2 cards' }).click();
  await expect(page.getByText('2 gift cards issued and e-mailed.')).toBeVisible(SERVER_WORK);
  await expect(page.getByTestId('console-gift-card')).toHaveCount(2);
  await expect(await mailedCode(request, store.slug, 'b@example.test')).toMatch(/^[A-Z2-9-]{19}$/);
});

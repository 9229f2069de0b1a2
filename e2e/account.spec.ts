import type { Page } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';

async function signIn(page: Page, loginUrl: string, email: string, password: string) {
  await page.goto(loginUrl);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Chooses a status (and sort) with the dropdowns, or on a phone through the Filters sheet. */
async function filterByStatus(page: Page, phone: boolean, status: string) {
  if (!phone) {
    await page.getByLabel('Status').selectOption({ label: status });
    return;
  }
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await sheet.getByLabel('Status').selectOption({ label: status });
  await sheet.getByRole('button', { name: 'See Results' }).click();
  await expect(sheet).toBeHidden();
}

test('alex sees the orders with their tags, filters, searches and opens one', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await signIn(page, '/login?returnUrl=/my-account', 'alex@acme.test', 'Acme-Demo-2026!');
  await expect(page).toHaveURL(/\/my-account\/orders$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(5);
  await expect(page.getByTestId('orders-page-report')).toHaveText('1 of 2');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByTestId('orders-page-report')).toHaveText('2 of 2');
  await expect(cards).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Page 1' }).click();
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)/);
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible({ visible: phone });

  await filterByStatus(page, phone, 'Cancelled');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Cancelled');
  await expect(cards.first()).toContainText('Refunded');
  await expect(cards.first()).toContainText('Not Applied');

  await filterByStatus(page, phone, 'Shipped');
  await expect(cards).toHaveCount(3);
  // One of them used WELCOME10.
  await expect(cards.filter({ hasText: 'Not Applied' })).toHaveCount(2);

  // The search waits for a 1 s pause, then asks the server.
  await page.getByLabel('Search orders').fill('ffffffff');
  await expect(page.getByText('No orders match your search or filter.')).toBeVisible();

  await filterByStatus(page, phone, 'All');
  await page.getByLabel('Search orders').fill('');
  await expect(cards).toHaveCount(5);
  const uuid = (await cards.first().getByRole('heading').textContent())!.replace('Order # ', '');
  await page.getByLabel('Search orders').fill(uuid.slice(0, 8));
  await expect(cards).toHaveCount(1);
  await cards
    .first()
    .getByRole('link', { name: /DETAILS/ })
    .click();

  await expect(page).toHaveURL(`/my-account/orders/${uuid}`);
  await expect(page.getByRole('heading', { name: `Order # ${uuid}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(page.getByTestId('order-line').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us about this order' })).toHaveAttribute(
    'href',
    `/contact?order_uuid=${uuid}`,
  );

  await page.locator('a[href="/my-account/gift-cards"]').click();
  await expect(page.getByRole('heading', { name: 'Gift Cards', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /•••• 0050/ })).toContainText('Active');
});

test('a shopper without orders or gift cards is told so', async ({ page }) => {
  await signIn(
    page,
    storeUrl('globex', '/login?returnUrl=/my-account'),
    'jordan@globex.test',
    'Globex-Demo-2026!',
  );
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('order-card')).toHaveCount(0);
  await page.locator('a[href="/my-account/gift-cards"]').click();
  await expect(page.getByText('You have no gift cards yet.')).toBeVisible();
});

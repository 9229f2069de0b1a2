import type { Page, Response, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';
import { addToCart } from './product-page';
import { signedInShopper } from './store-api';

/**
 * Decision 33: a shopper with a cart or an account gets the page kept for everyone; the shell's
 * personal parts (cart badge, user menu, gift card balance) are fetched after hydration.
 */

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';
/** The cart badge of the navbar on screen (desktop and phone navbars are both in the page). */
const badge = (page: Page) => page.getByTestId('cart-badge').filter({ visible: true });
const keptState = (response: Response | null) => response?.headers()['x-read-cache'];

/** Opens a page until the read cache answers it from memory (the first visit may keep it). */
async function openKept(page: Page, url: string) {
  let response: Response | null = null;
  for (let i = 0; i < 3 && keptState(response) !== 'hit'; i++) response = await page.goto(url);
  expect(keptState(response), `${url} from memory`).toBe('hit');
  return response!;
}

/** The signed-in shopper's name in the shell: the desktop menu button, or the phone menu's link. */
async function expectSignedInAs(page: Page, testInfo: TestInfo, name: string | null) {
  const header = page.getByRole('banner');
  if (!isPhone(testInfo)) {
    if (name)
      await expect(header.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    else await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    return;
  }
  await header.getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  if (name) await expect(panel.getByRole('link', { name })).toBeVisible();
  else await expect(panel.getByRole('link', { name: 'Login' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close menu' }).click();
  await expect(panel).toBeHidden();
}

test('a shopper who put something in the cart sees its count on pages kept for everyone', async ({
  page,
  request,
}, testInfo) => {
  const store = await freshStore(request, testInfo);
  const base = storeUrl(store.slug, '');
  await addToCart(page, 'team-tee', 2, base);
  // The dialog's own page revalidated: its badge already counts the line.
  await expect(badge(page)).toHaveText('2');

  const kept = await openKept(page, `${base}/products`);
  const html = await kept.text();
  expect(html).not.toContain('data-testid="cart-badge"');
  await expect(badge(page)).toHaveText('2');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /Cart, 2 items/i }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('kept-page-cart-badge.png') });

  // The product page too; and the cart page itself is never kept.
  await openKept(page, `${base}/products/team-tee`);
  await expect(badge(page)).toHaveText('2');
  const cart = await page.goto(`${base}/cart`);
  expect(keptState(cart)).toBeUndefined();
  await expect(badge(page)).toHaveText('2');
});

test('signing in shows the name on kept pages, signing out takes it away', async ({
  page,
  request,
}, testInfo) => {
  const store = await freshStore(request, testInfo);
  const base = storeUrl(store.slug, '');
  await signedInShopper(page, request, testInfo, store.slug);

  const kept = await openKept(page, `${base}/products`);
  expect(await kept.text()).not.toContain('Jamie');
  await expectSignedInAs(page, testInfo, 'Jamie');
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('kept-page-signed-in.png') });

  // A client-side navigation keeps the name; the account pages are the shopper's own.
  await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
  await expect(page).toHaveURL(`${base}/cart`);
  const account = await page.goto(`${base}/my-account/orders`);
  expect(keptState(account)).toBeUndefined();

  // Sign out: the name is gone from the kept pages.
  await page.goto(`${base}/products`);
  await expectSignedInAs(page, testInfo, 'Jamie');
  if (isPhone(testInfo)) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'Account menu for Jamie' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(`${base}/`);
  await expectSignedInAs(page, testInfo, null);
  await openKept(page, `${base}/products`);
  await expectSignedInAs(page, testInfo, null);
  expect((await page.context().cookies()).find((c) => c.name === 'shopper')?.value).toBe('0');
});

test('a private store entered with a gift card shows its balance, and is never kept', async ({
  page,
}, testInfo) => {
  await page.goto(storeUrl('globex', '/private?code=GLOBEX-WELCOME-050'));
  await expect(page).toHaveURL(storeUrl('globex', '/'));
  const balance = page.getByTestId('navbar-gift-card').filter({ visible: true });
  await expect(balance).toHaveText('$50.00');
  for (let i = 0; i < 2; i++) {
    const response = await page.goto(storeUrl('globex', '/products'));
    expect(keptState(response)).toBeUndefined();
  }
  await expect(balance).toHaveText('$50.00');
  await page.screenshot({ path: testInfo.outputPath('private-store-balance.png') });
});

test.describe('before the page’s scripts run', () => {
  // The module scripts are refused, so the browser reports them: only the inline ones run.
  test.use({ allowedConsoleErrors: [/Failed to load resource|ERR_FAILED|dynamically imported/] });

  test('a browser with a session or a cart keeps the Login button unseen in its place', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'the phone navbar has no Login button (its menu panel has)');
    await page.route('**/assets/*.js', (route) => route.abort());
    const url = storeUrl('acme', '/privacy-policy');
    const login = page.getByRole('banner').getByTestId('navbar-login');
    await page.goto(url);
    await expect(login).toBeVisible();
    await page.context().addCookies([{ name: 'shopper', value: '1', url: storeUrl('acme') }]);
    await page.goto(url);
    await expect(login).toBeHidden();
    expect(await login.boundingBox()).not.toBeNull();
    await page.screenshot({ path: testInfo.outputPath('before-hydration-pending.png') });
  });
});

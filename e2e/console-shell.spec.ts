import type { Page, Response } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';

/** The text of every script the page downloads while `visit` runs. */
async function scriptsDuring(page: Page, visit: () => Promise<unknown>): Promise<string[]> {
  const urls = new Set<string>();
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', collect);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  // Fetched again afterwards: a navigation drops the bodies of the previous page's responses.
  // Node cannot resolve *.localhost, so the scripts are fetched from 127.0.0.1 (static files).
  return Promise.all(
    [...urls].map(async (url) => {
      const { pathname } = new URL(url);
      return (
        await page.request.get(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${pathname}`)
      ).text();
    }),
  );
}

/** A string only the console shell's code holds. */
const CONSOLE_MARKER = 'data-console-shell';

test.describe('owner console shell', () => {
  // console-settings.spec.ts makes Acme private for a moment on the phone project: a page view
  // the store's login page sends meanwhile is refused (401).
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('a visitor signs in as the owner and lands in the console', async ({ page }, testInfo) => {
    await openConsole(page, 'acme');
    await expect(page.getByRole('heading', { name: 'Welcome, ' })).toBeVisible();
    // The status card names the store's status and what it means to shoppers (other specs may
    // change Acme's status meanwhile, so any of the four will do).
    const status = page.getByRole('region', { name: 'Store status' });
    await expect(status.getByText(/^(Demo|Draft|Live|Under construction)$/)).toBeVisible();
    await expect(status.getByText(/^(Shoppers|The store is open)/)).toBeVisible();
    const nav = await consoleNav(page);
    for (const area of ['Pages', 'Menu', 'Branding', 'Settings', 'Team', 'Audit log'])
      await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('console-home.png'), fullPage: true });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [/status of 403/] });
    test('a shopper’s account is refused with a 403 page', async ({ page }) => {
      await openConsole(page, 'acme', '/admin', {
        email: 'alex@acme.test',
        password: 'Acme-Demo-2026!',
      }).catch(() => undefined);
      const response = await page.goto(storeUrl('acme', '/admin'));
      expect(response?.status()).toBe(403);
      await expect(
        page.getByRole('heading', { name: 'This account cannot open the console' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Console navigation' })).toHaveCount(0);
    });
  });

  test('shoppers never download console code; the console does', async ({ page }) => {
    const shopper = await scriptsDuring(page, async () => {
      await page.goto(storeUrl('acme', '/'));
      await page.goto(storeUrl('acme', '/products'));
    });
    expect(shopper.length).toBeGreaterThan(0);
    expect(shopper.filter((code) => code.includes(CONSOLE_MARKER))).toEqual([]);
    const owner = await scriptsDuring(page, () => openConsole(page, 'acme'));
    expect(owner.some((code) => code.includes(CONSOLE_MARKER))).toBe(true);
  });

  test('the console speaks the chosen language', async ({ page }) => {
    await openConsole(page, 'globex');
    // The address changes before the console renders: until then the login page's own language
    // switcher, also named "Language", is the one found.
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { name: /^Willkommen/ })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  });
});

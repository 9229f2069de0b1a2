import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, storeUrl, test } from './fixtures';

/** A store's home; the private globex store is entered with its password as `?code=`. */
const shopUrl = (slug: string) => storeUrl(slug, slug === 'globex' ? '/?code=globex-2026' : '/');

const isPhone = (projectName: string) => projectName === 'phone';
/** The taps the head's script held before hydration (features/shell/early-taps.ts). */
const heldTaps = (page: Page) =>
  page.evaluate(() => (window as { __earlyTaps?: string[] }).__earlyTaps);

/** A store's page as the server sends it; Node cannot resolve *.localhost, so the host is a header. */
async function firstHtml(request: APIRequestContext, slug: string, cookie?: string) {
  const url = new URL(storeUrl(slug));
  const response = await request.get(`http://127.0.0.1:${url.port}/`, {
    headers: { host: url.host, ...(cookie ? { cookie } : {}) },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The main navigation: the desktop bar, or on a phone the menu panel it opens. */
async function mainNavigation(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation');
}

test.describe('first HTML', () => {
  test('carries store name, menu, banners and footer before any script runs', async ({
    request,
  }) => {
    const html = await firstHtml(request, 'acme');
    // Rendered markup, not just the hydration data: the logo (image alt or text) and the links.
    expect(html).toMatch(/alt="Acme"|>Acme<\/span>/);
    expect(html).toMatch(/<a [^>]*href="\/categories\/gift-cards"[^>]*>Gift Cards<\/a>/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.com\/acme-brand"[^>]*target="_blank"/);
    expect(html).toContain('Store is in Demo mode!');
    expect(html).toContain('<p>© 2026 Acme Corporation</p>');
    expect(html).toMatch(/<html lang="en"/);
  });

  test('is rendered in the language of the lang cookie', async ({ request }) => {
    const html = await firstHtml(request, 'acme', 'lang=de');
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<a [^>]*href="\/privacy-policy"[^>]*>Datenschutzerklärung<\/a>/);
  });
});

test.describe('navbar', () => {
  test('logo links home; cart and login links; no badge on an empty cart', async ({
    page,
  }, testInfo) => {
    await page.goto(storeUrl('acme'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Acme', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    if (isPhone(testInfo.project.name)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await expect(panel.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    } else {
      await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    }
  });

  test('logo sits in the centre for acme and on the left for globex', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the phone navbar always centres the logo');
    const logoCentre = async (slug: string, name: string) => {
      await page.goto(shopUrl(slug));
      const box = await page
        .getByRole('banner')
        .getByRole('link', { name, exact: true })
        .boundingBox();
      return box!.x + box!.width / 2;
    };
    expect(Math.abs((await logoCentre('acme', 'Acme')) - 720)).toBeLessThan(40);
    expect(await logoCentre('globex', 'Globex')).toBeLessThan(240);
  });

  test('menu entries link to categories, pages and other sites', async ({ page }, testInfo) => {
    await page.goto(storeUrl('acme'));
    const nav = await mainNavigation(page, isPhone(testInfo.project.name));
    await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
      'href',
      '/categories/all-products',
    );
    await expect(nav.getByRole('link', { name: 'Gift Cards' })).toHaveAttribute(
      'href',
      '/categories/gift-cards',
    );
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    // Only store 66 hides it.
    await expect(nav.getByRole('link', { name: 'Retail Stores' })).toHaveAttribute(
      'href',
      '/about',
    );
    const external = nav.getByRole('link', { name: /Brand Guidelines/ });
    await expect(external).toHaveAttribute('href', 'https://example.com/acme-brand');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('nested entries open on hover, on the keyboard, and close on Escape', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the phone menu is a tree, tested below');
    await page.goto(storeUrl('acme'));
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: 'Show Shop submenu' });
    const apparel = nav.getByRole('link', { name: 'Apparel' });
    await expect(apparel).toBeHidden();

    await nav.getByRole('link', { name: 'Shop', exact: true }).hover();
    await expect(apparel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(700, 700);
    await expect(apparel).toBeHidden();

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'T-Shirts' })).toHaveAttribute(
      'href',
      '/categories/t-shirts',
    );
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Apparel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(apparel).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('navbar search', () => {
  // The product list may still answer 404 while the catalogue is being built.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('search opens the product list with the trimmed text; blank does nothing', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await page.goto(storeUrl('acme'));
    if (phone) await page.getByRole('button', { name: 'Open search' }).click();
    // Typed before hydration, the text would be cleared by it or sent by the browser's own form.
    const box = await hydrated(page.getByRole('combobox', { name: 'Search products' }));
    if (phone) await expect(box).toBeFocused();
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(storeUrl('acme', '/'));

    await box.fill('  hoodie ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/products\?global_filter=hoodie$/);
    if (phone) await expect(page.getByRole('dialog', { name: 'Search products' })).toBeHidden();
  });
});

test.describe('phone panels', () => {
  test.skip(({ isMobile }) => !isMobile, 'panels exist under 600 px only');

  test('the menu panel traps focus, locks scrolling, and closes on Escape', async ({ page }) => {
    await page.goto(storeUrl('acme'));
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');

    // Tab wraps around inside the panel, skipping collapsed branches of the tree.
    const first = panel.getByRole('link', { name: 'Acme', exact: true });
    const last = panel.getByRole('link', { name: 'Retail Stores' });
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });

  test('the menu tree expands, and choosing an entry closes the panel', async ({ page }) => {
    await page.goto(storeUrl('acme'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('link', { name: 'Apparel' })).toBeHidden();
    await panel.getByRole('button', { name: 'Show Shop submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Apparel' })).toBeVisible();
    await panel.getByRole('button', { name: 'Show Apparel submenu' }).click();
    await expect(panel.getByRole('link', { name: 'Hoodies' })).toHaveAttribute(
      'href',
      '/categories/hoodies',
    );

    await panel.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/about'));
    await expect(panel).toBeHidden();
  });

  test('a tap before the page has hydrated opens its panel once it has', async ({ page }) => {
    // A slow phone: the page shows, but its script has not hydrated it. The browser entry waits
    // for the page's strings before it hydrates; they are held here until after the tap.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/i18n/*.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(storeUrl('acme'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await heldTaps(page)).toEqual(['search', 'menu']);
    await expect(page.getByRole('dialog')).toBeHidden();

    release();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    // Once played, a tap goes to the page's own handlers.
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
    expect(await heldTaps(page)).toEqual(['search', 'menu']);
  });

  test('the close buttons close the panels', async ({ page }) => {
    await page.goto(storeUrl('acme'));
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('button', { name: 'Close search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search products' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test('acme shows its rich text, links, copyright and social icons', async ({ page }) => {
    await page.goto(storeUrl('acme'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('footer-content')).toContainText(
      'made to order for the Acme team',
    );
    await expect(footer.getByRole('link', { name: 'Acme', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Contact', '/contact'],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    await expect(footer.getByText('© 2026 Acme Corporation')).toBeVisible();

    const social = footer.getByRole('list', { name: 'Follow us' }).getByRole('link');
    await expect(social).toHaveCount(3);
    for (const [name, href] of [
      ['Facebook', 'https://facebook.com/acme'],
      ['Instagram', 'https://instagram.com/acme'],
      ['LinkedIn', 'https://www.linkedin.com/company/acme'],
    ]) {
      const link = footer.getByRole('link', { name: name! });
      await expect(link).toHaveAttribute('href', href!);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.locator(`svg[data-icon="${name!.toLowerCase()}"]`)).toHaveCount(1);
    }
  });

  test('globex shows neither its blank rich text nor a copyright', async ({ page }) => {
    await page.goto(shopUrl('globex'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByTestId('footer-content')).toHaveCount(0);
    await expect(footer.getByText('©')).toHaveCount(0);
    await expect(footer.getByRole('list', { name: 'Follow us' })).toHaveCount(0);
  });
});

test.describe('banners', () => {
  test('acme shows its demo status and its alert on the alert colour', async ({ page }) => {
    await page.goto(storeUrl('acme'));
    await expect(page.getByText('Store is in Demo mode!')).toBeVisible();
    const alert = page.getByTestId('alert-banner');
    await expect(alert).toHaveText('Free shipping on orders over $100 this week!');
    await expect(alert).toHaveCSS('background-color', 'rgb(185, 28, 28)');
    await expect(alert).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('globex, a live store without alert, shows neither', async ({ page }) => {
    await page.goto(shopUrl('globex'));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/Store is in .* mode!/)).toHaveCount(0);
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switching to Deutsch applies at once and survives a reload', async ({ page }) => {
    await page.goto(storeUrl('acme'));
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Language').selectOption('de');
    await expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.getByText('Der Shop ist im Modus „Demo“!')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'de', sameSite: 'Lax' });

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(footer.getByLabel('Sprache')).toHaveValue('de');
    await expect(footer.getByRole('link', { name: 'Datenschutzerklärung' })).toBeVisible();
  });

  test('a language kept in local storage wins on first load', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
    await page.goto(storeUrl('acme'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }),
    ).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('fr');
  });

  test.describe('when the language file cannot be loaded', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test('a toast says so and the page keeps its language', async ({ page }) => {
      await page.route('**/assets/i18n/de.json', (route) => route.abort());
      await page.goto(storeUrl('acme'));
      await page.getByRole('contentinfo').getByLabel('Language').selectOption('de');
      await expect(
        page.getByText('The translation could not be loaded. Please try again.'),
      ).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('contentinfo').getByLabel('Language')).toHaveValue('en');
    });
  });
});

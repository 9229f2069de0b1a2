import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { acceptInvitation, consoleNav, SERVER_WORK, signInAsOperator } from './console';
import { expect, storeUrl, test } from './fixtures';

/**
 * Issue 14's "done when": a new operator opens the store Umbrella, its owner brands it, builds
 * its menu and home page with a live preview, publishes, and shoppers see exactly that; restoring
 * the version before brings the blank store back.
 */
const OWNER = 'owner@umbrella.test';
const PRIMARY = '#0f766e';
const FOOTER = 'Umbrella Corp. keeps you dry since 1968.';

const png = (width: number, height: number, rgb: [number, number, number]) =>
  sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();

/** The live store as a shopper sees it: a browser of its own, without the preview cookie. */
async function publicStore(browser: Browser, slug: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(storeUrl(slug, '/'));
  return { page, close: () => context.close() };
}

const primaryColour = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.body).getPropertyValue('--store-primary').trim().toLowerCase(),
  );

/**
 * Opens an area of the console from its navigation. The console was hydrated on the invitation
 * page, so this is a client-side navigation (no new document to wait for): a "networkidle" wait
 * would never end here, as the preview's event stream stays open.
 */
async function openArea(page: Page, name: string) {
  await (await consoleNav(page)).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible(SERVER_WORK);
}

/** Adds a menu entry at the end and fills it in. */
async function addMenuEntry(page: Page, label: string, kind: string, target: string) {
  await page.getByRole('button', { name: 'Add an entry' }).click();
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByLabel('Label') })
    .last();
  await row.getByLabel('Label').fill(label);
  await row.getByLabel('Leads to').selectOption({ label: kind });
  if (kind === 'Custom link') await row.getByLabel('Address').fill(target);
  else await row.getByLabel(kind, { exact: true }).selectOption(target);
}

test('a new operator launches the store Umbrella, and restoring its first version reverts it', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one journey makes the store Umbrella');
  test.setTimeout(300_000);
  // A retry cannot make the same store again: it makes umbrella-1.
  const slug = testInfo.retry ? `umbrella-${testInfo.retry}` : 'umbrella';
  const shot = (target: Page, name: string) =>
    target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  // The operator creates the store with its starter catalogue and invites its owner.
  await signInAsOperator(page);
  await page.getByRole('button', { name: 'Create store' }).click();
  const create = page.getByRole('dialog', { name: 'Create store' });
  await create.getByLabel('Name', { exact: true }).fill('Umbrella');
  await create.getByLabel('Store address').fill(slug);
  await create.getByLabel('Company name').fill('Umbrella Corp.');
  await create.getByLabel('Add a starter catalogue').check();
  await expectNoSeriousViolations(page);
  await shot(page, 'operator-create-store');
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(create).toHaveCount(0, SERVER_WORK);
  const row = page.getByRole('row', { name: /Umbrella/ }).filter({ hasText: `${slug}.localhost` });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: /Invite owner/ }).click();
  const invite = page.getByRole('dialog', { name: 'Invite the owner of Umbrella' });
  await invite.getByLabel("Owner's e-mail").fill(OWNER);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toHaveCount(0, SERVER_WORK);

  // The owner accepts from the store's dev mailbox and lands in the console.
  await acceptInvitation(page, slug, OWNER);
  await expect(page.getByRole('heading', { name: 'Welcome, ' })).toBeVisible();

  // Branding: logo, colours and footer; the preview beside the form shows them once saved.
  await openArea(page, 'Branding');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png(480, 120, [15, 118, 110]),
    });
  const logoPreview = page.locator('img[src^="/uploads/"]').first();
  await expect(logoPreview).toHaveAttribute(
    'src',
    /^\/uploads\/[0-9a-f]{64}-480w\.png$/,
    SERVER_WORK,
  );
  const logoUrl = (await logoPreview.getAttribute('src'))!;
  await page.getByRole('textbox', { name: 'Primary colour', exact: true }).fill(PRIMARY);
  await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#b45309');
  await page.getByRole('textbox', { name: 'Footer text' }).click();
  await page.keyboard.type(FOOTER);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible(
    SERVER_WORK,
  );
  const brandingPreview = page.frameLocator('iframe[title="Store preview"]');
  await expect(brandingPreview.getByTestId('footer-content')).toContainText(FOOTER, SERVER_WORK);
  await expectNoSeriousViolations(page);
  await shot(page, 'console-branding');

  // Menu: a category with a nested category, and a custom link.
  await openArea(page, 'Menu');
  await addMenuEntry(page, 'Apparel', 'Category', 'apparel');
  await addMenuEntry(page, 'T-shirts', 'Category', 't-shirts');
  await addMenuEntry(page, 'Our story', 'Custom link', 'umbrella.example.com/story');
  await page.getByRole('button', { name: 'Nest T-shirts under the entry above' }).click();
  await expect(page.getByRole('listitem', { name: 'T-shirts, position 2, level 2' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'console-menu');
  await page.getByRole('button', { name: 'Save to draft' }).click();
  await expect(page.getByText('Saved to the draft.')).toBeVisible(SERVER_WORK);

  // The home page: a banner, a product list and link tiles, each seen in the preview.
  await openArea(page, 'Pages');
  await page.getByRole('link', { name: 'Edit sections (Home)' }).click();
  await expect(page).toHaveURL(storeUrl(slug, '/admin/pages/home'));
  const preview = page.frameLocator('iframe[title="Preview of the page"]');
  const sections = page.getByRole('list', { name: 'Sections' });
  await expect(preview.locator('[data-section]')).toHaveCount(1, SERVER_WORK);

  await page.getByLabel('Section type').selectOption({ label: 'Banner image' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const banner = sections.getByRole('listitem').nth(1);
  await banner.locator('input[type=file]').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: await png(1600, 500, [30, 64, 175]),
  });
  await expect(banner.getByLabel('Image address')).toHaveValue(/^\/uploads\//, SERVER_WORK);
  await banner.getByLabel('Image description (for screen readers)').fill('Umbrellas in the rain');
  await expect(preview.getByRole('img', { name: 'Umbrellas in the rain' })).toBeVisible(
    SERVER_WORK,
  );

  await page.getByLabel('Section type').selectOption({ label: 'Product list' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const products = sections.getByRole('listitem').nth(2);
  await products.getByLabel('Title', { exact: true }).fill('Stay hydrated');
  await products.getByLabel('Category').selectOption('drinkware');
  const shownProducts = preview.locator('[data-section="PRODUCTS_LIST"]');
  await expect(shownProducts.getByRole('heading', { name: 'Stay hydrated' })).toBeVisible(
    SERVER_WORK,
  );
  await expect(shownProducts.getByText('Steel Bottle')).toBeVisible();

  await page.getByLabel('Section type').selectOption({ label: 'Link tiles' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const tiles = sections.getByRole('listitem').nth(3);
  await tiles.getByLabel('Title', { exact: true }).fill('Shop by kind');
  for (const [index, [label, slug]] of [
    ['Apparel', 'apparel'],
    ['Accessories', 'accessories'],
  ].entries()) {
    await tiles.getByRole('button', { name: 'Add tile' }).click();
    const tile = tiles.getByRole('group', { name: `Tile ${index + 1}` });
    await tile.getByLabel('Image address').fill('/assets/images/default-banner.png');
    await tile.getByLabel('Label').fill(label!);
    await tile.getByLabel('Leads to').selectOption({ label: 'A category' });
    await tile.getByLabel('Category').selectOption(slug!);
  }
  const shownTiles = preview.locator('[data-section="REDIRECT_TILES"]');
  await expect(shownTiles.getByRole('link', { name: 'Accessories' })).toBeVisible(SERVER_WORK);
  await expect(page.getByTestId('draft-state')).toHaveText('Draft saved', SERVER_WORK);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: testInfo.outputPath('console-page-editor.png') });

  // Launched: the store goes live (a setting, saved at once), and the draft is published.
  await openArea(page, 'Settings');
  await page.getByLabel('Contact e-mail 1', { exact: true }).fill('hello@umbrella.test');
  await page.getByRole('radio', { name: /^Live/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved. The store shows them now.')).toBeVisible(
    SERVER_WORK,
  );
  await openArea(page, 'Pages');
  await page.getByRole('link', { name: 'Edit sections (Home)' }).click();
  // The page list has a Publish button too: wait for the editor before pressing it.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible(SERVER_WORK);

  // Published, the editor says so and stays (the store's preview events do not reload the
  // console), and the live store shows exactly that to a shopper.
  const published = page.waitForResponse(
    (response) =>
      response.url().endsWith('/admin/draft') &&
      (response.request().postData() ?? '').includes('"publish"'),
    SERVER_WORK,
  );
  await page.getByRole('button', { name: 'Publish' }).click();
  expect(await (await published).json()).toMatchObject({ ok: true, version: 1 });
  await expect(page.getByText('Published as version 1')).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByText('Published as version 1')).toBeVisible();
  const shopper = await publicStore(browser, slug);
  try {
    const store = shopper.page;
    await expect(store.getByText('Store is in Draft mode!')).toHaveCount(0);
    await expect(store.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(store.getByRole('banner').locator(`img[src="${logoUrl}"]:visible`)).toBeVisible();
    expect(await primaryColour(store)).toBe(PRIMARY);
    await expect(store.getByTestId('footer-content')).toContainText(FOOTER);
    const nav = store.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Apparel', exact: true })).toHaveAttribute(
      'href',
      '/categories/apparel',
    );
    await expect(nav.getByRole('link', { name: 'Our story' })).toHaveAttribute(
      'href',
      'https://umbrella.example.com/story',
    );
    await nav.getByRole('button', { name: 'Show Apparel submenu' }).click();
    const submenu = nav.getByRole('listitem').filter({ hasText: 'Apparel' }).first();
    await expect(submenu.getByRole('link', { name: 'T-shirts', exact: true })).toHaveAttribute(
      'href',
      '/categories/t-shirts',
    );
    await expect(store.getByRole('img', { name: 'Umbrellas in the rain' })).toBeVisible();
    const listed = store.locator('[data-section="PRODUCTS_LIST"]');
    await expect(listed.getByRole('heading', { name: 'Stay hydrated' })).toBeVisible();
    await expect(listed.getByText('Ceramic Mug')).toBeVisible();
    await expect(listed.getByText('Steel Bottle')).toBeVisible();
    await expect(listed.getByText('Team Tee')).toHaveCount(0);
    const shopTiles = store.locator('[data-section="REDIRECT_TILES"]');
    await expect(shopTiles.getByRole('heading', { name: 'Shop by kind' })).toBeVisible();
    await expect(shopTiles.getByRole('link', { name: 'Apparel' })).toHaveAttribute(
      'href',
      '/categories/apparel',
    );
    await expect(shopTiles.getByRole('link', { name: 'Accessories' })).toHaveAttribute(
      'href',
      '/categories/accessories',
    );
    await store.keyboard.press('Escape');
    await shot(store, 'public-store-published');

    // Restoring version 0 (the store as it was before the first publish) reverts it.
    await openArea(page, 'Versions');
    const newest = page.getByRole('main').getByRole('listitem').first();
    await expect(newest).toContainText('Version 1');
    await expect(newest).toContainText('Live now');
    await expectNoSeriousViolations(page);
    await shot(page, 'console-versions');
    await page.getByRole('button', { name: 'Restore (Version 0)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore version 0?' });
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Restored: it is live now, as version 2.')).toBeVisible(
      SERVER_WORK,
    );

    await store.reload();
    await expect(store.getByRole('heading', { name: 'Umbrella' }).first()).toBeVisible();
    await expect(store.locator('[data-section="BANNER_IMAGE"]')).toHaveCount(0);
    await expect(store.locator('[data-section="REDIRECT_TILES"]')).toHaveCount(0);
    await expect(store.locator('[data-section="PRODUCTS_LIST"]')).toHaveCount(0);
    await expect(store.locator(`img[src="${logoUrl}"]`)).toHaveCount(0);
    await expect(store.getByText(FOOTER)).toHaveCount(0);
    await expect(store.getByRole('link', { name: 'Our story' })).toHaveCount(0);
    expect(await primaryColour(store)).not.toBe(PRIMARY);
    await shot(store, 'public-store-restored');
  } finally {
    await shopper.close();
  }
});

import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';

// Globex is the store no other browser test drafts or publishes on (the preview tests use Acme
// and Initech); it is private, so a shopper comes in with its welcome code.
const STORE = 'globex';
const WELCOME_CODE = 'GLOBEX-WELCOME-050';

/** The public store's home page as a shopper sees it, in a browser of its own (no preview). */
async function shopperHome(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(storeUrl(STORE, `/?code=${WELCOME_CODE}`));
  await expect(page).toHaveURL(storeUrl(STORE, '/'));
  return { page, close: () => context.close() };
}

const draftState = (page: Page) => page.getByTestId('draft-state');

test.describe('page builder', () => {
  test('build the home page with a live preview, publish it, then restore the version before', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one journey publishes; the phone only looks');
    test.slow();
    await openConsole(page, STORE, '/admin/pages');
    await expect(page.getByRole('heading', { name: 'Pages', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Edit sections (Home)' }).click();
    await expect(page).toHaveURL(storeUrl(STORE, '/admin/pages/home'));

    const preview = page.frameLocator('iframe[title="Preview of the page"]');
    await expect(preview.getByRole('heading', { name: 'Team store' })).toBeVisible();
    const sections = page.getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('listitem')).toHaveCount(2);

    // An edit in the form is saved after a 500 ms pause, and the preview shows it within a second.
    await sections.getByRole('button', { name: '2. Product list', exact: true }).click();
    await page.getByLabel('Title', { exact: true }).fill('Summer picks');
    await expect(draftState(page)).toHaveText('Draft saved');
    await expect(preview.getByRole('heading', { name: 'Summer picks' })).toBeVisible({
      timeout: 1_000,
    });

    // Rich text: a paragraph with a bold word, written in the editor's own toolbar.
    await page.getByLabel('Section type').selectOption({ label: 'Text' });
    await page.getByRole('button', { name: 'Add section' }).click();
    const text = sections.getByRole('listitem').nth(2).getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('Made for the ');
    await sections.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Globex team');
    await expect(preview.locator('[data-section="TEXT_AREA"] strong')).toHaveText('Globex team');
    await sections.getByRole('button', { name: 'Remove 3. Text' }).click();

    // Redirect tiles: a title and one tile leading to a category.
    await page.getByLabel('Section type').selectOption({ label: 'Link tiles' });
    await page.getByRole('button', { name: 'Add section' }).click();
    const tiles = sections.getByRole('listitem').nth(2);
    await tiles.getByLabel('Title', { exact: true }).fill('Shop by team');
    await tiles.getByRole('button', { name: 'Add tile' }).click();
    await tiles.getByLabel('Image address').fill('/assets/images/default-banner.png');
    await tiles.getByLabel('Label').fill('Apparel');
    await tiles.getByLabel('Leads to').selectOption({ label: 'A category' });
    await tiles.getByLabel('Category').selectOption({ label: 'Apparel' });
    // The keyboard way of reordering: the tiles go above the product list.
    await sections.getByRole('button', { name: 'Move 3. Link tiles up' }).click();
    await expect(sections.getByRole('listitem').nth(1)).toContainText('2. Link tiles');
    const shownTiles = preview.locator('[data-section="REDIRECT_TILES"]');
    await expect(shownTiles.getByRole('heading', { name: 'Shop by team' })).toBeVisible();
    await expect(preview.locator('[data-section]')).toHaveCount(3);
    await expect(preview.locator('[data-section]').nth(1)).toHaveAttribute(
      'data-section',
      'REDIRECT_TILES',
    );
    await expect(draftState(page)).toHaveText('Draft saved');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('page-editor.png'), fullPage: true });

    // Until it is published, shoppers see the store as it was.
    const shopper = await shopperHome(browser);
    try {
      await expect(shopper.page.getByRole('heading', { name: 'Team store' })).toBeVisible();
      await expect(shopper.page.getByText('Shop by team')).toHaveCount(0);

      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(draftState(page)).toHaveText('Published as version 1');
      await shopper.page.reload();
      await expect(shopper.page.getByRole('heading', { name: 'Summer picks' })).toBeVisible();
      await expect(
        shopper.page
          .locator('[data-section="REDIRECT_TILES"]')
          .getByRole('link', { name: 'Apparel' }),
      ).toHaveAttribute('href', '/categories/apparel');

      // Versions: the seeded look is version 0; restoring it makes it live again as version 2.
      await page.getByRole('link', { name: 'Versions' }).first().click();
      await expect(page.getByRole('heading', { name: 'Versions', exact: true })).toBeVisible();
      const newest = page.getByRole('main').getByRole('listitem').first();
      await expect(newest).toContainText('Version 1');
      await expect(newest).toContainText('Live now');
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath('versions.png'), fullPage: true });
      await page.getByRole('link', { name: 'View (Version 1)' }).click();
      await expect(page.getByRole('heading', { name: 'Version 1' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Link tiles' })).toBeVisible();
      await page.goBack();
      await page.getByRole('button', { name: 'Restore (Version 0)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore version 0?' });
      await expect(dialog).toContainText('your unpublished draft is discarded');
      await dialog.getByRole('button', { name: 'Restore' }).click();
      await expect(page.getByText('Restored: it is live now, as version 2.')).toBeVisible();

      await shopper.page.reload();
      await expect(shopper.page.getByRole('heading', { name: 'Team store' })).toBeVisible();
      await expect(shopper.page.getByText('Shop by team')).toHaveCount(0);
    } finally {
      await shopper.close();
    }
  });

  test('a wrong address is shown beside its field, nothing is saved, and leaving asks first', async ({
    page,
  }, testInfo) => {
    await openConsole(page, STORE, '/admin/pages');
    const address = page.getByLabel('Address').first();
    await address.fill('Summer Sale!');
    await expect(draftState(page)).toHaveText('Not saved: a field needs fixing.');
    await expect(page.getByText('Use lower-case letters, digits and hyphens')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('pages-invalid.png'), fullPage: true });

    await page.getByRole('link', { name: 'Edit sections (Home)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(storeUrl(STORE, '/admin/pages'));
    await expect(address).toHaveValue('Summer Sale!');
  });

  test('the editor shows the preview behind a toggle on a phone', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'the desktop shows form and preview side by side');
    await openConsole(page, STORE, '/admin/pages/home');
    const frame = page.locator('iframe[title="Preview of the page"]');
    await expect(frame).toBeHidden();
    const sections = page.getByRole('list', { name: 'Sections' });
    await sections.getByRole('button', { name: '1. Banner image', exact: true }).click();
    await expect(sections.getByLabel('Full width (edge to edge)')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('page-editor-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Show preview' }).click();
    await expect(frame).toBeVisible();
    await expect(
      page.frameLocator('iframe[title="Preview of the page"]').locator('[data-section]').first(),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('page-editor-phone-preview.png') });
  });
});

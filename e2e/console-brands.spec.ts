import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, test } from './fixtures';

/**
 * Brands come from products: the seeded acme has them, a new store has none. Shared by every
 * spec, acme is only looked at here: the rename is one the server refuses, which changes nothing.
 */
test.describe('console: brands', () => {
  test('the owner sees the brands with their counts; a rename to another brand’s name is refused', async ({
    page,
  }, testInfo) => {
    await openConsole(page, 'acme', '/admin/brands');
    await expect(page.getByRole('heading', { name: 'Brands', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const list = page.getByRole('list', { name: 'Brands' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Gildan' })).toContainText(
      /\d+ products/,
    );
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('brands.png'), fullPage: true });

    await page.getByRole('button', { name: 'Rename Gildan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename Gildan' });
    await dialog.getByLabel('New name').fill('Next Level');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect(
      dialog.getByText('Another brand has this name: merge the two instead.'),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('brand-rename.png') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Merge Gildan into another brand' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge Gildan' });
    await expect(merge.getByLabel('Merge into')).toContainText('Next Level');
    await merge.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.getByRole('listitem').filter({ hasText: 'Gildan' })).toBeVisible();
  });
});

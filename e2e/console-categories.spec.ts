import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, test } from './fixtures';
import { freshStore } from './fresh-store';

/** The tree's row of a category, by the name screen readers hear: "T-shirts, position 2, level 2". */
const row = (page: Page, name: string) =>
  page.getByRole('listitem', { name: new RegExp(`^${name}, position \\d+, level \\d+$`) });

/** Waits for the editor's script: server-rendered rows ignore clicks until it runs. */
async function openCategories(
  page: Page,
  slug: string,
  owner: { email: string; password: string },
) {
  await openConsole(page, slug, '/admin/categories', owner);
  await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('console: categories', () => {
  test('the owner builds the tree: add, nest, drag, rename, and delete asking where products go', async ({
    page,
    request,
  }, testInfo) => {
    test.slow(); // a store of its own, then a dozen saves, on a busy machine
    const store = await freshStore(request, testInfo);
    await openCategories(page, store.slug, store.owner);
    await expect(
      page.getByRole('listitem', { name: 'Apparel, position 1, level 1' }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem', { name: 'T-shirts, position 2, level 2' }),
    ).toBeVisible();
    await expect(row(page, 'T-shirts')).toContainText('/t-shirts');
    await expect(row(page, 'T-shirts')).toContainText('2 products');
    await expect(row(page, 'Apparel')).toContainText('3 products');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('categories.png'), fullPage: true });

    // A new top-level category, nested under the one above with its button: saved at once.
    await page.getByRole('button', { name: 'Add a category', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel('Name').fill('Sale');
    await dialog.getByLabel('Slug (its address)').fill('sale');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('Category added.')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Sale, position 6, level 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Nest Sale under the category above' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sale is now at' })).toHaveText(
      'Sale is now at position 6, level 2.',
    );

    // Drag by keyboard: pick "Drinkware" up, move it up one place, drop it (under Apparel).
    await page.getByRole('button', { name: 'Drag Drinkware' }).focus();
    const dragAnnouncements = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press('Space');
    await expect(dragAnnouncements).toHaveText(/Picked up Drinkware\.|over position 4\./);
    // The sensor listens from the next frame on; a key pressed before that is not seen. (Pressing
    // again until it is seen could move the item twice when the announcement is slow.)
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.keyboard.press('ArrowUp');
    await expect(dragAnnouncements).toHaveText('Drinkware is over position 3.');
    // The drop saves in the background; a reload before its answer would abort it (and the
    // page's network went idle long ago, so waiting for that waits for nothing).
    const moveSaved = page.waitForResponse(
      (response) =>
        response.url().includes('/admin/categories') && response.request().method() === 'POST',
    );
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('listitem', { name: 'Drinkware, position 3, level 2' }),
    ).toBeVisible();
    expect((await moveSaved).ok()).toBe(true);

    // Both moves were saved: the tree comes back as arranged.
    await page.reload();
    await expect(
      page.getByRole('listitem', { name: 'Drinkware, position 3, level 2' }),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Sale, position 6, level 2' })).toBeVisible();

    // Rename and re-slug: a slug another category has is refused beside the field.
    await page.getByRole('button', { name: 'Change T-shirts' }).click();
    const edit = page.getByRole('dialog', { name: 'Change T-shirts' });
    await edit.getByLabel('Name').fill('Tees');
    await edit.getByLabel('Slug (its address)').fill('hoodies');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Another category has this slug.')).toBeVisible();
    await edit.getByLabel('Slug (its address)').fill('tees');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category saved.')).toBeVisible();
    await expect(row(page, 'Tees')).toContainText('/tees');

    // Deleting Apparel (with Tees, Drinkware and Hoodies below) asks where its products go.
    const accessories = await row(page, 'Accessories').textContent();
    const before = Number(/(\d+) products?/.exec(accessories ?? '')?.[1]);
    await page.getByRole('button', { name: 'Delete Apparel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Apparel?' });
    await expect(confirm).toContainText('the 3 categories below it are deleted');
    const question = confirm.getByLabel(/Where do its \d+ products go\?/);
    const moved = Number(/(\d+) products/.exec((await confirm.textContent()) ?? '')?.[1]);
    await question.selectOption({ label: 'Accessories' });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('delete-category.png') });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Category deleted.')).toBeVisible();
    await expect(row(page, 'Apparel')).toHaveCount(0);
    await expect(row(page, 'Tees')).toHaveCount(0);
    await expect(row(page, 'Accessories')).toContainText(`${before + moved} products`);
    await page.screenshot({ path: testInfo.outputPath('categories-after.png'), fullPage: true });
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole, SERVER_WORK } from './console';
import { expect, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { shopperApi } from './shopper-api';

/** 50 products of three sizes each; `broken` puts two deliberate errors in (lines 23 and 89). */
function catalogueCsv(broken: boolean): string {
  const lines = ['slug,name,status,categories,colour,primary_hex,size,price,stock'];
  for (let p = 1; p <= 50; p++) {
    ['S', 'M', 'L'].forEach((size, s) => {
      const first = s === 0;
      const hex = broken && p === 30 && first ? 'blue' : first ? '#2a4d69' : '';
      const price = broken && p === 8 && s === 0 ? '12.5.0' : `${24 + s}.00`;
      lines.push(
        [
          `quokka-tee-${p}`,
          first ? `Quokka Tee ${p}` : '',
          first ? 'published' : '',
          first ? 'apparel/t-shirts' : '',
          'Sand',
          hex,
          size,
          price,
          '25',
        ].join(','),
      );
    });
  }
  return `${lines.join('\n')}\n`;
}

/** The store's navbar search, as a shopper's browser asks it. */
async function searchStore(request: APIRequestContext, store: FreshStore, text: string) {
  const guest = await shopperApi(request, store, '', { guest: true });
  const found = await guest.call(
    `/storefront-products/search?global_filter=${encodeURIComponent(text)}`,
  );
  return (found.data.data as { name: string; final_price: number }[]).map(
    (p) => [p.name, p.final_price] as const,
  );
}

async function upload(page: Page, csv: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'quokkas.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
}

test.describe('console: import & export', () => {
  test('an owner imports 50 products after a dry run, finds them, rolls back and bulk-edits a price', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const store = await freshStore(request, testInfo);
    await openConsole(page, store.slug, '/admin/imports', store.owner);
    await expect(page.getByRole('heading', { name: 'Import & export', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    // The dry run lists both deliberate errors with their lines; nothing is written.
    await upload(page, catalogueCsv(true));
    await expect(page.getByRole('alert').filter({ hasText: '2 problems' })).toBeVisible(
      SERVER_WORK,
    );
    const problems = page.getByRole('table', { name: 'Problems by line and column' });
    await expect(problems.getByRole('row')).toHaveCount(3);
    await expect(problems.getByRole('row').nth(1)).toContainText('23price');
    await expect(problems.getByRole('row').nth(2)).toContainText('89primary_hex');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('dry-run.png'), fullPage: true });
    expect(await searchStore(request, store, 'quokka')).toEqual([]);

    // Fixed, it applies: 150 rows created, and the store finds them, misspelled.
    await upload(page, catalogueCsv(false));
    await expect(page.getByTestId('import-created')).toHaveText('150', SERVER_WORK);
    await page.getByRole('button', { name: 'Apply the import' }).click();
    await expect(page.getByText('Imported: 150 created, 0 updated.')).toBeVisible(SERVER_WORK);
    const history = page.getByRole('table', { name: 'Imports and bulk edits, newest first' });
    await expect(history.getByRole('row', { name: /quokkas\.csv.*Applied/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('applied.png'), fullPage: true });
    expect(await searchStore(request, store, 'quoka tee 17')).toContainEqual([
      'Quokka Tee 17',
      2400,
    ]);

    // Rolled back, after a confirmation: the products are gone.
    await history
      .getByRole('row', { name: /quokkas\.csv.*Applied/ })
      .getByRole('button', { name: 'Roll back' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Roll back quokkas.csv?' });
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Roll back' }).click();
    await expect(history.getByRole('row', { name: /quokkas\.csv.*Rolled back/ })).toBeVisible(
      SERVER_WORK,
    );
    expect(await searchStore(request, store, 'quokka')).toEqual([]);

    // The bulk editor: a price changed with the keyboard only, seen in the store.
    await page.goto(
      page.url().replace('/admin/imports', '/admin/products/bulk-edit?search=team-tee'),
    );
    await expect(page.getByRole('heading', { name: 'Bulk edit', level: 1 })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'Sizes of the products' });
    await expect(grid.getByRole('row')).not.toHaveCount(1);
    // Keys pressed before hydration would reach no handler.
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
    const firstPrice = grid.getByRole('gridcell').nth(3);
    await firstPrice.click();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.type('3.25');
    await page.keyboard.press('Enter');
    await expect(firstPrice).toHaveText('3.25');
    await page.screenshot({ path: testInfo.outputPath('bulk-edit.png'), fullPage: true });
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await expect(page.getByText('Saved: 1 row updated.')).toBeVisible(SERVER_WORK);
    const found = await searchStore(request, store, 'team tee');
    expect(found[0]).toEqual([expect.any(String), 325]);
  });
});

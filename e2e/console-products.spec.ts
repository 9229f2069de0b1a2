import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { consoleNav, openConsole, SERVER_WORK } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';

/** The starter catalogue's seven products, A to Z. */
const STARTER = [
  'Canvas Tote',
  'Ceramic Mug',
  'Dad Cap',
  'Ringer Tee',
  'Steel Bottle',
  'Team Tee',
  'Zip Hoodie',
];

/** The names of the products the list shows, table or cards, in order. */
const shownNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^(${STARTER.join('|')})$`) })
    .allTextContents();

const stateTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Product states' }).getByRole('link', { name });

test.describe('console: products', () => {
  test('the owner searches, filters, pages and changes many products at once', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const store = await freshStore(request, testInfo);
    await openConsole(page, store.slug, '/admin', store.owner);
    await (await consoleNav(page)).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(storeUrl(store.slug, '/admin/products'));
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
    await expect(stateTab(page, 'All 7')).toHaveAttribute('aria-current', 'page');
    await expect(stateTab(page, 'Live 7')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('products.png'), fullPage: true });

    // Search as you type, any case, any part of a word, kept in the URL; counts follow it.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('TEE');
    await expect(page).toHaveURL(/search=TEE/);
    await expect(stateTab(page, 'All 3')).toBeVisible();
    expect((await shownNames(page)).sort()).toEqual(['Ringer Tee', 'Steel Bottle', 'Team Tee']);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await expect(stateTab(page, 'All 7')).toBeVisible();

    // A state with nothing in it shows why the list is empty.
    await stateTab(page, 'Draft 0').click();
    await expect(page.getByText('No products match')).toBeVisible();
    await page.getByRole('link', { name: 'Clear search and filters' }).click();

    // Sorted by name, three a page.
    await page.goto(storeUrl(store.slug, '/admin/products?sort=name&order=asc&per_page=3'));
    await expect(page.getByText('1–3 of 7')).toBeVisible();
    expect(await shownNames(page)).toEqual(STARTER.slice(0, 3));
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page.getByText('4–6 of 7')).toBeVisible();
    expect(await shownNames(page)).toEqual(STARTER.slice(3, 6));

    // Choose two and unpublish them: drafts here, gone from the store.
    await page.goto(storeUrl(store.slug, '/admin/products?sort=name&order=asc'));
    await page.getByRole('checkbox', { name: 'Select Canvas Tote' }).check();
    await page.getByRole('checkbox', { name: 'Select Dad Cap' }).check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await expect(bar.getByText('2 products selected')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('products-chosen.png'), fullPage: true });
    await bar.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('2 products changed, 0 already so.')).toBeVisible(SERVER_WORK);
    await expect(stateTab(page, 'Draft 2')).toBeVisible();
    await expect(bar).toBeHidden();
    await page.goto(storeUrl(store.slug, '/products'));
    await expect(page.getByRole('link', { name: /Team Tee/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Canvas Tote/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Dad Cap/ })).toHaveCount(0);

    // Add a size to every T-shirt: all matching, beyond the page shown.
    await page.goto(storeUrl(store.slug, '/admin/products?per_page=1'));
    const category = page.getByRole('combobox', { name: 'Category' });
    const tShirts = await category.locator('option', { hasText: 'T-shirts' }).getAttribute('value');
    await category.selectOption(tShirts!);
    await expect(page.getByText('1–1 of 2')).toBeVisible();
    await page.getByRole('checkbox', { name: /^Select (Team|Ringer) Tee$/ }).check();
    await bar.getByRole('button', { name: 'Select all 2 matching' }).click();
    await expect(bar.getByText('All 2 matching products selected')).toBeVisible();

    // A colour's dialog refuses what the contract refuses, beside each field.
    await bar.getByRole('button', { name: 'Add colour' }).click();
    const colourDialog = page.getByRole('dialog', { name: 'Add a colour' });
    await colourDialog.getByLabel('Colour (hex)').fill('teal');
    await colourDialog.getByRole('button', { name: 'Add colour' }).click();
    await expect(colourDialog.getByText('Enter the colour’s name.')).toBeVisible();
    await expect(colourDialog.getByText('Enter a colour such as #1a2b3c.')).toBeVisible();
    await expect(colourDialog.getByText('Enter at least one size.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('products-add-colour.png') });
    await colourDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(colourDialog).toBeHidden();

    await bar.getByRole('button', { name: 'Add size' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a size' });
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await expect(dialog.getByText('Enter a size.')).toBeVisible();
    await dialog.getByLabel('Size', { exact: true }).fill('5XL');
    await dialog.getByLabel('Price ($)').fill('31.50');
    await dialog.getByLabel('Stock').fill('12');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('products-add-size.png') });
    await dialog.getByRole('button', { name: 'Add size' }).click();
    await expect(page.getByText('2 products changed, 0 already so.')).toBeVisible(SERVER_WORK);
    await expect(dialog).toBeHidden();

    await page.goto(storeUrl(store.slug, '/products/ringer-tee'));
    await expect(
      page.getByRole('radiogroup', { name: 'Size' }).locator('input[value="5XL"]'),
    ).toHaveCount(1);
  });
});

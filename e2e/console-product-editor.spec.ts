import type { Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations } from './axe';
import { openConsole, SERVER_WORK } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore } from './fresh-store';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A picture of its own colour, so front and rear are different files. */
function picture(red: number, format: 'png' | 'jpeg') {
  const image = sharp({
    create: { width: 640, height: 640, channels: 3, background: { r: red, g: 90, b: 160 } },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A word no other product has: letters only, so search reads it as one word. */
const uniqueWord = () =>
  `Zephyrine${Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function fillSizes(colour: Locator, name: string, rows: [string, string, string][]) {
  for (const [i, [size, price, stock]] of rows.entries()) {
    if (i > 0) await colour.getByRole('button', { name: 'Add a size' }).click();
    await colour.getByRole('textbox', { name: `Size ${i + 1} of ${name}` }).fill(size);
    await colour.getByLabel(`Price of ${size} in ${name} ($)`).fill(price);
    await colour.getByLabel(`Stock of ${size} in ${name}`).fill(stock);
  }
}

async function addPicture(colour: Locator, name: string, type: string, file: Buffer) {
  await colour.getByLabel('New pictures are').selectOption({ label: type });
  const previews = colour.getByRole('img', { name: new RegExp(`picture \\d+ of ${name}`) });
  const count = await previews.count();
  await colour
    .getByLabel(`Choose pictures of ${name}`)
    .setInputFiles({ name: `${type}.png`, mimeType: 'image/png', buffer: file });
  await expect(previews).toHaveCount(count + 1, SERVER_WORK);
  await expect(previews.last()).toHaveAccessibleName(`${type} picture ${count + 1} of ${name}`);
}

/** The navbar search box: in the bar on a desktop, behind its button on a phone. */
async function searchBox(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open search' }).click();
  return page.getByRole('combobox', { name: 'Search products' });
}

test.describe('console: product editor', () => {
  test('a new owner creates a product with two colours, four sizes, pictures and stock, finds it by a misspelled search, and renames its address', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const store = await freshStore(request, testInfo);
    await openConsole(page, store.slug, '/admin/products/new', store.owner);
    await expect(page.getByRole('heading', { name: 'New product', level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);

    // Saving an empty form shows each problem beside its field, and sends nothing.
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Enter the product’s name.')).toBeVisible();
    await expect(page.getByText('Enter the colour’s name.')).toBeVisible();
    await expect(page).toHaveURL(storeUrl(store.slug, '/admin/products/new'));

    const word = uniqueWord();
    const name = `${word} Parka`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await expect(page.getByLabel('Address (slug)')).toHaveValue(`${word.toLowerCase()}-parka`);
    await page.getByLabel('Brand').fill('Northwind');
    await page.getByLabel('Short description').fill('A warm parka for harbour days.');
    await page.getByLabel('Status', { exact: true }).selectOption('published');

    const first = page.getByRole('region', { name: 'Colour 1' });
    await first.getByLabel('Colour 1 name').fill('Navy');
    const navy = page.getByRole('region', { name: 'Navy' });
    await navy.getByLabel('Primary colour').fill('#1f2a44');
    const sizes: [string, string, string][] = [
      ['S', '79.00', '12'],
      ['M', '79.00', '20'],
      ['L', '84.50', '15'],
      ['XL', '84.50', '4'],
    ];
    await fillSizes(navy, 'Navy', sizes);
    await addPicture(navy, 'Navy', 'Front', await picture(20, 'png'));
    await addPicture(navy, 'Navy', 'Rear', await picture(200, 'jpeg'));
    await navy.getByLabel('Alt text').first().fill('Navy parka, front');

    await page.getByRole('button', { name: 'Add a colour' }).click();
    await page.getByRole('region', { name: 'Colour 2' }).getByLabel('Colour 2 name').fill('Sand');
    const sand = page.getByRole('region', { name: 'Sand' });
    await sand.getByLabel('Primary colour').fill('#d8c8a8');
    await fillSizes(sand, 'Sand', sizes);
    await expect(page.getByText('$79.00')).toBeVisible();

    await page.screenshot({ path: testInfo.outputPath('editor-new.png'), fullPage: true });
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/\d+\?saved=1$/, SERVER_WORK);
    await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByLabel('Stock of XL in Sand')).toHaveValue('4');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('editor-saved.png'), fullPage: true });
    const editorUrl = page.url().replace(/\?.*$/, '');

    // The shopper finds it at once, by a misspelled word in the navbar search.
    await page.goto(storeUrl(store.slug, '/'));
    const box = await searchBox(page, testInfo);
    await box.fill(`${word.slice(0, 3)}i${word.slice(4).toLowerCase()}`);
    const result = page
      .getByRole('listbox', { name: 'Matching products' })
      .getByRole('option', { name: new RegExp(name) });
    await result.click(SERVER_WORK);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const oldUrl = page.url();
    expect(new URL(oldUrl).pathname).toBe(`/products/${word.toLowerCase()}-parka`);

    // The owner changes the address; the old link lands on the new one.
    await page.goto(editorUrl);
    const slug = page.getByLabel('Address (slug)');
    // The server's refusal shows beside the field: another product has this address.
    await slug.fill('team-tee');
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(slug).toHaveAccessibleDescription(
      /Another product of this store already uses this slug\./,
      SERVER_WORK,
    );
    await slug.fill(`${word.toLowerCase()}-winter-parka`);
    await expect(
      page.getByText(`The old address /products/${word.toLowerCase()}-parka will redirect`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Product saved' })).toBeVisible(
      SERVER_WORK,
    );
    await page.goto(oldUrl);
    await expect(page).toHaveURL(
      storeUrl(store.slug, `/products/${word.toLowerCase()}-winter-parka`),
    );
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, storeUrl, test } from './fixtures.ts';
import { addToCartButton, chooseColour, chooseSize, sizePicker } from './product-page.ts';

const isPhone = (page: Page) => page.viewportSize()!.width < 576;
const price = (page: Page) => page.getByTestId('product-price');
const size = (page: Page, name: string) => sizePicker(page).locator(`input[value="${name}"]`);

/** The pictures the gallery shows, in order (thumbnails on desktop, slides on a phone). */
async function galleryPictures(page: Page): Promise<string[]> {
  const pictures = isPhone(page)
    ? page.getByTestId('carousel-track').locator('img')
    : page.getByRole('list', { name: 'Product pictures' }).locator('img');
  const sources = await pictures.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''),
  );
  return sources.map((src) => src.split('/').pop()!);
}

test.describe('product page', () => {
  test('the first HTML holds the name, price and structured data', async ({ page }) => {
    const response = await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<h1 class="');
    expect(html).toContain('Classic Cotton Tee</h1>');
    expect(html).toContain('$18.00');
    expect(html).toContain(
      `<link rel="canonical" href="${storeUrl('acme', '/products/classic-cotton-tee')}"/>`,
    );
    await expect(page).toHaveTitle('Classic Cotton Tee | Acme');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'The everyday crew-neck tee, heavy enough to last and soft from the first wear.',
    );
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    // Sold in several colours: a ProductGroup, one Product with its own offer per colour.
    const product = blocks.find((block) => block['@type'] === 'ProductGroup');
    expect(product).toMatchObject({
      name: 'Classic Cotton Tee',
      brand: { name: 'Gildan' },
      aggregateRating: { ratingValue: 4.3, reviewCount: 55 },
    });
    expect(product.hasVariant[0]).toMatchObject({
      '@type': 'Product',
      color: 'Black',
      offers: { price: '18.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('shows rating, decoration methods, colours sorted and the thumbnail’s variant first', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products/performance-polo'));
    await expect(page.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(page.getByText('(111 reviews)')).toBeVisible();
    const colours = page.getByRole('group', { name: /^Color/ }).getByRole('radio');
    expect(
      await colours.evaluateAll((radios) => radios.map((r) => r.getAttribute('aria-label'))),
    ).toEqual(['Black', 'Navy', 'Royal']);
    // The thumbnail shows Royal, so the page opens on Royal rather than the first colour.
    await expect(page.getByRole('radio', { name: 'Royal' })).toBeChecked();
    expect((await galleryPictures(page))[0]).toBe('royal-front.webp');
  });

  test('a new colour resets the size and rebuilds pictures and price', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked();
    expect(await galleryPictures(page)).toEqual([
      'black-front.webp',
      'black-rear.webp',
      'detail.webp',
    ]);
    await expect(price(page)).toHaveText('$18.00');
    await chooseSize(page, '2XL');
    await expect(price(page)).toHaveText('$20.00');

    await chooseColour(page, 'Forest');
    await expect(page.getByText('Color: Forest')).toBeVisible();
    await expect(size(page, '2XL')).not.toBeChecked();
    await expect(price(page)).toHaveText('$18.00');
    expect(await galleryPictures(page)).toEqual([
      'forest-front.webp',
      'forest-rear.webp',
      'detail.webp',
    ]);
  });

  test('sizes come in §9 order; a sold-out size or too many says Out of Stock', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    const sizes = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
    expect(
      await sizes.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);

    await chooseSize(page, '3XL'); // black 3XL is sold out
    await expect(addToCartButton(page)).toHaveText('Out of Stock');
    await expect(addToCartButton(page)).toBeDisabled();
    await chooseSize(page, 'M');
    await expect(addToCartButton(page)).toHaveText('Add to Cart');
    await expect(addToCartButton(page)).toBeEnabled();

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(page.getByRole('button', { name: 'One less' })).toBeDisabled();
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(quantity).toHaveValue('2');
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await quantity.fill('100000');
    await expect(addToCartButton(page)).toHaveText('Out of Stock');
  });

  test('picks the only size of a variant by itself', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/yeti-rambler-20-oz'));
    await expect(size(page, 'One Size')).toBeChecked();
    await chooseColour(page, 'Navy');
    await expect(size(page, 'One Size')).toBeChecked();
  });

  test('Add to Cart asks for a size and for the required fields', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/custom-name-jersey'));
    await expect(page.getByText('Please select a size!')).toHaveCount(0);
    await addToCartButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Please select a size!');
    const name = page.getByRole('textbox', { name: 'Name on back' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Name on back is required')).toBeVisible();
    await expect(page.getByText('Number is required')).toBeVisible();
    await expect(page.getByText('Note to the printer is required')).toHaveCount(0);

    await name.fill('MORGAN');
    await page.getByRole('textbox', { name: 'Number' }).fill('7');
    await chooseSize(page, 'L');
    await expect(page.getByText('Name on back is required')).toHaveCount(0);
    await expect(page.getByText('Please select a size!')).toHaveCount(0);
  });

  test('Add to Cart puts the item in the cart and says so', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    await chooseColour(page, 'Navy');
    await chooseSize(page, 'M');
    await page.getByRole('button', { name: 'One more' }).click();
    await addToCartButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Item added to cart' });
    await expect(dialog).toBeVisible();
    if (!isPhone(page)) expect((await dialog.boundingBox())!.width).toBe(400);
    await expect(dialog).toContainText('Classic Cotton Tee');
    await expect(dialog).toContainText('Navy · M · × 2');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // Continue Shopping closes it and starts again from one item.
    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

    await addToCartButton(page).click();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Go To Checkout' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/cart'));
  });

  test('warns when a product may not be sold and keeps Add to Cart off', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/eco-bamboo-tumbler'));
    await expect(
      page.getByText('This product is not available due to library approval!'),
    ).toBeVisible();
    await expect(addToCartButton(page)).toBeDisabled();
    await page.goto(storeUrl('acme', '/products/vintage-wash-tee'));
    await expect(page.getByText('This product is not approved for sale!')).toBeVisible();
    await expect(addToCartButton(page)).toBeDisabled();
  });

  test('a gift card takes an amount or a custom one, a recipient and a short note', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products/acme-gift-card'));
    await expect(page.getByRole('group', { name: /^Color/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Size Guide' })).toHaveCount(0);
    await addToCartButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Please select amount');
    await expect(page.getByText("Please enter the recipient's e-mail address.")).toBeVisible();

    await chooseSize(page, '$50');
    await expect(price(page)).toHaveText('$50.00');
    await page.getByRole('textbox', { name: "Recipient's e-mail" }).fill('sam@acme.test');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A custom amount replaces the listed ones: dollars, at least 1.
    await page.getByRole('checkbox', { name: 'Choose my own amount' }).check();
    await expect(size(page, '$50')).toBeDisabled();
    await expect(size(page, '$50')).not.toBeChecked();
    const amount = page.getByRole('spinbutton', { name: 'Amount in dollars' });
    await addToCartButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a valid gift card amount!');
    await amount.fill('0');
    await expect(page.getByRole('alert')).toContainText('Please enter a valid gift card amount!');
    // At most the store's limit ($1,000 unless it sets another), said at the field as typed.
    await amount.fill('21474836.47');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      'The gift card amount can be at most $1,000.00.',
    );
    await amount.fill('40');
    await expect(price(page)).toHaveText('$40.00');
    await expect(amount).not.toHaveAttribute('aria-invalid');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const note = page.getByRole('textbox', { name: 'Note (optional)' });
    await note.fill('Happy birthday!');
    await expect(page.getByText('15/100')).toBeVisible();
    await note.fill('x'.repeat(120));
    await expect(note).toHaveValue('x'.repeat(100));
    await expect(page.getByText('100/100')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Choose my own amount' }).uncheck();
    await expect(amount).toHaveCount(0);
    await expect(size(page, '$50')).toBeEnabled();
    await expect(page.getByRole('alert')).toContainText('Please select amount');
  });

  test('the details show 4 bullets or 25 words until expanded', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/performance-polo'));
    const details = page.getByRole('region', { name: 'Product details' });
    await expect(details.getByRole('listitem')).toHaveCount(4);
    await details.getByRole('button', { name: 'Show more' }).click();
    await expect(details.getByRole('listitem')).toHaveCount(5);
    await details.getByRole('button', { name: 'Show less' }).click();
    await expect(details.getByRole('listitem')).toHaveCount(4);

    await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    const text = (await details.locator('p').first().textContent())!;
    expect(text.endsWith('…')).toBe(true);
    expect(text.slice(0, -1).split(' ')).toHaveLength(25);
    await details.getByRole('button', { name: 'Show more' }).click();
    await expect(details.getByRole('listitem')).toHaveCount(5);
  });

  test('the size guide dialog shows a table per size group, or says there is none', async ({
    page,
  }) => {
    await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    await page.getByRole('button', { name: 'Size Guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await expect(dialog).toBeVisible();
    if (!isPhone(page)) expect((await dialog.boundingBox())!.width).toBe(750);
    await expect(dialog.getByRole('table')).toHaveCount(2);
    await expect(dialog.locator('caption')).toHaveText(['Chest width (in)', 'Body length (in)']);
    await expect(dialog.getByRole('table').first().getByRole('columnheader')).toHaveText([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      '2XL',
      '3XL',
      '4XL',
    ]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await page.goto(storeUrl('acme', '/products/yeti-rambler-20-oz'));
    await page.getByRole('button', { name: 'Size Guide' }).click();
    await expect(page.getByRole('dialog', { name: 'Size Guide' })).toContainText(
      "We don't have specific sizing information for this product right now. Contact us—we're happy to help you find the perfect fit.",
    );
  });

  test.describe('on a desktop', () => {
    test.skip(({ page }) => isPhone(page), 'thumbnails and zoom from 576 px');

    test('thumbnails change the main picture, which zooms in steps of 0.1 from 0.5 to 1.5', async ({
      page,
    }) => {
      await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
      const main = page.getByTestId('main-image');
      await page.getByRole('button', { name: 'Show picture 2' }).click();
      await expect(main).toHaveAttribute('src', /black-rear\.webp$/);

      await page.getByRole('button', { name: 'Enlarge picture' }).click();
      const preview = page.getByRole('dialog', { name: 'Picture preview' });
      const picture = preview.getByTestId('preview-image');
      await expect(picture).toHaveAttribute('src', /black-rear\.webp$/);
      await expect(preview.locator('output')).toHaveText('100%');
      const zoomIn = preview.getByRole('button', { name: 'Zoom in' });
      const zoomOut = preview.getByRole('button', { name: 'Zoom out' });
      await zoomIn.click();
      await expect(picture).toHaveAttribute('data-scale', '1.1');
      for (let i = 0; i < 4; i++) await zoomIn.click();
      await expect(preview.locator('output')).toHaveText('150%');
      await expect(zoomIn).toBeDisabled();
      await expect(picture).toHaveCSS('transform', 'matrix(1.5, 0, 0, 1.5, 0, 0)');
      for (let i = 0; i < 10; i++) await zoomOut.click();
      await expect(preview.locator('output')).toHaveText('50%');
      await expect(zoomOut).toBeDisabled();
      await page.keyboard.press('Escape');
      await expect(preview).toBeHidden();
    });
  });

  test.describe('on a phone', () => {
    test.skip(({ page }) => !isPhone(page), 'the carousel shows under 576 px');

    test('swiping past 50 px moves round the pictures; a short drag does not', async ({ page }) => {
      await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
      await expect(page.getByTestId('main-image')).toBeHidden();
      const position = page.getByTestId('carousel-position');
      await expect(position).toHaveText('Picture 1 of 3');
      // Swiped before hydration, the track has no touch handlers yet and stays put.
      await page.waitForLoadState('networkidle');
      const box = (await page.getByTestId('carousel-track').boundingBox())!;
      const y = box.y + 100;
      const cdp = await page.context().newCDPSession(page);
      const swipe = async (from: number, to: number) => {
        const point = (x: number) => [{ x, y }];
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchStart',
          touchPoints: point(from),
        });
        for (let step = 1; step <= 5; step++) {
          const x = from + ((to - from) * step) / 5;
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x) });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };

      await swipe(300, 220); // 80 px left
      await expect(position).toHaveText('Picture 2 of 3');
      await swipe(200, 240); // 40 px: too short
      await expect(position).toHaveText('Picture 2 of 3');
      await swipe(100, 200); // right, back to the first
      await expect(position).toHaveText('Picture 1 of 3');
      await swipe(100, 200); // right again wraps round to the last
      await expect(position).toHaveText('Picture 3 of 3');
      await swipe(300, 200); // left from the last wraps to the first
      await expect(position).toHaveText('Picture 1 of 3');

      await page.getByRole('button', { name: 'Next picture' }).click();
      await expect(position).toHaveText('Picture 2 of 3');
    });
  });

  test('passes axe', async ({ page }) => {
    await page.goto(storeUrl('acme', '/products/classic-cotton-tee'));
    await expectNoSeriousViolations(page);
  });
});

test.describe('a product that does not exist', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('answers 404 with Product Not Found and 3 similar products', async ({ page }) => {
    const response = await page.goto(storeUrl('acme', '/products/no-such-product'));
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Product Not Found | Acme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!');
    await expect(page.getByText('Product Not Found')).toBeVisible();
    const similar = page.getByRole('region', { name: 'Check out these similar products' });
    await expect(similar.getByRole('link')).toHaveCount(3);
    await page.getByRole('link', { name: 'Go To Products' }).click();
    await expect(page).toHaveURL(storeUrl('acme', '/products'));
  });
});

import { expect, type Page } from '@playwright/test';

type Size = { size: string; quantity: number; price: number };
type Variant = { color: string | null; product_variant_sizes: Size[] };
type Product = { product_variants: Variant[] };

export const addToCartButton = (page: Page) =>
  page.getByRole('button', { name: /Add to Cart|Out of Stock|Max\. Qty Allowed/ });
export const sizePicker = (page: Page) => page.getByRole('radiogroup', { name: /^(Size|Amount)$/ });
export const chooseSize = (page: Page, name: string) =>
  sizePicker(page)
    .locator('label', { has: page.locator(`input[value="${name}"]`) })
    .click();
export const chooseColour = (page: Page, name: string) =>
  page.locator(`label[title="${name}"]`).click();

/**
 * Of the sizes at the product's lowest price (the totals tests expect), the one with the most
 * stock, so tests running in parallel never run one out.
 */
async function roomiestChoice(page: Page, slug: string): Promise<{ color: string; size: string }> {
  return page.evaluate(async (slug) => {
    const json = async (path: string) =>
      ((await (await fetch(`/api${path}`)).json()) as { data: unknown }).data;
    const store = (await json('/storefronts/get-by-url')) as { id: number };
    const product = (await json(`/storefronts/${store.id}/storefront-products/${slug}`)) as Product;
    const choices = product.product_variants.flatMap((v) =>
      v.product_variant_sizes.map((s) => [v, s] as const),
    );
    const lowest = Math.min(...choices.map(([, s]) => s.price));
    const [variant, size] = choices
      .filter(([, s]) => s.price === lowest)
      .sort((a, b) => b[1].quantity - a[1].quantity)[0]!;
    return { color: variant.color ?? '', size: size.size };
  }, slug);
}

/**
 * Buys like a shopper: opens the product page, picks a colour and size, sets the quantity,
 * presses Add to Cart and continues shopping from the 'Item added to cart' dialog. `base`: the
 * store's address, for a store other than the test's own.
 */
export async function addToCart(page: Page, slug: string, quantity = 1, base = ''): Promise<void> {
  await page.goto(`${base}/products/${slug}`);
  const { color, size } = await roomiestChoice(page, slug);
  if (color && (await page.locator(`label[title="${color}"]`).count()) > 0) {
    await chooseColour(page, color);
  }
  await chooseSize(page, size);
  for (let i = 1; i < quantity; i++) await page.getByRole('button', { name: 'One more' }).click();
  await addToCartButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Item added to cart' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(dialog).toBeHidden();
}

import type { Page } from '@playwright/test';

type Size = { id: number; size: string; quantity: number };
type Variant = { id: number; color: string | null; product_variant_sizes: Size[] };
type Product = { id: number; product_variants: Variant[] };

/**
 * Puts a product into the page's cart through the cart API, from the page itself so the API's
 * `cart_id` cookie lands in the browser. Picks the colour and size with the most stock, so tests
 * running in parallel never run a size out. Stands in for the product page's Add to Cart.
 */
export async function addToCart(page: Page, slug: string, quantity = 1): Promise<void> {
  const status = await page.evaluate(
    async ({ slug, quantity }) => {
      const json = async (path: string, init?: RequestInit) =>
        (await fetch(`/api${path}`, init)).json() as Promise<{ data: unknown }>;
      const store = (await json('/storefronts/get-by-url')).data as { id: number };
      const product = (await json(`/storefronts/${store.id}/storefront-products/${slug}`))
        .data as Product;
      const [variant, size] = product.product_variants
        .flatMap((v) => v.product_variant_sizes.map((s) => [v, s] as const))
        .sort((a, b) => b[1].quantity - a[1].quantity)[0]!;
      const response = await fetch(`/api/storefronts/${store.id}/cart/lines`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          product_id: product.id,
          product_variant_id: variant.id,
          product_size_id: size.id,
          quantity,
        }),
      });
      return response.status;
    },
    { slug, quantity },
  );
  if (status !== 201) throw new Error(`Adding ${slug} to the cart answered ${status}`);
}

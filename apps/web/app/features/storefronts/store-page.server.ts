import {
  CategoryResponse,
  parseSection,
  PRODUCT_LIST_RELATIONS,
  ProductListResponse,
  productListSearch,
  type ProductSummary,
  type ProductsListContent,
  type Section,
  type StorefrontPage,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore, pricesHidden } from '../../lib/session.server.ts';
import type { ParsedPage } from './store-page.tsx';

/**
 * The store page `pick` chooses, with what its product sections show; null when there is none.
 * Sections are parsed here, on the server, so the page's JavaScript carries no schemas.
 */
export async function loadStorePage(
  context: AppLoadContext,
  pick: (pages: StorefrontPage[]) => StorefrontPage | undefined,
) {
  const store = await getStore(context);
  const picked = pick(store.pages);
  if (!picked) return null;
  const sections = picked.sections.flatMap((section) => parseSection(section) ?? []);
  const page: ParsedPage = { ...picked, sections };
  return {
    page,
    products: await loadPageProducts(context, store.id, sections),
    hidePrices: await pricesHidden(context, store),
  };
}

/** Products of each PRODUCTS_LIST section of a page, by section id. */
async function loadPageProducts(
  context: AppLoadContext,
  storeId: number,
  sections: Section[],
): Promise<Record<string, ProductSummary[]>> {
  const lists = sections.flatMap((section) =>
    section.component === 'PRODUCTS_LIST' ? [section] : [],
  );
  const loaded = await Promise.all(
    lists.map(async ({ id, content }) => [id, await sectionProducts(context, storeId, content)]),
  );
  return Object.fromEntries(loaded);
}

/** A failed list shows the section's empty text (§8: the list stops loading). */
async function sectionProducts(
  context: AppLoadContext,
  storeId: number,
  content: ProductsListContent,
): Promise<ProductSummary[]> {
  try {
    const categories = content.categorySlug
      ? [await categoryId(context, storeId, content.categorySlug)]
      : [];
    const search = productListSearch({
      rows: content.productsToShow,
      product_categories: categories,
      relations: [...PRODUCT_LIST_RELATIONS],
    });
    const { data } = await apiJson(
      context,
      `/storefronts/${storeId}/storefront-products?${search}`,
      ProductListResponse,
    );
    return data.data;
  } catch (error) {
    // A private store refuses a visitor not let in yet; the root loader sends them to the gate.
    const refused = error instanceof ApiFailure && (error.status === 401 || error.status === 403);
    if (!refused) console.error('products list section', error);
    return [];
  }
}

async function categoryId(context: AppLoadContext, storeId: number, slug: string) {
  const { data } = await apiJson(
    context,
    `/storefronts/${storeId}/product-categories/slug/${encodeURIComponent(slug)}`,
    CategoryResponse,
  );
  return data.id;
}

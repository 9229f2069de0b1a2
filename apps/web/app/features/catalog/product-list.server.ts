import {
  categoriesBySlug,
  productListParams,
  productListSearch,
  readProductListState,
  storeDefaultSort,
  sortOptionOf,
  BrandsResponse,
  CategoryTreeResponse,
  ProductListResponse,
  type ProductCategory,
  type Storefront,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { apiJson } from '../../lib/api.server.ts';
import { pricesHidden } from '../../lib/session.server.ts';

/** The store's list settings a list page needs in the browser. */
export function listSettings(store: Storefront, hidePrices: boolean) {
  return {
    productsPerRow: store.settings.productsPerRow,
    defaultSort: sortOptionOf(storeDefaultSort(store.settings.sortBy))?.id ?? null,
    hidePrices,
  };
}
export type ListSettings = ReturnType<typeof listSettings>;

/**
 * A product list page's data from its URL (§7 calls): the page of products, and the category tree
 * and brands its filters offer. A category page passes its category, whose sub-categories are
 * then the category filter.
 */
export async function loadProductList(
  context: AppLoadContext,
  request: Request,
  store: Storefront,
  category?: ProductCategory,
) {
  const state = readProductListState(new URL(request.url).searchParams);
  const [tree, brands] = await Promise.all([
    category
      ? category.sub_categories
      : apiJson(
          context,
          `/storefronts/${store.id}/has-products/product-categories`,
          CategoryTreeResponse,
        ).then((body) => body.data),
    category
      ? []
      : apiJson(context, `/brands/colors?storefront_id=${store.id}`, BrandsResponse).then(
          (body) => body.data.brands,
        ),
  ]);
  const params = productListParams(state, {
    rows: store.settings.productsPerPage,
    categories: categoriesBySlug(tree),
    categoryId: category?.id,
  });
  const { data: page } = await apiJson(
    context,
    `/storefronts/${store.id}/storefront-products?${productListSearch(params)}`,
    ProductListResponse,
  );
  return {
    state,
    page,
    categories: tree,
    brands,
    settings: listSettings(store, await pricesHidden(context, store)),
  };
}
export type ProductListData = Awaited<ReturnType<typeof loadProductList>>;

import {
  PRODUCT_LIST_RELATIONS,
  productListSearch,
  ProductListResponse,
  SIMILAR_PRODUCTS,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { apiJson } from '../../lib/api.server.ts';
import { getStore, pricesHidden } from '../../lib/session.server.ts';

/** Products to offer in place of a missing one; a failure is only logged (§8). */
export async function loadSimilarProducts(context: AppLoadContext) {
  try {
    const store = await getStore(context);
    const search = productListSearch({
      rows: SIMILAR_PRODUCTS,
      relations: [...PRODUCT_LIST_RELATIONS],
    });
    const { data } = await apiJson(
      context,
      `/storefronts/${store.id}/storefront-products?${search}`,
      ProductListResponse,
    );
    return { products: data.data, hidePrices: await pricesHidden(context, store) };
  } catch (error) {
    console.error('similar products', error);
    return { products: [], hidePrices: false };
  }
}

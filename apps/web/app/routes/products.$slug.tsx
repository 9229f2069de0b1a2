import {
  absoluteUrl,
  breadcrumbJsonLd,
  productGroupJsonLd,
  productJsonLd,
  productMetaDescription,
  ProductDetailResponse,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  redirect,
  useFetcher,
  useLocation,
  useRouteError,
} from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs.tsx';
import { NotFound } from '../features/not-found/not-found.tsx';
import { loadSimilarProducts } from '../features/not-found/similar-products.server.ts';
import { ProductDetail, type AddToCartResult } from '../features/catalog/product-detail.tsx';
import { ApiFailure, apiJson } from '../lib/api.server.ts';
import { metaTranslator, pageMeta } from '../lib/meta.ts';
import { useGifting, useStore } from '../root.tsx';
import { getStore, pricesHidden } from '../lib/session.server.ts';
import type { Route } from './+types/products.$slug';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const product = await apiJson(
    context,
    `/storefronts/${store.id}/storefront-products/${encodeURIComponent(params.slug)}`,
    ProductDetailResponse,
  ).then(
    (body) => body.data,
    async (error: unknown) => {
      // A real 404 with the missing-product page and its similar products (§2, decision 0003).
      if (error instanceof ApiFailure && error.status === 404) {
        throw data({ similar: await loadSimilarProducts(context) }, { status: 404 });
      }
      // The owner renamed the product: its old address points to the new one for good.
      if (error instanceof ApiFailure && error.status === 301 && error.location) {
        const slug = error.location.slice(error.location.lastIndexOf('/') + 1);
        throw redirect(`/products/${slug}${new URL(request.url).search}`, 301);
      }
      throw error;
    },
  );
  const origin = new URL(request.url).origin;
  return {
    product,
    hidePrices: await pricesHidden(context, store),
    origin,
    canonical: `${origin}/products/${product.slug}`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta(matches, t('NOT_FOUND.productNotFound'));
  const { product, origin, canonical, hidePrices } = loaderData;
  const image = product.product_thumbnail?.full_path;
  return pageMeta(matches, product.name, {
    description: productMetaDescription(product),
    canonical,
    type: 'product',
    image: image ? absoluteUrl(origin, image) : undefined,
    jsonLd: [
      (new Set(product.product_variants.map((v) => v.color)).size > 1
        ? productGroupJsonLd
        : productJsonLd)(product, { url: canonical, origin, showPrice: !hidePrices }),
      breadcrumbJsonLd([
        { name: t('CATALOG.products'), url: `${origin}/products` },
        { name: product.name, url: canonical },
      ]),
    ],
  });
}

/** A product's page (§2 Product detail); a card's chosen colour comes as navigation state. */
export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, hidePrices } = loaderData;
  const gifting = useGifting();
  const store = useStore();
  const location = useLocation();
  const stateVariantId = (location.state as { variantId?: number } | null)?.variantId ?? null;
  const cart = useFetcher<AddToCartResult>();
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: t('CATALOG.products'), to: '/products' },
          { label: product.name, to: `/products/${product.slug}` },
        ]}
      />
      <ProductDetail
        // Another product, or the same one reached with another colour, starts afresh.
        key={`${product.id}:${location.key}`}
        product={product}
        hidePrices={hidePrices}
        giftCardAmountMaxCents={store.gift_card_amount_max_cents}
        giftingMode={gifting !== null}
        stateVariantId={stateVariantId}
        onAdd={(line) =>
          void cart.submit(line, {
            method: 'post',
            action: '/cart/add',
            encType: 'application/json',
          })
        }
        adding={cart.state !== 'idle'}
        added={cart.data}
      />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const similar = (error.data as { similar?: Parameters<typeof NotFound>[0]['similar'] } | null)
      ?.similar;
    return <NotFound similar={similar ?? { products: [], hidePrices: false }} />;
  }
  return <p className="px-6 py-16 text-center text-gray-600">{t('PRODUCT.loadFailed')}</p>;
}

import type { ProductDetail, ProductVariantDetail } from './catalog.ts';
import { descriptionText } from './product-detail.ts';

type JsonLd = Record<string, unknown>;

/** Absolute URL of a path on the store's origin ("/media/a.webp" → "https://shop.test/media/a.webp"). */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The meta description of a product: its short description, else its description's text. */
export function productMetaDescription(
  product: Pick<ProductDetail, 'short_description' | 'description'>,
): string {
  return product.short_description.trim() || descriptionText(product.description);
}

/**
 * schema.org `Product` of a product page, with its offer (left out when the store hides prices)
 * and its rating when it has reviews.
 */
export function productJsonLd(
  product: ProductDetail,
  page: { url: string; origin: string; showPrice: boolean },
): JsonLd {
  const images = [
    product.product_thumbnail?.full_path,
    ...product.product_variants.map((variant) => variant.variant_thumbnail?.full_path),
  ].filter((path): path is string => !!path);
  const inStock =
    product.is_gift_card ||
    product.product_variants.some((v) => v.product_variant_sizes.some((s) => s.quantity > 0));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: productMetaDescription(product),
    sku: String(product.id),
    url: page.url,
    image: [...new Set(images)].map((path) => absoluteUrl(page.origin, path)),
    ...(product.brand && { brand: { '@type': 'Brand', name: product.brand } }),
    ...(page.showPrice && {
      offers: {
        '@type': 'Offer',
        url: page.url,
        price: (product.final_price / 100).toFixed(2),
        priceCurrency: product.currency.toUpperCase(),
        availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      },
    }),
    ...(product.reviews_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.reviews_rate_average,
        reviewCount: product.reviews_count,
      },
    }),
  };
}

/**
 * schema.org `ProductGroup` of a product sold in several colours: one `Product` per colour with
 * its own pictures and offer (its lowest size price, in stock when any size is), no offers when
 * the store hides its prices. A product in one colour is a `Product` (productJsonLd).
 */
export function productGroupJsonLd(
  product: ProductDetail,
  page: { url: string; origin: string; showPrice: boolean },
): JsonLd {
  const { offers: _offers, sku: _sku, ...group } = productJsonLd(product, page);
  return {
    ...group,
    '@type': 'ProductGroup',
    productGroupID: String(product.id),
    variesBy: ['https://schema.org/color'],
    hasVariant: product.product_variants.map((variant) => variantJsonLd(product, variant, page)),
  };
}

function variantJsonLd(
  product: ProductDetail,
  variant: ProductVariantDetail,
  page: { url: string; origin: string; showPrice: boolean },
): JsonLd {
  const sizes = variant.product_variant_sizes;
  const images = [
    variant.variant_thumbnail?.full_path,
    ...variant.variant_images.map((i) => i.full_path),
  ]
    .filter((path): path is string => !!path)
    .map((path) => absoluteUrl(page.origin, path));
  const lowest = sizes.length ? Math.min(...sizes.map((size) => size.price)) : product.final_price;
  return {
    '@type': 'Product',
    name: `${product.name} – ${variant.color}`,
    sku: `${product.id}-${variant.id}`,
    color: variant.color,
    ...(images.length > 0 && { image: [...new Set(images)] }),
    ...(page.showPrice && {
      offers: {
        '@type': 'Offer',
        url: page.url,
        price: (lowest / 100).toFixed(2),
        priceCurrency: product.currency.toUpperCase(),
        availability: `https://schema.org/${sizes.some((s) => s.quantity > 0) ? 'InStock' : 'OutOfStock'}`,
      },
    }),
  };
}

/** schema.org `BreadcrumbList` of the pages leading to this one. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** schema.org `Organization` behind the store: the company, its store's address, logo and profiles. */
export function organizationJsonLd(company: {
  name: string;
  url: string;
  logo?: string;
  sameAs: string[];
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: company.url,
    ...(company.logo && { logo: company.logo }),
    ...(company.sameAs.length > 0 && { sameAs: company.sameAs }),
  };
}

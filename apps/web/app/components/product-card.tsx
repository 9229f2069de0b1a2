import {
  cardSwatches,
  formatMoney,
  type ProductSummary,
  type ProductVariantSummary,
} from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MediaImage, pictureLoading, type PicturePriority } from './media-image.tsx';
import { placeholderKind, ProductPlaceholder } from './product-placeholder.tsx';
import { Swatch } from './swatch.tsx';

/** A card's width in the grids: a column of 2 on phones, 3 from 920 px, up to 4 from 1200 px. */
const CARD_SIZES = '(min-width: 1200px) 25vw, (min-width: 920px) 33vw, 50vw';

/**
 * A product in a grid (§2): picture, name and price (unless the store hides prices), to its page;
 * below, up to 5 colour swatches then '+N'. A swatch shows that colour's picture and opens the
 * page on that colour; clicking it again goes back to the product's own picture. The kit page
 * opens its own product view (`to`) and marks cards (`badge`). Cards of the first screen load
 * their pictures at once (`priority`), the others when scrolled near.
 */
export function ProductCard({
  product,
  hidePrice,
  to = `/products/${product.slug}`,
  badge,
  priority = 'lazy',
}: {
  product: ProductSummary;
  hidePrice: boolean;
  to?: string;
  badge?: React.ReactNode;
  priority?: PicturePriority;
}) {
  const { i18n } = useTranslation();
  const [chosen, setChosen] = useState<ProductVariantSummary | null>(null);
  const picture = chosen?.variant_thumbnail?.full_path ?? product.product_thumbnail?.full_path;
  return (
    <div className="group/card">
      <Link
        to={to}
        state={chosen ? { variantId: chosen.id } : undefined}
        className="group block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
      >
        <div className="relative aspect-square overflow-hidden rounded-xl bg-gray-100">
          {picture ? (
            <MediaImage
              src={picture}
              sizes={CARD_SIZES}
              alt=""
              width={600}
              height={600}
              {...pictureLoading(priority)}
              className="size-full object-cover transition duration-300 group-hover:scale-105"
            />
          ) : (
            <ProductPlaceholder kind={placeholderKind(product)} />
          )}
          {badge}
        </div>
        <h3 className="mt-3 line-clamp-2 text-sm font-medium text-gray-900 group-hover:underline">
          {product.name}
        </h3>
        {hidePrice ? null : (
          <p className="mt-1 text-sm font-semibold text-gray-900">
            {formatMoney(product.final_price, product.currency, i18n.language)}
          </p>
        )}
      </Link>
      <CardSwatches
        variants={product.product_variants ?? []}
        chosen={chosen}
        onChoose={(variant) => setChosen((was) => (was?.id === variant.id ? null : variant))}
      />
    </div>
  );
}

type CardSwatchesProps = {
  variants: ProductVariantSummary[];
  chosen: ProductVariantSummary | null;
  onChoose: (variant: ProductVariantSummary) => void;
};

function CardSwatches({ variants, chosen, onChoose }: CardSwatchesProps) {
  const { t } = useTranslation();
  if (variants.length < 2) return null;
  const { shown, more } = cardSwatches(variants);
  return (
    <div role="group" aria-label={t('PRODUCT.colors')} className="mt-2 flex items-center gap-1">
      {shown.map((variant) => (
        <button
          key={variant.id}
          type="button"
          title={variant.color}
          aria-label={t('PRODUCT.showColor', { color: variant.color })}
          aria-pressed={chosen?.id === variant.id}
          onClick={() => onChoose(variant)}
          className="grid size-7 place-items-center rounded-full ring-1 ring-transparent transition hover:ring-gray-300 focus-visible:outline-2 focus-visible:outline-accent aria-pressed:ring-2 aria-pressed:ring-brand"
        >
          <Swatch
            primary={variant.primary_hex_color}
            secondary={variant.secondary_hex_color}
            className="size-5"
          />
        </button>
      ))}
      {more ? (
        <span className="pl-1 text-xs font-medium text-gray-600">
          <span aria-hidden="true">+{more}</span>
          <span className="sr-only">{t('PRODUCT.moreColors', { count: more })}</span>
        </span>
      ) : null}
    </div>
  );
}

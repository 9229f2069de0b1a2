import { SKELETONS, type ProductSummary } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { gridPriority } from '../../components/media-image.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';

type ProductGridProps = {
  products: ProductSummary[];
  /** settings.productsPerRow: the columns from 1200 px. */
  perRow: number;
  hidePrices: boolean;
  loading: boolean;
};

/**
 * Cards by the §9 breakpoints: the store's products per row from 1200 px, 3 below, 2 below 920
 * (phones too, 1 on the narrowest); 6 skeletons while the list loads.
 */
export function ProductGrid({ products, perRow, hidePrices, loading }: ProductGridProps) {
  const { t } = useTranslation();
  const columns = {
    '--per-row': `repeat(${perRow}, minmax(0, 1fr))`,
  } as React.CSSProperties;
  const grid =
    'grid grid-cols-1 gap-x-4 gap-y-8 min-[360px]:grid-cols-2 sm:gap-x-6 min-[920px]:grid-cols-3 min-[1200px]:grid-cols-(--per-row)';
  if (loading) {
    return (
      <div role="status" aria-label={t('CATALOG.loading')} className={grid} style={columns}>
        {Array.from({ length: SKELETONS.list }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label={t('CATALOG.products')} className={grid} style={columns}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            hidePrice={hidePrices}
            priority={gridPriority(index, 'high')}
          />
        </li>
      ))}
    </ul>
  );
}

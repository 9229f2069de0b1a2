import type { ProductSummary, ProductsListContent } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { gridPriority, type PicturePriority } from '../../components/media-image.tsx';
import { ProductCard } from '../../components/product-card.tsx';

/**
 * PRODUCTS_LIST section: its title over a grid of the products its loader fetched. Near the top
 * of the page (`priority` not lazy) its first row loads at once.
 */
export function ProductsListSection({
  content,
  products,
  hidePrices,
  priority,
}: {
  content: ProductsListContent;
  products: ProductSummary[];
  hidePrices: boolean;
  priority: PicturePriority;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {content.title ? (
        <h2 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {content.title}
        </h2>
      ) : null}
      {products.length ? (
        <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                hidePrice={hidePrices}
                priority={gridPriority(index, priority)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-500">
          {t('PAGES.noProducts')}
        </p>
      )}
    </div>
  );
}

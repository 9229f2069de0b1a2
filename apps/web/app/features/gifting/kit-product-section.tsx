import type { KitProduct } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { ProductCard } from '../../components/product-card.tsx';
import { CheckCircleIcon } from '../../components/ui/icons.tsx';
import type { KitSelection } from './kit-selection.ts';

type KitProductSectionProps = {
  id: string;
  title: string;
  products: KitProduct[];
  selection: KitSelection;
  listPath: string;
  hidePrices: boolean;
};

/** Kit products as cards (4 per row on desktop, 2 on phones); a card opens the product view. */
export function KitProductSection(props: KitProductSectionProps) {
  const { id, title, products, selection, listPath, hidePrices } = props;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold tracking-tight text-gray-900">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              hidePrice={hidePrices}
              to={`${listPath}&${new URLSearchParams({ product: product.slug })}`}
              badge={
                <KitBadges
                  required={product.product_kit_product.required}
                  chosen={selection.quantityOf(product.id)}
                />
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Required' at the picture's top left, how many are chosen at its bottom right. */
function KitBadges({ required, chosen }: { required: boolean; chosen: number }) {
  const { t } = useTranslation();
  const pill = 'absolute rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';
  return (
    <>
      {required ? (
        <span className={`${pill} top-2 left-2 bg-white text-gray-900`}>
          {t('GIFTING.required')}
        </span>
      ) : null}
      {chosen > 0 ? (
        <span
          className={`${pill} right-2 bottom-2 inline-flex items-center gap-1 bg-brand text-brand-foreground [&_svg]:size-3.5`}
        >
          <CheckCircleIcon />
          {t('GIFTING.chosen', { count: chosen })}
        </span>
      ) : null}
    </>
  );
}

import type { ProductSummary } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard } from '../../components/product-card.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';

type Similar = { products: ProductSummary[]; hidePrices: boolean };

/**
 * The not-found page of §2: 'There is nothing here' with a way home, or, for a missing product,
 * 'Product Not Found' with a way to the product list and similar products.
 */
export function NotFound({ similar }: { similar?: Similar }) {
  const { t } = useTranslation();
  const product = similar !== undefined;
  return (
    <>
      <section className="flex min-h-[50vh] flex-col items-center justify-center py-12 text-center">
        <h1 className="text-6xl font-extrabold tracking-tight text-brand-text sm:text-7xl">
          {t('NOT_FOUND.oops')}
        </h1>
        <p className="mt-4 text-xl text-gray-600">
          {t(product ? 'NOT_FOUND.productNotFound' : 'NOT_FOUND.nothingHere')}
        </p>
        <Link
          to={product ? '/products' : '/'}
          className={buttonVariants({ size: 'lg', className: 'mt-8' })}
        >
          {t(product ? 'NOT_FOUND.goToProducts' : 'NOT_FOUND.goToHome')}
        </Link>
      </section>
      {similar?.products.length ? <SimilarProducts {...similar} /> : null}
    </>
  );
}

function SimilarProducts({ products, hidePrices }: Similar) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="similar-products"
      className="mx-auto max-w-5xl border-t border-gray-200 py-10"
    >
      <h2 id="similar-products" className="text-2xl font-bold tracking-tight text-gray-900">
        {t('NOT_FOUND.similarProducts')}
      </h2>
      <p className="mt-1 text-gray-600">{t('NOT_FOUND.similarHint')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 sm:gap-x-6">
        {products.map((item) => (
          <li key={item.id}>
            <ProductCard product={item} hidePrice={hidePrices} />
          </li>
        ))}
      </ul>
    </section>
  );
}

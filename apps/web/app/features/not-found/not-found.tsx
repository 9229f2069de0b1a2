import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';

/**
 * The not-found page of §2: 'There is nothing here' with a way home, or, for a missing product,
 * 'Product Not Found' with a way to the product list.
 */
export function NotFound({ missing = 'page' }: { missing?: 'page' | 'product' }) {
  const { t } = useTranslation();
  const product = missing === 'product';
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center py-12 text-center">
      <h1 className="text-6xl font-extrabold tracking-tight text-brand sm:text-7xl">
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
  );
}

import { ADMIN_PRODUCT_PAGE_SIZES, type AdminProductListQuery } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useListUrl } from './list-url.ts';

/** Which products of how many, the page size, and the way to the pages before and after. */
export function ProductPager({
  query,
  total,
  shown,
  lastPage,
}: {
  query: AdminProductListQuery;
  total: number;
  shown: number;
  lastPage: number;
}) {
  const { t } = useTranslation('console');
  const hrefWith = useListUrl();
  const navigate = useNavigate();
  const perPageId = useId();
  const from = (query.page - 1) * query.per_page + 1;
  const link = (page: number, label: string, rel: string) => (
    <Link
      to={hrefWith({ page }, true)}
      rel={rel}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      {label}
    </Link>
  );
  return (
    <nav
      aria-label={t('products.pages')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700"
    >
      <p aria-live="polite">
        {shown
          ? t('products.showing', { from, to: from + shown - 1, total })
          : t('products.showingNone', { total })}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={perPageId}>{t('products.perPage')}</label>
        <select
          id={perPageId}
          value={query.per_page}
          onChange={(event) => void navigate(hrefWith({ per_page: event.target.value }))}
          className="h-8 rounded-md border border-gray-300 bg-white px-2"
        >
          {[...new Set([...ADMIN_PRODUCT_PAGE_SIZES, query.per_page])].map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {lastPage > 1 ? (
        <div className="flex items-center gap-2">
          {query.page > 1 ? link(query.page - 1, t('products.previous'), 'prev') : null}
          <span>{t('products.page', { page: query.page, pages: lastPage })}</span>
          {query.page < lastPage ? link(query.page + 1, t('products.next'), 'next') : null}
        </div>
      ) : null}
    </nav>
  );
}

import {
  PRODUCT_STATUSES,
  STOCK_STATES,
  type AdminProductFacets,
  type AdminProductListQuery,
} from '@storefront/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useListUrl } from './list-url.ts';

const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-2 text-sm sm:w-auto';

/** Search (as the owner types, kept in the URL) and the filters, each applied when chosen. */
export function ProductToolbar({
  query,
  facets,
}: {
  query: AdminProductListQuery;
  facets: AdminProductFacets;
}) {
  const { t } = useTranslation('console');
  const hrefWith = useListUrl();
  const navigate = useNavigate();
  const searchId = useId();
  const [search, setSearch] = useState(query.search);
  const settled = useDebouncedValue(search, 300);
  useEffect(() => {
    if (settled.trim() !== query.search)
      void navigate(hrefWith({ search: settled.trim() }), { replace: true });
    // Only typing navigates; a link that changes the URL's search keeps its own value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  useEffect(() => {
    // Back, forward or a cleared search: the box shows what the URL says.
    if (query.search !== settled.trim()) setSearch(query.search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.search]);
  const choose = (key: string) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    void navigate(hrefWith({ [key]: event.target.value }));
  const filtered = query.status || query.category_id || query.brand || query.stock;
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 flex flex-col gap-2 lg:flex-row lg:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(hrefWith({ search: search.trim() }));
      }}
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={searchId} className="sr-only">
          {t('products.search')}
        </label>
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-500"
        />
        <input
          id={searchId}
          type="search"
          name="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('products.searchPlaceholder')}
          className={`${inputClass} pl-10`}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <select
          aria-label={t('products.filters.status')}
          value={query.status ?? ''}
          onChange={choose('status')}
          className={selectClass}
        >
          <option value="">{t('products.filters.anyStatus')}</option>
          {PRODUCT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`products.status.${status}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('products.filters.category')}
          value={query.category_id ?? ''}
          onChange={choose('category_id')}
          className={selectClass}
        >
          <option value="">{t('products.filters.anyCategory')}</option>
          {facets.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {'\u00a0\u00a0'.repeat(category.depth) + category.name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('products.filters.brand')}
          value={query.brand ?? ''}
          onChange={choose('brand')}
          className={selectClass}
        >
          <option value="">{t('products.filters.anyBrand')}</option>
          {facets.brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
        <select
          aria-label={t('products.filters.stock')}
          value={query.stock ?? ''}
          onChange={choose('stock')}
          className={selectClass}
        >
          <option value="">{t('products.filters.anyStock')}</option>
          {STOCK_STATES.map((stock) => (
            <option key={stock} value={stock}>
              {t(`products.stock.${stock}`)}
            </option>
          ))}
        </select>
        {filtered ? (
          <Link
            to={hrefWith({ status: '', category_id: '', brand: '', stock: '' })}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            {t('products.filters.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

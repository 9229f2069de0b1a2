import { hasListFilters } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { ListFilters, type FilterChoice } from './list-filters.tsx';
import { ListSearch } from './list-search.tsx';
import { MobileFilters } from './mobile-filters.tsx';
import { Paginator } from './paginator.tsx';
import { ProductGrid } from './product-grid.tsx';
import type { ProductListData } from './product-list.server.ts';
import { SortSelect } from './sort-select.tsx';
import { useListNavigation } from './use-list-navigation.ts';

type CatalogPageProps = {
  heading: string;
  /** Above the heading, e.g. breadcrumbs. */
  before?: React.ReactNode;
  data: ProductListData;
};

/**
 * A product list page (§2): search, sort, filters (an accordion beside the grid from 768 px, a
 * bottom sheet below), the grid and the paginator; everything the shopper picks lives in the URL.
 */
export function CatalogPage({ heading, before, data }: CatalogPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, page, categories, brands, settings } = data;
  const list = useListNavigation(state);
  const { shown } = list;
  const choice: FilterChoice = { categories: shown.categories, brands: shown.brands };
  const filterable = categories.length > 0 || brands.length > 0;
  const narrowed = hasListFilters(state) || state.search !== '';

  return (
    <div>
      {before}
      <header className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{heading}</h1>
        <p className="text-sm text-gray-500" aria-live="polite">
          {state.search ? `${t('CATALOG.resultsFor', { search: state.search })} · ` : null}
          {t('CATALOG.productCount', { count: page.total })}
        </p>
      </header>
      <div
        className={cn(
          filterable &&
            'filters:grid filters:grid-cols-[14rem_minmax(0,1fr)] filters:gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10',
        )}
      >
        {filterable ? (
          <aside aria-label={t('CATALOG.filters')} className="hidden filters:block">
            <div className="sticky top-32">
              <h2 className="sr-only">{t('CATALOG.filters')}</h2>
              <ListFilters
                categories={categories}
                brands={brands}
                choice={choice}
                onChange={(change) => list.change(change)}
              />
            </div>
          </aside>
        ) : null}
        <div className="min-w-0">
          <div className="mb-6 flex flex-wrap items-center gap-3">
            <ListSearch
              value={state.search}
              onSearch={(search, options) => list.change({ search }, options)}
              className="w-full sm:w-auto sm:min-w-64 sm:flex-1"
            />
            {filterable ? (
              <MobileFilters
                categories={categories}
                brands={brands}
                choice={choice}
                onApply={(change) => list.change(change)}
              />
            ) : null}
            <div className="ml-auto">
              <SortSelect
                value={shown.sort ?? (shown.search ? null : settings.defaultSort)}
                searching={shown.search !== ''}
                onChange={(sort) => list.change({ sort })}
              />
            </div>
          </div>
          {/* The cards' <h3> names sit under a heading of their own (heading order). */}
          <h2 className="sr-only">{t('CATALOG.resultsHeading')}</h2>
          {page.data.length || list.loading ? (
            <ProductGrid
              products={page.data}
              perRow={settings.productsPerRow}
              hidePrices={settings.hidePrices}
              loading={list.loading}
            />
          ) : (
            <div className="rounded-2xl border border-dashed border-gray-300 px-6 py-16 text-center">
              <p className="text-gray-600">{t('CATALOG.empty')}</p>
              {narrowed ? (
                <Link
                  to={pathname}
                  className="mt-4 inline-block text-sm font-medium text-brand-text underline-offset-4 hover:underline"
                >
                  {t('CATALOG.clearFilters')}
                </Link>
              ) : null}
            </div>
          )}
          <div className="mt-10">
            <Paginator page={state.page} lastPage={page.last_page} hrefOfPage={list.hrefOfPage} />
          </div>
        </div>
      </div>
    </div>
  );
}

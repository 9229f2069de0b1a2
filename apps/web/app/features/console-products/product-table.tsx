import {
  formatMoney,
  type AdminProductListQuery,
  type AdminProductRow,
  type AdminProductSort,
} from '@storefront/contracts';
import { ArrowDown, ArrowUp, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { useListUrl } from './list-url.ts';
import { ProductStateBadges, StockBadge } from './product-badges.tsx';

export type Selection = {
  /** Null when rows cannot be chosen (staff). */
  isSelected: ((id: number) => boolean) | null;
  toggle: (id: number) => void;
  togglePage: () => void;
  pageState: 'none' | 'some' | 'all';
};

type ProductTableProps = {
  rows: AdminProductRow[];
  query: AdminProductListQuery;
  selection: Selection;
};

function Thumbnail({ url }: { url: string | null }) {
  return url ? (
    <img
      src={url}
      alt=""
      className="size-12 shrink-0 rounded-md border border-gray-200 object-cover"
    />
  ) : (
    <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-gray-100 text-gray-400">
      <ImageOff aria-hidden className="size-5" />
    </span>
  );
}

function usePriceRange() {
  const { t, i18n } = useTranslation('console');
  return (row: AdminProductRow) => {
    if (row.price_min_cents === null) return t('products.noSizes');
    const min = formatMoney(row.price_min_cents, 'usd', i18n.language);
    if (row.price_min_cents === row.price_max_cents) return min;
    return `${min} – ${formatMoney(row.price_max_cents!, 'usd', i18n.language)}`;
  };
}

function RowCheckbox({ row, selection }: { row: AdminProductRow; selection: Selection }) {
  const { t } = useTranslation('console');
  if (!selection.isSelected) return null;
  return (
    <input
      type="checkbox"
      checked={selection.isSelected(row.id)}
      onChange={() => selection.toggle(row.id)}
      aria-label={t('products.select', { name: row.name })}
      className="size-5 accent-gray-900"
    />
  );
}

function SortHeader({
  field,
  query,
  className,
}: {
  field: AdminProductSort;
  query: AdminProductListQuery;
  className?: string;
}) {
  const { t } = useTranslation('console');
  const hrefWith = useListUrl();
  const active = query.sort === field;
  const next = active && query.order === 'asc' ? 'desc' : 'asc';
  const Arrow = query.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (query.order === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-3 font-medium', className)}
    >
      <Link
        to={hrefWith({ sort: field, order: next })}
        className="inline-flex items-center gap-1 rounded hover:text-gray-900"
      >
        {t(`products.columns.${field}`)}
        {active ? <Arrow aria-hidden className="size-3.5" /> : null}
      </Link>
    </th>
  );
}

/** The page's products: a table on wide screens, cards on a phone. */
export function ProductTable({ rows, query, selection }: ProductTableProps) {
  const { t, i18n } = useTranslation('console');
  const priceOf = usePriceRange();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('products.caption')}</caption>
          <thead className="bg-gray-50 text-xs tracking-wide text-gray-600 uppercase">
            <tr>
              {selection.isSelected ? (
                <th scope="col" className="w-10 py-3 pl-4">
                  <input
                    type="checkbox"
                    checked={selection.pageState === 'all'}
                    ref={(box) => {
                      if (box) box.indeterminate = selection.pageState === 'some';
                    }}
                    onChange={selection.togglePage}
                    aria-label={t('products.selectPage')}
                    className="size-5 accent-gray-900"
                  />
                </th>
              ) : null}
              <SortHeader field="name" query={query} className="pl-4" />
              <th scope="col" className="px-3 py-3 font-medium">
                {t('products.columns.state')}
              </th>
              <SortHeader field="price" query={query} />
              <SortHeader field="stock" query={query} />
              <th scope="col" className="px-3 py-3 font-medium">
                {t('products.columns.categories')}
              </th>
              <SortHeader field="updated" query={query} />
              <SortHeader field="created" query={query} className="pr-4" />
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {rows.map((row) => (
              <tr key={row.id} className="hover:bg-gray-50">
                {selection.isSelected ? (
                  <td className="py-3 pl-4">
                    <RowCheckbox row={row} selection={selection} />
                  </td>
                ) : null}
                <th scope="row" className="py-3 pr-3 pl-4 font-normal">
                  <div className="flex items-center gap-3">
                    <Thumbnail url={row.thumbnail_url} />
                    <div className="min-w-0">
                      <Link
                        to={`/admin/products/${row.id}`}
                        className="font-medium text-gray-900 hover:underline"
                      >
                        {row.name}
                      </Link>
                      <p className="text-gray-600">
                        {[row.brand, t('products.colours', { count: row.variants_count })]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                  </div>
                </th>
                <td className="px-3 py-3">
                  <ProductStateBadges row={row} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap tabular-nums">{priceOf(row)}</td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <StockBadge row={row} />
                </td>
                <td className="px-3 py-3 text-gray-700">
                  {row.categories.map((category) => category.name).join(', ') || '—'}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-gray-700">
                  {date(row.updated_at)}
                </td>
                <td className="py-3 pr-4 pl-3 whitespace-nowrap text-gray-700">
                  {date(row.created_at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('products.caption')} className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-xs"
          >
            {selection.isSelected ? (
              <div className="pt-1">
                <RowCheckbox row={row} selection={selection} />
              </div>
            ) : null}
            <Thumbnail url={row.thumbnail_url} />
            <div className="min-w-0 flex-1 space-y-1.5">
              <Link
                to={`/admin/products/${row.id}`}
                className="block font-medium break-words text-gray-900 hover:underline"
              >
                {row.name}
              </Link>
              <p className="text-sm text-gray-600">
                {[row.brand, priceOf(row), t('products.colours', { count: row.variants_count })]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="flex flex-wrap items-center gap-1.5">
                <ProductStateBadges row={row} />
                <StockBadge row={row} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import { STOCK_STATES, type AdminProductFacets, type AdminProductRow } from '@storefront/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

export type PickerAnswer = { rows: AdminProductRow[]; facets: AdminProductFacets };
type Filters = { search: string; category_id: string; brand: string; stock: string };

/**
 * The store's products with the product list's filters (search, category, brand, stock), read
 * through the console's product list API; "Add" puts one into the kit.
 */
export function ProductPicker({
  chosen,
  onAdd,
}: {
  chosen: number[];
  onAdd: (row: AdminProductRow) => void;
}) {
  const { t } = useTranslation('console');
  const fetcher = useFetcher<PickerAnswer>();
  const [filters, setFilters] = useState<Filters>({
    search: '',
    category_id: '',
    brand: '',
    stock: '',
  });
  const debounced = useDebouncedValue(filters, 300);
  const { load } = fetcher;
  useEffect(() => {
    const query = new URLSearchParams(
      Object.entries(debounced).filter(([, value]) => value !== ''),
    );
    void load(`/admin/campaigns/products?${query}`);
  }, [debounced, load]);
  const set = (key: keyof Filters) => (value: string) =>
    setFilters((f) => ({ ...f, [key]: value }));
  const facets = fetcher.data?.facets;
  const rows = fetcher.data?.rows ?? [];
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-search`} className="mb-1.5 block text-sm font-medium">
            {t('campaigns.picker.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className={inputClass}
            value={filters.search}
            onChange={(e) => set('search')(e.target.value)}
          />
        </div>
        <Select
          label={t('campaigns.picker.category')}
          value={filters.category_id}
          onChange={set('category_id')}
          options={(facets?.categories ?? []).map((c) => [
            String(c.id),
            `${'— '.repeat(c.depth)}${c.name}`,
          ])}
        />
        <Select
          label={t('campaigns.picker.brand')}
          value={filters.brand}
          onChange={set('brand')}
          options={(facets?.brands ?? []).map((b) => [b, b])}
        />
        <Select
          label={t('campaigns.picker.stock')}
          value={filters.stock}
          onChange={set('stock')}
          options={STOCK_STATES.map((s) => [s, t(`campaigns.picker.stockStates.${s}`)])}
        />
      </div>
      <ul
        className="max-h-80 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200"
        aria-label={t('campaigns.picker.results')}
        aria-busy={fetcher.state !== 'idle'}
      >
        {rows.map((row) => (
          <li key={row.id} className="flex items-center gap-3 p-2">
            {row.thumbnail_url ? (
              <img src={row.thumbnail_url} alt="" className="size-10 rounded object-cover" />
            ) : (
              <span className="size-10 rounded bg-gray-100" />
            )}
            <span className="min-w-0 flex-1 truncate text-sm">
              {row.name}
              {row.brand ? <span className="text-gray-500"> · {row.brand}</span> : null}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={chosen.includes(row.id)}
              onClick={() => onAdd(row)}
              aria-label={t('campaigns.picker.addNamed', { name: row.name })}
            >
              <Plus aria-hidden />
              {t('campaigns.picker.add')}
            </Button>
          </li>
        ))}
        {!rows.length && fetcher.state === 'idle' ? (
          <li className="p-4 text-center text-sm text-gray-600">{t('campaigns.picker.none')}</li>
        ) : null}
      </ul>
    </div>
  );
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('campaigns.picker.any')}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

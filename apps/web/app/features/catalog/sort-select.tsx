import { SORT_OPTIONS, type SortOptionId } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';

type SortSelectProps = {
  value: SortOptionId | null;
  onChange: (sort: SortOptionId) => void;
  /** A search without a chosen order lists the best matches first. */
  searching: boolean;
};

/**
 * The §9 sort options. With none chosen and no store default it asks for one; while searching it
 * says the best matches come first.
 */
export function SortSelect({ value, onChange, searching }: SortSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="hidden text-sm whitespace-nowrap text-gray-600 sm:block">
        {t('CATALOG.sortBy')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          aria-label={t('CATALOG.sortBy')}
          onChange={(event) => onChange(event.target.value as SortOptionId)}
          className="h-10 appearance-none rounded-lg border border-gray-300 bg-white pr-9 pl-3 text-sm font-medium text-gray-900 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none"
        >
          {value === null ? (
            <option value="" disabled>
              {t(searching ? 'CATALOG.bestMatch' : 'CATALOG.chooseSort')}
            </option>
          ) : null}
          {SORT_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {t(`CATALOG.sort.${option.id}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </div>
  );
}

import { getSelectProps } from '@conform-to/react';
import { DEFAULT_SORT_IDS } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../components/ui/text-field.tsx';
import { CheckboxField, FieldError, InputField } from './form-fields.tsx';
import type { SettingsFields } from './settings-fields.ts';

/** How the product lists look: grid, page size, default order; prices; search engines. */
export function ListingSection({ fields }: { fields: SettingsFields }) {
  const { t } = useTranslation('console');
  const sort = fields.default_sort;
  const sortProps = getSelectProps(sort);
  return (
    <>
      <div className="grid gap-4 md:grid-cols-3">
        <InputField
          field={fields.products_per_row}
          type="number"
          min={1}
          max={6}
          label={t('settings.listing.perRow')}
          hint={t('settings.listing.perRowHint')}
        />
        <InputField
          field={fields.products_per_page}
          type="number"
          min={1}
          max={60}
          label={t('settings.listing.perPage')}
          hint={t('settings.listing.perPageHint')}
        />
        <div>
          <label htmlFor={sort.id} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('settings.listing.defaultSort')}
          </label>
          <select {...sortProps} key={sortProps.key} className={inputClass}>
            {DEFAULT_SORT_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`settings.listing.sort.${id}`)}
              </option>
            ))}
          </select>
          <FieldError field={sort} />
        </div>
      </div>
      <div className="mt-6 space-y-4">
        <CheckboxField
          field={fields.disabled_prices}
          label={t('settings.listing.disabledPrices')}
          hint={t('settings.listing.disabledPricesHint')}
        />
        <CheckboxField
          field={fields.no_index_site}
          label={t('settings.listing.noIndex')}
          hint={t('settings.listing.noIndexHint')}
        />
      </div>
    </>
  );
}

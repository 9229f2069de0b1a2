import { getInputProps } from '@conform-to/react';
import { StorefrontStatus } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { FieldError } from './form-fields.tsx';
import type { SettingsFields } from './settings-fields.ts';

/** Draft, demo, live or under construction, each with what shoppers see (§4). */
export function StatusSection({ fields }: { fields: SettingsFields }) {
  const { t } = useTranslation('console');
  const field = fields.status;
  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('settings.status.title')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {StorefrontStatus.options.map((status) => {
            const props = getInputProps(field, { type: 'radio', value: status });
            const id = `${field.id}-${status}`;
            return (
              <label
                key={status}
                htmlFor={id}
                className="flex cursor-pointer gap-3 rounded-lg border border-gray-200 p-3 has-checked:border-gray-900 has-checked:ring-1 has-checked:ring-gray-900"
              >
                <input
                  {...props}
                  key={props.key}
                  id={id}
                  aria-describedby={`${id}-meaning`}
                  className="mt-1 size-4 shrink-0 accent-gray-900"
                />
                <span>
                  <span className="block text-sm font-medium">{t(`status.${status}.label`)}</span>
                  <span id={`${id}-meaning`} className="block text-sm text-gray-600">
                    {t(`status.${status}.meaning`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        <FieldError field={field} />
      </fieldset>
    </>
  );
}

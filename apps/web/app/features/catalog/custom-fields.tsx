import type { InputField } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductChoice } from './use-product-choice.ts';

/** The product's own input fields (a name on the back…); required ones are checked on add (§5). */
export function CustomFields({ fields, choice }: { fields: InputField[]; choice: ProductChoice }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-4">
      {fields.map((field) => {
        const missing = choice.tried && choice.problems.missingFields.includes(field.id);
        const inputId = `${id}-${field.id}`;
        return (
          <div key={field.id}>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-gray-900">
              {field.label}
              {field.is_required ? (
                <span aria-hidden="true" className="text-red-700">
                  {' '}
                  *
                </span>
              ) : (
                <span className="font-normal text-gray-500"> ({t('PRODUCT.optional')})</span>
              )}
            </label>
            <input
              id={inputId}
              type="text"
              required={field.is_required}
              maxLength={200}
              value={choice.inputValues[field.id] ?? ''}
              onChange={(event) => choice.setInputValue(field.id, event.target.value)}
              aria-invalid={missing || undefined}
              aria-describedby={missing ? `${inputId}-error` : undefined}
              className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none aria-invalid:border-red-600"
            />
            {missing ? (
              <p id={`${inputId}-error`} className="mt-1.5 text-sm text-red-700">
                {t('PRODUCT.fieldRequired', { label: field.label })}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

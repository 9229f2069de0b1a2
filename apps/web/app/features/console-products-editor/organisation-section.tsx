import type { CategoryChoice } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { SelectField, TextInput } from './editor-fields.tsx';
import type { ProductFormState } from './use-product-form.ts';

/** Categories (from the store's tree), the warehouse it ships from, decoration methods. */
export function OrganisationSection({
  state: { form, set, errors },
  categories,
  warehouses,
}: {
  state: ProductFormState;
  categories: CategoryChoice[];
  warehouses: { id: number; name: string }[];
}) {
  const { t } = useTranslation('console');
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <fieldset className="sm:row-span-2">
        <legend className="mb-1.5 text-sm font-medium text-gray-800">
          {t('productEditor.organisation.categories')}
        </legend>
        <div className="max-h-64 space-y-1 overflow-y-auto rounded-lg border border-gray-200 p-3">
          {categories.length ? null : (
            <p className="text-sm text-gray-600">{t('productEditor.organisation.noCategories')}</p>
          )}
          {categories.map((category) => (
            <label
              key={category.id}
              className="flex items-center gap-2 py-0.5 text-sm"
              style={{ paddingInlineStart: `${category.depth * 1.25}rem` }}
            >
              <input
                type="checkbox"
                className="size-4 accent-gray-900"
                checked={form.category_ids.includes(category.id)}
                onChange={(event) =>
                  set((f) => {
                    f.category_ids = event.target.checked
                      ? [...f.category_ids, category.id]
                      : f.category_ids.filter((id) => id !== category.id);
                  })
                }
              />
              {category.name}
            </label>
          ))}
        </div>
        {errors.category_ids ? (
          <p className="mt-1.5 text-sm text-red-700">{errors.category_ids}</p>
        ) : null}
      </fieldset>
      <SelectField
        label={t('productEditor.organisation.warehouse')}
        value={form.warehouse_id === null ? '' : String(form.warehouse_id)}
        error={errors.warehouse_id}
        onChange={(id) => set((f) => void (f.warehouse_id = id ? Number(id) : null))}
      >
        <option value="">{t('productEditor.organisation.noWarehouse')}</option>
        {warehouses.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name}
          </option>
        ))}
      </SelectField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-gray-800">
          {t('productEditor.organisation.decoration')}
        </legend>
        <ul className="space-y-2">
          {form.decoration_methods.map((method, i) => (
            <li key={i} className="flex items-start gap-2">
              <TextInput
                className="flex-1"
                hideLabel
                label={t('productEditor.organisation.method', { number: i + 1 })}
                value={method}
                error={errors[`decoration_methods.${i}`]}
                onChange={(value) => set((f) => void (f.decoration_methods[i] = value))}
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('productEditor.organisation.removeMethod', { number: i + 1 })}
                onClick={() => set((f) => void f.decoration_methods.splice(i, 1))}
              >
                <TrashIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => set((f) => void f.decoration_methods.push(''))}
        >
          <PlusIcon aria-hidden />
          {t('productEditor.organisation.addMethod')}
        </Button>
      </fieldset>
    </div>
  );
}

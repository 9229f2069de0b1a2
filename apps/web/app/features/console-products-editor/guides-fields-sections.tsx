import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { CheckboxRow, TextInput } from './editor-fields.tsx';
import { newKey } from './product-form.ts';
import type { ProductFormState } from './use-product-form.ts';

/** Size guide: groups (what is measured) with a value per size. */
export function SizeGuideSection({ state: { form, set, errors } }: { state: ProductFormState }) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-4">
      {form.size_guides.map((guide, i) => (
        <fieldset key={guide.key} className="rounded-lg border border-gray-200 p-3">
          <legend className="px-1 text-sm font-medium">
            {guide.specification_type || t('productEditor.guides.numbered', { number: i + 1 })}
          </legend>
          <div className="flex items-end gap-2">
            <TextInput
              className="flex-1"
              label={t('productEditor.guides.measure')}
              value={guide.specification_type}
              error={errors[`size_guides.${i}.specification_type`]}
              onChange={(value) => set((f) => void (f.size_guides[i]!.specification_type = value))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('productEditor.guides.remove', { number: i + 1 })}
              onClick={() => set((f) => void f.size_guides.splice(i, 1))}
            >
              <TrashIcon aria-hidden />
            </Button>
          </div>
          <ul className="mt-3 space-y-2">
            {guide.sizes.map((row, j) => (
              <li key={row.key} className="grid grid-cols-[1fr_1fr_2.5rem] items-start gap-2">
                <TextInput
                  hideLabel
                  label={t('productEditor.guides.size', { number: j + 1 })}
                  placeholder={t('productEditor.sizes.size')}
                  value={row.size}
                  error={errors[`size_guides.${i}.sizes.${j}.size`]}
                  onChange={(value) => set((f) => void (f.size_guides[i]!.sizes[j]!.size = value))}
                />
                <TextInput
                  hideLabel
                  label={t('productEditor.guides.value', { number: j + 1 })}
                  placeholder={t('productEditor.guides.valuePlaceholder')}
                  value={row.value}
                  error={errors[`size_guides.${i}.sizes.${j}.value`]}
                  onChange={(value) => set((f) => void (f.size_guides[i]!.sizes[j]!.value = value))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('productEditor.guides.removeRow', { number: j + 1 })}
                  onClick={() => set((f) => void f.size_guides[i]!.sizes.splice(j, 1))}
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
            onClick={() =>
              set((f) => void f.size_guides[i]!.sizes.push({ key: newKey(), size: '', value: '' }))
            }
          >
            <PlusIcon aria-hidden />
            {t('productEditor.guides.addRow')}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="outline"
        onClick={() =>
          set((f) => void f.size_guides.push({ key: newKey(), specification_type: '', sizes: [] }))
        }
      >
        <PlusIcon aria-hidden />
        {t('productEditor.guides.add')}
      </Button>
    </div>
  );
}

/** Fields a shopper fills in when buying (a name to print, a note). */
export function InputFieldsSection({ state: { form, set, errors } }: { state: ProductFormState }) {
  const { t } = useTranslation('console');
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {form.input_fields.map((field, i) => (
          <li key={field.key} className="flex flex-wrap items-end gap-3">
            <TextInput
              className="min-w-48 flex-1"
              label={t('productEditor.inputFields.label', { number: i + 1 })}
              value={field.label}
              error={errors[`input_fields.${i}.label`] ?? errors[`input_fields.${i}`]}
              onChange={(value) => set((f) => void (f.input_fields[i]!.label = value))}
            />
            <CheckboxRow
              className="pb-3"
              label={t('productEditor.inputFields.required')}
              checked={field.is_required}
              onChange={(on) => set((f) => void (f.input_fields[i]!.is_required = on))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('productEditor.inputFields.remove', { number: i + 1 })}
              onClick={() => set((f) => void f.input_fields.splice(i, 1))}
            >
              <TrashIcon aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        onClick={() =>
          set((f) => void f.input_fields.push({ key: newKey(), label: '', is_required: false }))
        }
      >
        <PlusIcon aria-hidden />
        {t('productEditor.inputFields.add')}
      </Button>
    </div>
  );
}

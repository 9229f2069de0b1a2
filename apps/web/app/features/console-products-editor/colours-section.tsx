import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { ImageUpload, useConsoleUpload } from '../../components/ui/image-upload.tsx';
import { CheckboxRow, TextInput } from './editor-fields.tsx';
import { PicturesField } from './pictures-field.tsx';
import { emptyVariant, type VariantRow } from './product-form.ts';
import { SizesTable } from './sizes-table.tsx';
import type { ProductFormState } from './use-product-form.ts';

/** The product's colours, each with its swatch, pictures and sizes. */
export function ColoursSection({ state }: { state: ProductFormState }) {
  const { t } = useTranslation('console');
  const { form, set, errors } = state;
  return (
    <div className="space-y-6">
      {form.variants.map((variant, i) => (
        <ColourCard
          key={variant.key}
          number={i + 1}
          variant={variant}
          errorOf={(path) => errors[`variants.${i}${path ? `.${path}` : ''}`]}
          onChange={(change) => set((f) => void Object.assign(f.variants[i]!, change))}
          onRemove={
            form.variants.length > 1 ? () => set((f) => void f.variants.splice(i, 1)) : undefined
          }
        />
      ))}
      {errors.variants ? <p className="text-sm text-red-700">{errors.variants}</p> : null}
      <Button variant="outline" onClick={() => set((f) => void f.variants.push(emptyVariant()))}>
        <PlusIcon aria-hidden />
        {t('productEditor.colours.add')}
      </Button>
    </div>
  );
}

function ColourCard({
  number,
  variant,
  errorOf,
  onChange,
  onRemove,
}: {
  number: number;
  variant: VariantRow;
  errorOf: (path: string) => string | undefined;
  onChange: (change: Partial<VariantRow>) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('console');
  const upload = useConsoleUpload();
  const colour = variant.color || t('productEditor.colours.numbered', { number });
  return (
    <section
      aria-label={colour}
      className="space-y-4 rounded-xl border border-gray-200 bg-gray-50/50 p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextInput
          className="min-w-40 flex-1"
          label={t('productEditor.colours.name', { number })}
          value={variant.color}
          error={errorOf('color') ?? errorOf('')}
          onChange={(color) => onChange({ color })}
        />
        <TextInput
          type="color"
          label={t('productEditor.colours.primary')}
          value={variant.primary}
          error={errorOf('primary_hex_color')}
          onChange={(primary) => onChange({ primary })}
        />
        <div>
          <CheckboxRow
            className="mb-1.5"
            label={t('productEditor.colours.secondary')}
            checked={variant.secondary !== null}
            onChange={(on) => onChange({ secondary: on ? '#ffffff' : null })}
          />
          {variant.secondary !== null ? (
            <TextInput
              type="color"
              hideLabel
              label={t('productEditor.colours.secondaryOf', { colour })}
              value={variant.secondary}
              onChange={(secondary) => onChange({ secondary })}
            />
          ) : null}
        </div>
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove}>
            <TrashIcon aria-hidden />
            {t('productEditor.colours.remove')}
            <span className="sr-only">: {colour}</span>
          </Button>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-6">
        <CheckboxRow
          label={t('productEditor.colours.active')}
          checked={variant.active}
          onChange={(active) => onChange({ active })}
        />
        <CheckboxRow
          label={t('productEditor.colours.discontinued')}
          checked={variant.discontinued}
          onChange={(discontinued) => onChange({ discontinued })}
        />
      </div>
      <ImageUpload
        {...upload}
        shape="square"
        label={t('productEditor.colours.swatch', { colour })}
        hint={t('productEditor.colours.swatchHint')}
        value={variant.swatch}
        error={errorOf('swatch_url')}
        onChange={(swatch) => onChange({ swatch })}
      />
      <PicturesField
        colour={colour}
        pictures={variant.pictures}
        errorOf={errorOf}
        onChange={(pictures) => onChange({ pictures })}
      />
      <SizesTable
        colour={colour}
        sizes={variant.sizes}
        errorOf={errorOf}
        onChange={(sizes) => onChange({ sizes })}
      />
    </section>
  );
}

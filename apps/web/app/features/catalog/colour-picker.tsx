import type { ProductVariantDetail } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Swatch } from '../../components/swatch.tsx';
import { cn } from '../../lib/cn.ts';

type ColourPickerProps = {
  variants: ProductVariantDetail[];
  selected: ProductVariantDetail | null;
  onSelect: (variant: ProductVariantDetail) => void;
  invalid: boolean;
};

/** The colour variants, sorted by colour as the API sends them, as radio swatches. */
export function ColourPicker({ variants, selected, onSelect, invalid }: ColourPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset aria-invalid={invalid || undefined}>
      <legend className="mb-3 text-sm text-gray-600">
        <span className="font-semibold text-gray-900">{t('PRODUCT.color')}</span>
        {selected ? `: ${selected.color}` : null}
      </legend>
      <div className="flex flex-wrap gap-2.5">
        {variants.map((variant) => (
          <label key={variant.id} title={variant.color} className="relative cursor-pointer">
            <input
              type="radio"
              name="variant"
              value={variant.id}
              checked={selected?.id === variant.id}
              onChange={() => onSelect(variant)}
              aria-label={variant.color}
              className="peer sr-only"
            />
            <span
              className={cn(
                'block rounded-full p-0.5 ring-2 ring-transparent transition peer-checked:ring-brand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent hover:ring-gray-300',
              )}
            >
              <Swatch
                primary={variant.primary_hex_color}
                secondary={variant.secondary_hex_color}
                className="size-9"
              />
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { sizeChoices, type ProductVariantDetail } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

type SizePickerProps = {
  variants: ProductVariantDetail[];
  variant: ProductVariantDetail | null;
  selected: string | null;
  onSelect: (size: string) => void;
  /** A gift card's sizes are its amounts. */
  giftCard: boolean;
  /** While a custom gift-card amount is used every amount is off. */
  disabled: boolean;
  invalid: boolean;
  /** Beside the heading (the size guide link). */
  aside?: React.ReactNode;
};

/**
 * Every size of the product in §9 order; a size the chosen variant lacks is disabled, a sold-out
 * one stays choosable (Add to Cart then says Out of Stock).
 */
export function SizePicker(props: SizePickerProps) {
  const { variants, variant, selected, onSelect, giftCard, disabled, invalid, aside } = props;
  const { t } = useTranslation();
  const labelId = useId();
  const sizes = sizeChoices(variants);
  const available = new Map(variant?.product_variant_sizes.map((s) => [s.size, s]) ?? []);
  const label = t(giftCard ? 'PRODUCT.amount' : 'PRODUCT.size');

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-4">
        <span id={labelId} className="text-sm font-semibold text-gray-900">
          {label}
        </span>
        {aside}
      </div>
      {available.size === 0 ? (
        <p className="text-sm text-gray-600">
          {t(giftCard ? 'PRODUCT.noAmounts' : 'PRODUCT.noSizes')}
        </p>
      ) : (
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-invalid={invalid || undefined}
          className="flex flex-wrap gap-2"
        >
          {sizes.map((size) => {
            const stock = available.get(size);
            const off = disabled || !stock;
            return (
              <label key={size} className={cn(off ? 'cursor-not-allowed' : 'cursor-pointer')}>
                <input
                  type="radio"
                  name="size"
                  value={size}
                  checked={selected === size}
                  disabled={off}
                  onChange={() => onSelect(size)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    'grid h-11 min-w-14 place-items-center rounded-lg border px-3 text-sm font-medium transition-colors',
                    'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
                    'border-gray-300 bg-white text-gray-900 hover:border-gray-900',
                    'peer-checked:border-brand peer-checked:bg-brand peer-checked:text-brand-foreground',
                    'peer-disabled:border-gray-200 peer-disabled:bg-gray-50 peer-disabled:text-gray-400 peer-disabled:line-through',
                    stock?.quantity === 0 && 'text-gray-500 decoration-gray-400',
                  )}
                >
                  {size}
                  {stock?.quantity === 0 ? (
                    <span className="sr-only"> ({t('PRODUCT.soldOut')})</span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from '../../components/ui/icons.tsx';

type QuantitySpinnerProps = {
  value: number;
  onChange: (value: number) => void;
  /** A kit's limit for this product, if any. */
  max?: number;
};

/** The quantity to add, a whole number from 1 (§5), up to `max` when one is given. */
export function QuantitySpinner({ value, onChange, max }: QuantitySpinnerProps) {
  const { t } = useTranslation();
  const id = useId();
  const step =
    'grid size-11 place-items-center text-gray-700 hover:bg-gray-100 disabled:text-gray-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-4';
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('PRODUCT.quantity')}
      </label>
      <div className="inline-flex h-12 items-center overflow-hidden rounded-lg border border-gray-300 bg-white">
        <button
          type="button"
          aria-label={t('PRODUCT.decreaseQuantity')}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          className={step}
        >
          <MinusIcon />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          className="h-full w-12 [appearance:textfield] border-x border-gray-200 text-center text-sm font-medium tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('PRODUCT.increaseQuantity')}
          disabled={max !== undefined && value >= max}
          onClick={() => onChange(value + 1)}
          className={step}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}

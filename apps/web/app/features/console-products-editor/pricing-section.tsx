import { formatMoney } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { TextInput } from './editor-fields.tsx';
import { finalPriceText } from './product-form.ts';
import type { ProductFormState } from './use-product-form.ts';

/** Cost and margin in dollars; the final price follows from the sizes' prices. */
export function PricingSection({ state: { form, set, errors } }: { state: ProductFormState }) {
  const { t, i18n } = useTranslation('console');
  const finalPrice = finalPriceText(form);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextInput
        label={t('productEditor.pricing.totalCost')}
        inputMode="decimal"
        value={form.total_cost}
        error={errors.total_cost_cents}
        onChange={(value) => set((f) => void (f.total_cost = value))}
      />
      <TextInput
        label={t('productEditor.pricing.margin')}
        inputMode="decimal"
        value={form.margin}
        error={errors.margin_cents}
        onChange={(value) => set((f) => void (f.margin = value))}
      />
      <div>
        <p className="mb-1.5 text-sm font-medium text-gray-800">
          {t('productEditor.pricing.finalPrice')}
        </p>
        <p className="flex h-11 items-center text-lg font-semibold" aria-live="polite">
          {finalPrice === null ? '—' : formatMoney(finalPrice, 'usd', i18n.language)}
        </p>
        <p className="text-sm text-gray-600">{t('productEditor.pricing.finalPriceHint')}</p>
      </div>
    </div>
  );
}

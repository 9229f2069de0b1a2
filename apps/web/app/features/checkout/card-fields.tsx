import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field.tsx';

/**
 * The test payment provider's card fields (number, expiry, CVC), as checkout and a payment link
 * ask for them; `paymentOf` (checkout.server.ts) reads them back.
 */
export function CardFields({ errors }: { errors: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <TextField
        name="card_number"
        label={t('CHECKOUT.cardNumber')}
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.card_number}
      />
      <TextField
        name="exp"
        label={t('CHECKOUT.expiry')}
        placeholder="MM/YY"
        autoComplete="cc-exp"
        error={errors.exp}
      />
      <TextField
        name="cvc"
        label={t('CHECKOUT.cvc')}
        inputMode="numeric"
        autoComplete="cc-csc"
        error={errors.cvc}
      />
    </div>
  );
}

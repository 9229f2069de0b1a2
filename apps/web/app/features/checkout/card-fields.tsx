import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/text-field.tsx';

const FIELDS = [
  {
    name: 'card_number',
    label: 'CHECKOUT.cardNumber',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
  },
  { name: 'exp', label: 'CHECKOUT.expiry', placeholder: 'MM/YY', autoComplete: 'cc-exp' },
  { name: 'cvc', label: 'CHECKOUT.cvc', inputMode: 'numeric', autoComplete: 'cc-csc' },
] as const;

/**
 * The test payment provider's card fields (number, expiry, CVC), as checkout and a payment link
 * ask for them; `paymentOf` (checkout.server.ts) reads them back.
 */
export function CardFields({ errors }: { errors: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      {FIELDS.map(({ label, ...field }) => (
        <TextField key={field.name} {...field} label={t(label)} error={errors[field.name]} />
      ))}
    </div>
  );
}

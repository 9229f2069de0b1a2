import { formatMoney, SHIPPING_COUNTRIES, type Quote } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { CardFields } from './card-fields.tsx';
import type { CheckoutValues } from './checkout.server.ts';

type Props = {
  values: Partial<CheckoutValues>;
  errors: Record<string, string>;
  quote: Quote | null;
  /** A refusal of the whole order (declined card, stock gone). */
  message: string | null;
  idempotencyKey: string;
  busy: boolean;
  /** A gift recipient's checkout (§6): the company that pays; no codes, no payment, no quote. */
  giftFrom: string | null;
};

/**
 * Checkout on one page, in steps: contact, address, codes, then (after the server's quote)
 * shipping per parcel, payment when something is left to pay, review and Place Order. A gift
 * recipient gives contact and address, then places the order.
 */
export function CheckoutForm(props: Props) {
  const { values, errors, quote, message, idempotencyKey, busy, giftFrom } = props;
  const { t } = useTranslation();
  const field = (name: keyof CheckoutValues, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={values[name] ?? ''}
      error={errors[name] ?? null}
      {...extra}
    />
  );
  return (
    <Form method="post" noValidate className="space-y-8">
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <Step number={1} title={t('CHECKOUT.contact')}>
        {field('email', t('CHECKOUT.email'), { type: 'email', autoComplete: 'email' })}
      </Step>
      <Step number={2} title={t('CHECKOUT.address')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', t('CHECKOUT.name'), { autoComplete: 'name', className: 'sm:col-span-2' })}
          <CountrySelect value={values.country} error={errors.country} />
          {field('line1', t('CHECKOUT.line1'), {
            autoComplete: 'address-line1',
            className: 'sm:col-span-2',
          })}
          {field('line2', t('CHECKOUT.line2'), {
            autoComplete: 'address-line2',
            className: 'sm:col-span-2',
          })}
          {field('city', t('CHECKOUT.city'), { autoComplete: 'address-level2' })}
          {field('region', t('CHECKOUT.region'), { autoComplete: 'address-level1' })}
          {field('postal_code', t('CHECKOUT.postalCode'), { autoComplete: 'postal-code' })}
          {field('phone', t('CHECKOUT.phone'), { type: 'tel', autoComplete: 'tel' })}
        </div>
      </Step>
      {giftFrom !== null ? (
        <GiftStep company={giftFrom} message={message} busy={busy} />
      ) : (
        <PaidSteps quote={quote} errors={errors} message={message} busy={busy}>
          {field}
        </PaidSteps>
      )}
    </Form>
  );
}

/** Step 3 of a gift: nothing to pay, Place Order. */
function GiftStep(props: { company: string; message: string | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Step number={3} title={t('CHECKOUT.review')}>
      <p className="text-sm text-gray-700">
        {t('GIFTING.paidByCompany', { company: props.company })}
      </p>
      <PlaceOrder message={props.message} busy={props.busy} />
    </Step>
  );
}

type PaidStepsProps = {
  quote: Quote | null;
  errors: Record<string, string>;
  message: string | null;
  busy: boolean;
  /** Renders a text field of the form. */
  children: (name: keyof CheckoutValues, label: string) => React.ReactNode;
};

/** Codes, then after the quote: shipping, payment, review. */
function PaidSteps({ quote, errors, message, busy, children: field }: PaidStepsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Step number={3} title={t('CHECKOUT.codes')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('promo_code', t('CHECKOUT.promoCode'))}
          {field('gift_card_code', t('CHECKOUT.giftCardCode'))}
        </div>
        <Button type="submit" name="intent" value="quote" variant="outline" disabled={busy}>
          {t(quote ? 'CHECKOUT.update' : 'CHECKOUT.continue')}
        </Button>
      </Step>
      {quote ? <QuoteSteps quote={quote} errors={errors} message={message} busy={busy} /> : null}
    </>
  );
}

function QuoteSteps({
  quote,
  errors,
  message,
  busy,
}: {
  quote: Quote;
  errors: Record<string, string>;
  message: string | null;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, quote.currency, i18n.language);
  return (
    <>
      <Step number={4} title={t('CHECKOUT.shipping')}>
        <ul className="space-y-1 text-sm">
          {quote.parcels.map((parcel, index) => (
            <li key={parcel.warehouse?.id ?? 'gift-cards'} className="flex justify-between gap-4">
              <span>
                {t('CART.parcel', { number: index + 1 })} ·{' '}
                {parcel.warehouse?.name ?? t('CART.byEmail')}
              </span>
              <span>{money(parcel.shipping)}</span>
            </li>
          ))}
        </ul>
      </Step>
      <Step number={5} title={t('CHECKOUT.payment')}>
        {quote.payment_required ? (
          <CardFields errors={errors} />
        ) : (
          <p className="text-sm text-gray-700">{t('CHECKOUT.noPayment')}</p>
        )}
      </Step>
      <Step number={6} title={t('CHECKOUT.review')}>
        <dl className="space-y-2 text-sm" data-testid="checkout-totals">
          <Row label={t('CART.subtotal')} value={money(quote.subtotal)} />
          {quote.discount > 0 ? (
            <Row
              label={`${t('CHECKOUT.discount')} (${quote.promo_code?.code ?? ''})`}
              value={`−${money(quote.discount)}`}
            />
          ) : null}
          <Row label={t('CHECKOUT.shipping')} value={money(quote.shipping)} />
          <Row label={t('CHECKOUT.tax')} value={money(quote.tax)} />
          {quote.gift_card_amount > 0 ? (
            <Row label={t('CART.giftCardBalance')} value={`−${money(quote.gift_card_amount)}`} />
          ) : null}
          <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
            <dt>{t('CART.total')}</dt>
            <dd data-testid="checkout-total">{money(quote.total)}</dd>
          </div>
        </dl>
        <PlaceOrder message={message} busy={busy} />
      </Step>
    </>
  );
}

/** The refusal of the last attempt, if any, and Place Order. */
function PlaceOrder({ message, busy }: { message: string | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {message ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {message}
        </p>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="place"
        size="lg"
        className="w-full"
        disabled={busy}
      >
        {t('CHECKOUT.placeOrder')}
      </Button>
    </>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-600">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Step({
  number,
  title,
  children,
}: {
  number: number;
  title: string;
  children: React.ReactNode;
}) {
  const id = `checkout-step-${number}`;
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-gray-200 p-4 sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold text-gray-900">
        <span
          aria-hidden="true"
          className="grid size-7 place-items-center rounded-full bg-brand text-sm text-brand-foreground"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function CountrySelect({ value, error }: { value?: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="sm:col-span-2">
      <label htmlFor="checkout-country" className="mb-1.5 block text-sm font-medium text-gray-800">
        {t('CHECKOUT.country')}
      </label>
      <select
        id="checkout-country"
        name="country"
        defaultValue={value ?? 'US'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-country-error' : undefined}
        className={inputClass}
      >
        {SHIPPING_COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {t(`CHECKOUT.countries.${code}`)}
          </option>
        ))}
      </select>
      {error ? (
        <p id="checkout-country-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { formatMoney, type DraftOrderResult } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { PickedLines, ProductPicker, type DraftLine } from './product-picker.tsx';

type DraftAnswer =
  | { ok: true; result: DraftOrderResult }
  | { ok: false; message: string; errors: Record<string, string[]> };
type Mode = 'quote' | 'send_link' | 'charge_store';

const COUNTRIES = ['US', 'CA', 'DE', 'FR', 'GB'] as const;
const ADDRESS_FIELDS = ['name', 'line1', 'line2', 'city', 'region', 'postal_code'] as const;
type Address = Record<(typeof ADDRESS_FIELDS)[number] | 'country', string>;

/**
 * The owner's order for someone (decision 0025): customer, products picked with colour, size and
 * quantity (stock shown), input-field values, address; the server prices it like checkout
 * ("Update totals"), then mails a payment link or places it charged to the store.
 */
export function DraftOrderBuilder() {
  const { t, i18n } = useTranslation('console');
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const [customer, setCustomer] = useState({ name: '', email: '' });
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [address, setAddress] = useState<Address>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    region: '',
    postal_code: '',
    country: 'US',
  });
  const submit = useFetcher<DraftAnswer>();
  const [mode, setMode] = useState<Mode>('quote');
  const answer = submit.data;
  const busy = submit.state !== 'idle';
  const failed = answer && !answer.ok ? answer : null;
  const quote = answer?.ok ? answer.result.quote : null;
  const placed = answer?.ok && answer.result.id !== null ? answer.result : null;
  const error = (key: string) => failed?.errors[key]?.[0];

  // The totals shown are of what was quoted: any change asks for new totals before sending.
  const inputs = JSON.stringify([customer, lines, address]);
  const [quoted, setQuoted] = useState<string | null>(null);
  const current = quote !== null && quoted === inputs;
  const send = (next: Mode) => {
    setMode(next);
    setQuoted(inputs);
    const shipping = Object.fromEntries(Object.entries(address).filter(([, v]) => v.trim() !== ''));
    void submit.submit(
      {
        mode: next,
        customer,
        shipping_address: { ...shipping, name: address.name || customer.name },
        lines: lines.map((l) => ({
          product_id: l.product_id,
          product_variant_id: l.product_variant_id,
          product_size_id: l.product_size_id,
          quantity: l.quantity,
          input_fields: l.input_fields.map(({ id: fieldId, value }) => ({ id: fieldId, value })),
        })),
      },
      { method: 'post', encType: 'application/json' },
    );
  };

  if (placed) {
    return (
      <ConsoleCard
        title={t(`orderEdits.draft.done.${placed.status === 'charged' ? 'charged' : 'sent'}`)}
      >
        <div className="space-y-3 text-sm" data-testid="draft-done" role="status">
          <p>
            {placed.status === 'charged'
              ? t('orderEdits.draft.done.chargedText', { total: money(placed.quote.total) })
              : t('orderEdits.draft.done.sentText', {
                  email: customer.email,
                  date: new Date(placed.expires_at!).toLocaleDateString(i18n.language, {
                    dateStyle: 'long',
                  }),
                })}
          </p>
          <div className="flex flex-wrap gap-2">
            {placed.order_id ? (
              <Link to={`/admin/orders/${placed.order_id}`} className={buttonVariants()}>
                {t('orderEdits.draft.done.open')}
              </Link>
            ) : null}
            <Link to="/admin/orders" className={buttonVariants({ variant: 'outline' })}>
              {t('orders.back')}
            </Link>
          </div>
        </div>
      </ConsoleCard>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="min-w-0 space-y-6">
        <ConsoleCard title={t('orderEdits.draft.customer')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('orderEdits.draft.name')}
              value={customer.name}
              autoComplete="off"
              onChange={(e) => setCustomer({ ...customer, name: e.target.value })}
              error={error('customer.name')}
            />
            <TextField
              label={t('orderEdits.draft.email')}
              type="email"
              value={customer.email}
              autoComplete="off"
              onChange={(e) => setCustomer({ ...customer, email: e.target.value })}
              error={error('customer.email')}
            />
          </div>
        </ConsoleCard>
        <ConsoleCard title={t('orderEdits.draft.products')}>
          <ProductPicker onAdd={(line) => setLines([...lines, line])} />
          <PickedLines
            lines={lines}
            testId="draft-lines"
            onRemove={(key) => setLines(lines.filter((l) => l.key !== key))}
            detail={(line, i) => (
              <>
                <p className="text-gray-600">
                  {line.color} · {line.size} · {money(line.price)} · ×{line.quantity}
                </p>
                {line.input_fields
                  .filter((f) => f.value)
                  .map((f) => (
                    <p key={f.id} className="text-gray-600">
                      {f.label}: {f.value}
                    </p>
                  ))}
                {Object.entries(failed?.errors ?? {})
                  .filter(([k]) => k.startsWith(`lines.${i}.`))
                  .map(([k, v]) => (
                    <p key={k} className="text-red-700">
                      {v[0]}
                    </p>
                  ))}
              </>
            )}
          />
          {error('lines') ? <p className="mt-2 text-sm text-red-700">{error('lines')}</p> : null}
        </ConsoleCard>
        <ConsoleCard title={t('orderEdits.draft.address')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {ADDRESS_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`orderEdits.draft.addressFields.${field}`)}
                value={address[field]}
                autoComplete="off"
                onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
                error={error(`shipping_address.${field}`)}
              />
            ))}
            <SelectField
              label={t('orderEdits.draft.addressFields.country')}
              value={address.country}
              onChange={(e) => setAddress({ ...address, country: e.target.value })}
            >
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
          </div>
        </ConsoleCard>
      </div>
      <div className="space-y-4">
        <ConsoleCard title={t('orders.totals.title')}>
          <div className="space-y-3 text-sm" data-testid="draft-totals">
            {current && quote ? (
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                {(['subtotal', 'discount', 'shipping', 'tax'] as const).map((k) => (
                  <div key={k} className="contents">
                    <dt className="text-gray-600">{t(`orderEdits.draft.totals.${k}`)}</dt>
                    <dd className="text-right">{money(quote[k])}</dd>
                  </div>
                ))}
                <dt className="font-semibold">{t('orderEdits.draft.totals.total')}</dt>
                <dd className="text-right font-semibold" data-testid="draft-total">
                  {money(quote.total)}
                </dd>
              </dl>
            ) : (
              <p className="text-gray-600">{t('orderEdits.draft.totals.none')}</p>
            )}
            {failed ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
                {failed.message}
              </p>
            ) : null}
            <div className="flex flex-col gap-2">
              <Button
                variant="outline"
                disabled={busy || !lines.length}
                onClick={() => send('quote')}
              >
                {busy && mode === 'quote'
                  ? t('orderEdits.draft.working')
                  : t('orderEdits.draft.quote')}
              </Button>
              <Button disabled={busy || !current} onClick={() => send('send_link')}>
                {t('orderEdits.draft.sendLink')}
              </Button>
              <Button
                variant="outline"
                disabled={busy || !current}
                onClick={() => send('charge_store')}
              >
                {t('orderEdits.draft.chargeStore')}
              </Button>
              <p className="text-xs text-gray-600">{t('orderEdits.draft.hint')}</p>
            </div>
          </div>
        </ConsoleCard>
      </div>
    </div>
  );
}

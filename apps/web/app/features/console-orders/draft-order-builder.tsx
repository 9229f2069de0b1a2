import {
  formatMoney,
  type AdminProductRow,
  type DraftOrderResult,
  type ProductDetail,
} from '@storefront/contracts';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';

type PickerData = { products: AdminProductRow[] | null; product: ProductDetail | null };
type DraftAnswer =
  | { ok: true; result: DraftOrderResult }
  | { ok: false; message: string; errors: Record<string, string[]> };
type Mode = 'quote' | 'send_link' | 'charge_store';

export type DraftLine = {
  key: string;
  product_id: number;
  product_variant_id: number;
  product_size_id: number;
  name: string;
  color: string;
  size: string;
  price: number;
  stock: number;
  quantity: number;
  input_fields: { id: number; label: string; value: string }[];
};

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
  const id = useId();
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
          {lines.length ? (
            <ul className="mt-4 divide-y divide-gray-100" data-testid="draft-lines">
              {lines.map((line, i) => (
                <li key={line.key} className="flex flex-wrap items-center gap-3 py-3 text-sm">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-medium break-words">{line.name}</p>
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
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('orderEdits.draft.removeLine', { name: line.name })}
                    onClick={() => setLines(lines.filter((l) => l.key !== line.key))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-gray-600">{t('orderEdits.draft.noLines')}</p>
          )}
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
            <div>
              <label
                htmlFor={`${id}-country`}
                className="mb-1.5 block text-sm font-medium text-gray-800"
              >
                {t('orderEdits.draft.addressFields.country')}
              </label>
              <select
                id={`${id}-country`}
                value={address.country}
                onChange={(e) => setAddress({ ...address, country: e.target.value })}
                className={inputClass}
              >
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
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

/** Search the live products, then choose colour, size (with stock), quantity and input fields. */
export function ProductPicker({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const { t, i18n } = useTranslation('console');
  const id = useId();
  const search = useFetcher<PickerData>();
  const detail = useFetcher<PickerData>();
  const [q, setQ] = useState('');
  const [variantId, setVariantId] = useState<number | null>(null);
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [fields, setFields] = useState<Record<number, string>>({});
  const product = detail.data?.product ?? null;
  const variant = product?.product_variants.find((v) => v.id === variantId) ?? null;
  const size = variant?.product_variant_sizes.find((s) => s.id === sizeId) ?? null;
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);

  useEffect(() => {
    // The first colour with something in stock.
    const first =
      product?.product_variants.find((v) => v.product_variant_sizes.some((s) => s.quantity > 0)) ??
      product?.product_variants[0];
    setVariantId(first?.id ?? null);
    setSizeId(first?.product_variant_sizes.find((s) => s.quantity > 0)?.id ?? null);
    setFields({});
  }, [product]);

  const count = Number(quantity);
  const valid = !!product && !!variant && !!size && Number.isInteger(count) && count >= 1;
  return (
    <div className="space-y-4">
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void search.load(`/admin/orders/new?q=${encodeURIComponent(q)}`);
        }}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('orderEdits.draft.search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          placeholder={t('orderEdits.draft.search')}
          onChange={(e) => setQ(e.target.value)}
          className={inputClass}
        />
        <Button type="submit" variant="outline" aria-label={t('orderEdits.draft.search')}>
          <Search aria-hidden />
        </Button>
      </form>
      {search.data?.products ? (
        search.data.products.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('orderEdits.draft.results')}>
            {search.data.products.map((p) => (
              <li key={p.id}>
                <Button
                  size="sm"
                  variant={product?.id === p.id ? 'primary' : 'outline'}
                  aria-pressed={product?.id === p.id}
                  onClick={() =>
                    void detail.load(`/admin/orders/new?product=${encodeURIComponent(p.slug)}`)
                  }
                >
                  {p.name}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">{t('orderEdits.draft.noResults')}</p>
        )
      ) : null}
      {product ? (
        <div className="space-y-4 rounded-lg border border-gray-200 p-4" data-testid="draft-picker">
          <p className="font-medium">{product.name}</p>
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <label
                htmlFor={`${id}-color`}
                className="mb-1.5 block text-sm font-medium text-gray-800"
              >
                {t('orderEdits.draft.color')}
              </label>
              <select
                id={`${id}-color`}
                value={variantId ?? ''}
                onChange={(e) => {
                  const next = product.product_variants.find(
                    (v) => v.id === Number(e.target.value),
                  );
                  setVariantId(next?.id ?? null);
                  setSizeId(next?.product_variant_sizes.find((s) => s.quantity > 0)?.id ?? null);
                }}
                className={inputClass}
              >
                {product.product_variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.color}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label
                htmlFor={`${id}-size`}
                className="mb-1.5 block text-sm font-medium text-gray-800"
              >
                {t('orderEdits.draft.size')}
              </label>
              <select
                id={`${id}-size`}
                value={sizeId ?? ''}
                onChange={(e) => setSizeId(Number(e.target.value))}
                className={inputClass}
              >
                {variant?.product_variant_sizes.map((s) => (
                  <option key={s.id} value={s.id} disabled={s.quantity === 0}>
                    {t('orderEdits.sizeOption', {
                      size: s.size,
                      price: money(s.price),
                      count: s.quantity,
                    })}
                  </option>
                ))}
              </select>
            </div>
            <TextField
              label={t('orderEdits.draft.quantity')}
              type="number"
              min={1}
              max={size?.quantity ?? undefined}
              inputMode="numeric"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </div>
          {product.input_fields.map((f) => (
            <TextField
              key={f.id}
              label={`${f.label}${f.is_required ? ' *' : ''}`}
              value={fields[f.id] ?? ''}
              onChange={(e) => setFields({ ...fields, [f.id]: e.target.value })}
            />
          ))}
          <Button
            disabled={!valid}
            onClick={() => {
              if (!valid) return;
              onAdd({
                key: crypto.randomUUID(),
                product_id: product.id,
                product_variant_id: variant.id,
                product_size_id: size.id,
                name: product.name,
                color: variant.color,
                size: size.size,
                price: size.price,
                stock: size.quantity,
                quantity: count,
                input_fields: product.input_fields.map((f) => ({
                  id: f.id,
                  label: f.label,
                  value: fields[f.id] ?? '',
                })),
              });
              setQuantity('1');
            }}
          >
            <Plus aria-hidden />
            {t('orderEdits.draft.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A titled card, as the console's pages show them (features do not import each other). */
function ConsoleCard({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

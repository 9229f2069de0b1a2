import { formatMoney, type AdminProductRow, type ProductDetail } from '@storefront/contracts';
import { Plus, Search, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';

/*
 * Products picked for an order the owner places: the draft order's lines and the bulk order's
 * kit (decision 0025) pick them alike and list them alike.
 */

type PickerData = { products: AdminProductRow[] | null; product: ProductDetail | null };

/** A product picked with its colour, size, quantity and input-field values. */
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
            <SelectField
              label={t('orderEdits.draft.color')}
              value={variantId ?? ''}
              onChange={(e) => {
                const next = product.product_variants.find((v) => v.id === Number(e.target.value));
                setVariantId(next?.id ?? null);
                setSizeId(next?.product_variant_sizes.find((s) => s.quantity > 0)?.id ?? null);
              }}
            >
              {product.product_variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.color}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('orderEdits.draft.size')}
              value={sizeId ?? ''}
              onChange={(e) => setSizeId(Number(e.target.value))}
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
            </SelectField>
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

/** The lines picked so far, each with its remove button; `detail` writes what follows the name. */
export function PickedLines({
  lines,
  onRemove,
  numbered = false,
  testId,
  detail,
}: {
  lines: DraftLine[];
  onRemove: (key: string) => void;
  /** "1. Tee": the bulk order's CSV names each line's size column by its number. */
  numbered?: boolean;
  testId: string;
  detail: (line: DraftLine, index: number) => React.ReactNode;
}) {
  const { t } = useTranslation('console');
  if (!lines.length) {
    return <p className="mt-4 text-sm text-gray-600">{t('orderEdits.draft.noLines')}</p>;
  }
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className="mt-4 divide-y divide-gray-100" data-testid={testId}>
      {lines.map((line, i) => (
        <li key={line.key} className="flex flex-wrap items-center gap-3 py-3 text-sm">
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-medium break-words">
              {numbered ? `${i + 1}. ` : ''}
              {line.name}
            </p>
            {detail(line, i)}
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('orderEdits.draft.removeLine', { name: line.name })}
            onClick={() => onRemove(line.key)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </List>
  );
}

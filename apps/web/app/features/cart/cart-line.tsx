import { formatMoney, type CartItem } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { MinusIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { useOnChange } from '../../lib/use-on-change.ts';

/** One cart line: picture, options, price, quantity steps and remove with confirmation (§2 Cart). */
export function CartLine({
  line,
  hidePrices,
  onError,
}: {
  line: CartItem;
  hidePrices: boolean;
  /** Shows the server's refusal (e.g. not enough stock) as a toast. */
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher<{ error: string | null }>();
  const [confirming, setConfirming] = useState(false);
  useOnChange(fetcher.data?.error, onError);
  const busy = fetcher.state !== 'idle';
  const setQuantity = (quantity: number) =>
    fetcher.submit({ intent: 'quantity', lineId: line.id, quantity }, { method: 'post' });
  const remove = () => {
    setConfirming(false);
    void fetcher.submit({ intent: 'remove', lineId: line.id }, { method: 'post' });
  };
  return (
    <li data-testid="cart-line" className="flex gap-4 py-4">
      <img
        src={line.image ?? line.product_thumbnail ?? '/assets/images/placeholder.png'}
        alt={line.name}
        className="size-20 shrink-0 rounded-lg border border-gray-100 bg-gray-50 object-contain sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <Link to={`/products/${line.slug}`} className="font-medium text-gray-900 hover:underline">
            {line.name}
          </Link>
          {hidePrices ? null : (
            <span className="font-semibold text-gray-900">
              {formatMoney(line.final_price, 'usd', i18n.language)}
            </span>
          )}
        </div>
        <LineOptions line={line} hidePrices={hidePrices} />
        {line.inactive ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {t('CART.inactive')}
          </p>
        ) : line.out_of_stock ? (
          <p role="alert" className="mt-1 text-sm font-medium text-red-700">
            {t('CART.outOfStock', { count: line.stock ?? 0 })}
          </p>
        ) : null}
        <div className="mt-3 flex items-center justify-between gap-3">
          <div className="flex items-center rounded-lg border border-gray-300">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('CART.decrease')}
              disabled={busy || line.quantity <= 1}
              onClick={() => setQuantity(line.quantity - 1)}
            >
              <MinusIcon />
            </Button>
            <span aria-label={t('CART.quantity')} className="min-w-8 text-center text-sm">
              {line.quantity}
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('CART.increase')}
              disabled={busy}
              onClick={() => setQuantity(line.quantity + 1)}
            >
              <PlusIcon />
            </Button>
          </div>
          <Button variant="link" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            {t('CART.remove')}
          </Button>
        </div>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('CART.confirmRemoveTitle')}
      >
        <p className="px-6 py-5 text-gray-700">{t('CART.confirmRemoveText')}</p>
        <div className="flex justify-end gap-3 px-6 pb-5">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('COMMON.cancel')}
          </Button>
          <Button onClick={remove}>{t('COMMON.confirm')}</Button>
        </div>
      </Dialog>
    </li>
  );
}

function LineOptions({ line, hidePrices }: { line: CartItem; hidePrices: boolean }) {
  const { t, i18n } = useTranslation();
  const options = [
    // A gift card's one "colour" (Digital) is no choice the shopper made.
    line.color && !line.is_gift_card ? `${t('CART.color')}: ${line.color}` : null,
    line.size ? `${t(line.is_gift_card ? 'CART.amount' : 'CART.size')}: ${line.size}` : null,
    line.email ? `${t('CART.recipient')}: ${line.email}` : null,
    line.note ? `${t('CART.note')}: ${line.note}` : null,
    ...line.input_fields.filter((f) => f.value).map((f) => `${f.label}: ${f.value}`),
    hidePrices ? null : `${t('CART.unitPrice')}: ${formatMoney(line.price, 'usd', i18n.language)}`,
  ].filter(Boolean);
  return (
    <ul className="mt-1 space-y-0.5 text-sm text-gray-600">
      {options.map((option) => (
        <li key={option} className="break-words">
          {option}
        </li>
      ))}
    </ul>
  );
}

import type { LowStockSize } from '@storefront/contracts';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

type AdjustAnswer = { ok: boolean; message?: string | null };

/** A size running low, with −1 / +1 and a count to set (owners only). */
export function LowStockRow({ size, editable }: { size: LowStockSize; editable: boolean }) {
  const { t } = useTranslation('console');
  const fetcher = useFetcher<AdjustAnswer>();
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const label = `${size.product_name}, ${size.color}, ${size.size}`;
  const error = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const step = (delta: 1 | -1) =>
    fetcher.submit({ intent: 'adjust', size_id: size.size_id, delta }, { method: 'post' });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" aria-label={label}>
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-words">{size.product_name}</p>
        <p className="text-sm text-gray-600">
          {size.color} · {size.size}
        </p>
      </div>
      <p
        className={cn(
          'min-w-20 text-sm font-semibold',
          size.quantity === 0 ? 'text-red-700' : 'text-amber-800',
        )}
      >
        {t('stock.left', { count: size.quantity })}
      </p>
      {editable ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            disabled={busy || size.quantity === 0}
            aria-label={t('stock.decrease', { label })}
            onClick={() => step(-1)}
          >
            <Minus aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            disabled={busy}
            aria-label={t('stock.increase', { label })}
            onClick={() => step(1)}
          >
            <Plus aria-hidden />
          </Button>
          <fetcher.Form method="post" className="flex items-center gap-2">
            <input type="hidden" name="intent" value="adjust" />
            <input type="hidden" name="size_id" value={size.size_id} />
            <input type="hidden" name="expected" value={size.quantity} />
            <label htmlFor={`${id}-set`} className="sr-only">
              {t('stock.setLabel', { label })}
            </label>
            <input
              id={`${id}-set`}
              name="set"
              type="number"
              min={0}
              required
              inputMode="numeric"
              key={size.quantity}
              defaultValue={size.quantity}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="h-10 w-24 rounded-lg border border-gray-300 px-3"
            />
            <Button type="submit" variant="outline" disabled={busy}>
              {t('stock.set')}
            </Button>
          </fetcher.Form>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

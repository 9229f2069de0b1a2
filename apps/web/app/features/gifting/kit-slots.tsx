import type { CartItem } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { useOnChange } from '../../lib/use-on-change.ts';

/**
 * The kit's slots (§2 Kit page): one per chosen unit (a line of 2 fills two), then the empty
 * ones up to the kit's amount. Removing a slot takes one unit off its line.
 */
type KitSlotsProps = {
  lines: CartItem[];
  amount: number;
  /** Shows the server's refusal of a removal. */
  onError: (message: string) => void;
};

export function KitSlots({ lines, amount, onError }: KitSlotsProps) {
  const { t } = useTranslation();
  const units = lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, unit) => ({ line, key: `${line.id}-${unit}` })),
  );
  const empty = Math.max(0, amount - units.length);
  return (
    <ul
      aria-label={t('GIFTING.yourSelection')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
    >
      {units.map(({ line, key }) => (
        <SelectedSlot key={key} line={line} onError={onError} />
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <li
          key={`empty-${i}`}
          data-testid="kit-empty-slot"
          className="flex h-22 items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 text-sm text-gray-500 [&_svg]:size-4"
        >
          <PlusIcon />
          {t('GIFTING.emptySlot')}
        </li>
      ))}
    </ul>
  );
}

function SelectedSlot({ line, onError }: { line: CartItem; onError: (message: string) => void }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ error: string | null }>();
  useOnChange(fetcher.data?.error, onError);
  const picture = line.image ?? line.product_thumbnail;
  return (
    <li
      data-testid="kit-slot"
      className="flex h-22 items-center gap-3 rounded-xl border border-gray-200 bg-white p-3"
    >
      {picture ? (
        <img
          src={picture}
          alt=""
          className="size-16 shrink-0 rounded-lg bg-gray-50 object-contain"
        />
      ) : null}
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-gray-900">{line.name}</p>
        <p className="truncate text-gray-600">
          {[line.color, line.size].filter(Boolean).join(' · ')}
        </p>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="lineId" value={line.id} />
        <input type="hidden" name="quantity" value={line.quantity} />
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          disabled={fetcher.state !== 'idle'}
          aria-label={t('GIFTING.removeOne', { name: line.name })}
          className="rounded-full [&_svg]:size-5"
        >
          <TrashIcon />
        </Button>
      </fetcher.Form>
    </li>
  );
}

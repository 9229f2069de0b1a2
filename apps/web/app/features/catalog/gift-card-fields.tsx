import {
  formatMoney,
  GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT,
  GIFT_NOTE_MAX,
} from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { ProductChoice } from './use-product-choice.ts';

const input =
  'w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-400 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none aria-invalid:border-red-600';

/**
 * A gift card's own fields (§2, §5): a custom amount in dollars instead of a listed one (at most
 * the store's limit, said at the field), the recipient's e-mail and an optional note of at most 100 characters with its counter.
 */
export function GiftCardFields({ choice, currency }: { choice: ProductChoice; currency: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const custom = choice.customAmount !== null;
  const { warnings } = choice.problems;
  const maxCents = choice.giftCardAmountMaxCents ?? GIFT_CARD_AMOUNT_MAX_CENTS_DEFAULT;
  // Said as soon as it is typed: the shopper need not try Add to Cart to learn the limit.
  const amountTooHigh = warnings.includes('amountTooHigh');
  const amountInvalid = amountTooHigh || (choice.tried && warnings.includes('invalidAmount'));
  const emailInvalid = choice.tried && warnings.includes('invalidEmail');

  return (
    <div className="space-y-5">
      <div>
        <div className="flex items-center gap-3">
          <input
            id={`${id}-custom`}
            type="checkbox"
            checked={custom}
            onChange={(event) => choice.toggleCustomAmount(event.target.checked)}
            className="size-4 rounded accent-(--store-primary)"
          />
          <label htmlFor={`${id}-custom`} className="text-sm font-medium text-gray-900">
            {t('PRODUCT.customAmount')}
          </label>
        </div>
        {custom ? (
          <div className="mt-3">
            <label htmlFor={`${id}-amount`} className="mb-1.5 block text-sm text-gray-700">
              {t('PRODUCT.customAmountLabel')}
            </label>
            <div className="relative max-w-48">
              <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-gray-500">
                $
              </span>
              <input
                id={`${id}-amount`}
                type="number"
                inputMode="decimal"
                min={1}
                max={maxCents / 100}
                step="0.01"
                value={choice.customAmount ?? ''}
                onChange={(event) => choice.setCustomAmount(event.target.value)}
                aria-invalid={amountInvalid || undefined}
                aria-describedby={amountTooHigh ? `${id}-amount-error` : undefined}
                className={cn(input, 'h-11 pl-7')}
              />
            </div>
            {amountTooHigh ? (
              <p id={`${id}-amount-error`} className="mt-1.5 text-sm text-red-700">
                {t('PRODUCT.warnings.amountTooHigh', {
                  max: formatMoney(maxCents, currency, i18n.language),
                })}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-gray-900">
          {t('PRODUCT.recipientEmail')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          value={choice.recipientEmail}
          onChange={(event) => choice.setRecipientEmail(event.target.value)}
          aria-invalid={emailInvalid || undefined}
          aria-describedby={emailInvalid ? `${id}-email-error` : undefined}
          className={cn(input, 'h-11')}
        />
        {emailInvalid ? (
          <p id={`${id}-email-error`} className="mt-1.5 text-sm text-red-700">
            {t('PRODUCT.warnings.invalidEmail')}
          </p>
        ) : null}
      </div>
      <div>
        <div className="mb-1.5 flex items-baseline justify-between">
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-gray-900">
            {t('PRODUCT.giftNote')}
          </label>
          <span id={`${id}-count`} className="text-xs text-gray-500 tabular-nums">
            {t('PRODUCT.noteCounter', { count: choice.giftNote.length, max: GIFT_NOTE_MAX })}
          </span>
        </div>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={GIFT_NOTE_MAX}
          value={choice.giftNote}
          onChange={(event) => choice.setGiftNote(event.target.value)}
          aria-describedby={`${id}-count`}
          className={cn(input, 'resize-none py-2')}
        />
      </div>
    </div>
  );
}

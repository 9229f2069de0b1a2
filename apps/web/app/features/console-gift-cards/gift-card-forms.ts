import {
  dollarsToCents,
  GIFT_CARD_CSV_MAX_BYTES,
  GIFT_CARD_NOTE_MAX,
  IssueGiftCardBody,
  LANGUAGES,
} from '@storefront/contracts';
import { z } from 'zod';

/** Dollars as typed ("25", "25.5", "$1,000.00") to cents, or null. */
export const amountCents = (text: string) =>
  dollarsToCents(text, { currencySign: true, thousands: true });

const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31.')
  .optional();
const language = z.enum(LANGUAGES).default('en');
const note = z.string().trim().max(GIFT_CARD_NOTE_MAX).optional();

/** The issue dialog: dollars typed, cents sent (`toIssueBody`). */
export const IssueGiftCardForm = z.object({
  amount: z
    .string({ error: 'Enter an amount like 25.00.' })
    .refine((text) => (amountCents(text) ?? 0) >= 100, 'Enter an amount of at least 1.00.'),
  recipient_email: IssueGiftCardBody.shape.recipient_email,
  expires_at: optionalDay,
  note,
  language,
});
export type IssueGiftCardForm = z.infer<typeof IssueGiftCardForm>;

export function toIssueBody(form: IssueGiftCardForm): IssueGiftCardBody {
  return { ...form, amount: amountCents(form.amount)! };
}

/** The CSV dialog's check: the file (read by the action) and what every card shares. */
export const GiftCardCsvForm = z.object({
  expires_at: optionalDay,
  note,
  language,
});

/** The CSV dialog's apply: the same text the check read, sent back as it was. */
export const GiftCardCsvApplyForm = GiftCardCsvForm.extend({
  csv: z.string().min(1).max(GIFT_CARD_CSV_MAX_BYTES),
});

export const GIFT_CARD_FORMS = {
  issue: IssueGiftCardForm,
  csv: GiftCardCsvForm,
  'csv-apply': GiftCardCsvApplyForm,
} as const;
export type GiftCardIntent = keyof typeof GIFT_CARD_FORMS;

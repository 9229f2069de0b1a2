import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { GIFT_CARD_AMOUNT_MIN_CENTS, LANGUAGES } from './constants.ts';
import { IdParam, requestText } from './request.ts';

// The owner console's gift cards (decision 0023): list, card page with its ledger, issue one or
// many from a CSV, disable and enable. A card's code is shown once, when it is issued.

export const GIFT_CARD_PAGE_SIZES = [10, 25, 50] as const;
/** The largest CSV of cards to issue at once. */
export const GIFT_CARD_CSV_MAX_BYTES = 200_000;
export const GIFT_CARD_CSV_MAX_ROWS = 500;
export const GIFT_CARD_NOTE_MAX = 500;

export const ConsoleGiftCardParams = z.object({ storefrontId: IdParam, giftCardId: IdParam });

/** What the console filters cards by: usable, disabled by the owner, or spent to zero. */
export const GIFT_CARD_STATES = ['active', 'disabled', 'used', 'expired'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

export const ConsoleGiftCardListQuery = z.object({
  /** The last four characters of the code, or part of the recipient's e-mail; any case. */
  q: requestText().trim().max(100).optional(),
  state: z
    .enum(GIFT_CARD_STATES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .refine((n) => (GIFT_CARD_PAGE_SIZES as readonly number[]).includes(n), 'Rows is 10, 25 or 50.')
    .default(GIFT_CARD_PAGE_SIZES[1]),
});
export type ConsoleGiftCardListQuery = z.infer<typeof ConsoleGiftCardListQuery>;

/** A card as the console lists it: never its code, only the last four characters. */
export const ConsoleGiftCardRow = z.object({
  id: z.number().int(),
  last4: z.string(),
  initial_balance: z.number().int(),
  balance: z.number().int(),
  state: z.enum(GIFT_CARD_STATES),
  recipient_email: z.string().nullable(),
  /** Bought in an order, or issued by the store (the console, the demo data). */
  source: z.enum(['order', 'store']),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleGiftCardRow = z.infer<typeof ConsoleGiftCardRow>;
export const ConsoleGiftCardListResponse = pagedResponse(ConsoleGiftCardRow);
export type ConsoleGiftCardListResponse = z.infer<typeof ConsoleGiftCardListResponse>;

/** One change of a card: issue (+), redeem (−), refund (+), disable and enable (0). */
export const GiftCardLedgerEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['issue', 'redeem', 'refund', 'disable', 'enable']),
  amount: z.number().int(),
  order_id: z.number().int().nullable(),
  /** The first 8 characters of the order's uuid, as the console shows order numbers. */
  order_number: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCardLedgerEntry = z.infer<typeof GiftCardLedgerEntry>;

export const ConsoleGiftCardDetail = ConsoleGiftCardRow.extend({
  note: z.string().nullable(),
  owner_email: z.string().nullable(),
  /** Oldest first. */
  ledger: z.array(GiftCardLedgerEntry),
});
export type ConsoleGiftCardDetail = z.infer<typeof ConsoleGiftCardDetail>;
export const ConsoleGiftCardResponse = z.object({ data: ConsoleGiftCardDetail });
export type ConsoleGiftCardResponse = z.infer<typeof ConsoleGiftCardResponse>;

const language = z.enum(LANGUAGES).default('en');
const recipient = requestText()
  .trim()
  .min(1, 'Enter the recipient’s e-mail address.')
  .max(254)
  .email('Enter a valid e-mail address.');

/**
 * One card to issue: its amount in cents (at least $1, at most the store's gift-card maximum,
 * checked by the server), who it is mailed to, in which language, and until when it is good.
 */
export const IssueGiftCardBody = z.object({
  amount: z
    .number()
    .int('Enter an amount in whole cents.')
    .min(GIFT_CARD_AMOUNT_MIN_CENTS, 'A gift card is at least $1.00.'),
  recipient_email: recipient,
  expires_at: z.iso
    .date('Use a date like 2026-01-31.')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined)),
  note: requestText({ multiline: true }).trim().max(GIFT_CARD_NOTE_MAX).optional(),
  language,
});
export type IssueGiftCardBody = z.input<typeof IssueGiftCardBody>;

/** The card just issued, with its code: the one time the code is ever shown. */
export const IssuedGiftCardResponse = z.object({
  data: ConsoleGiftCardDetail.extend({ code: z.string() }),
});
export type IssuedGiftCardResponse = z.infer<typeof IssuedGiftCardResponse>;

/** Cards from a CSV with the columns `amount,email` (amount in dollars); dry run first. */
export const IssueGiftCardsCsvBody = z.object({
  csv: requestText({ multiline: true })
    .min(1, 'Choose a CSV file.')
    .max(GIFT_CARD_CSV_MAX_BYTES, 'The CSV is too large.'),
  dry_run: z.boolean().default(true),
  expires_at: IssueGiftCardBody.shape.expires_at,
  note: IssueGiftCardBody.shape.note,
  language,
});
export type IssueGiftCardsCsvBody = z.input<typeof IssueGiftCardsCsvBody>;

export const GiftCardCsvRow = z.object({
  line: z.number().int(),
  amount: z.number().int(),
  email: z.string(),
});
export const GiftCardCsvProblem = z.object({ line: z.number().int(), message: z.string() });
export type GiftCardCsvProblem = z.infer<typeof GiftCardCsvProblem>;

/**
 * What a CSV would issue (dry run) or issued: the rows, the total, and every bad row by line.
 * With any problem nothing is issued (all or nothing); the codes go by mail only.
 */
export const IssueGiftCardsCsvResponse = z.object({
  data: z.object({
    dry_run: z.boolean(),
    rows: z.array(GiftCardCsvRow),
    total: z.number().int(),
    problems: z.array(GiftCardCsvProblem),
    issued: z.number().int(),
  }),
});
export type IssueGiftCardsCsvResponse = z.infer<typeof IssueGiftCardsCsvResponse>;

export const SetGiftCardEnabledBody = z.object({ enabled: z.boolean() });

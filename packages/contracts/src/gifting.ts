import { z } from 'zod';
import { ProductSummary, StorefrontParams } from './catalog.ts';
import { MONEY_MAX_CENTS } from './constants.ts';
import { Id, requestText } from './request.ts';

// Schema-free helpers live beside the schemas, so pages can use them without zod.
export * from './gifting-helpers.ts';

const Token = requestText().trim().min(1).max(100);

export const KitParams = StorefrontParams.extend({ token: Token });
/** `user_token` names the recipient's link: an expired, unknown or redeemed one answers 404. */
export const KitQuery = z.object({ user_token: Token.optional() });

export const KitProductRule = z.object({ required: z.boolean(), quantity: z.number().int() });
export type KitProductRule = z.infer<typeof KitProductRule>;
export const KitProduct = ProductSummary.extend({ product_kit_product: KitProductRule });
export type KitProduct = z.infer<typeof KitProduct>;

/** §3 Kit: `amount` is how many products the recipient may choose in all. */
export const Kit = z.object({
  name: z.string(),
  amount: z.number().int(),
  hide_prices: z.boolean(),
  banner: z.object({ full_path: z.string() }).nullable(),
  products: z.array(KitProduct),
});
export type Kit = z.infer<typeof Kit>;
export const KitResponse = z.object({ data: Kit });

/** Entering gifting mode: the two tokens of the recipient's link (§3 Cart). */
export const GiftingTokens = z.object({ token: Token, user_token: Token });
export type GiftingTokens = z.infer<typeof GiftingTokens>;

/** What a cart in gifting mode carries besides its lines. */
export const CartGifting = GiftingTokens.extend({
  hide_prices: z.boolean(),
  amount: z.number().int(),
  recipient_name: z.string(),
  recipient_email: z.string(),
});
export type CartGifting = z.infer<typeof CartGifting>;

/** The owner's view of a kit: its budget, what its orders spent and the state of its links. */
export const KitBudget = z.object({
  name: z.string(),
  token: z.string(),
  amount: z.number().int(),
  /** Cents; null when the kit has no budget limit. */
  budget_cents: z.number().int().nullable(),
  /** Totals of the kit's orders that were not cancelled, in cents. */
  spent_cents: z.number().int(),
  links: z.object({
    open: z.number().int(),
    redeemed: z.number().int(),
    expired: z.number().int(),
  }),
});
export type KitBudget = z.infer<typeof KitBudget>;
export const KitBudgetListResponse = z.object({ data: z.array(KitBudget) });

/** A gift recipient as the owner names them (API and CSV). */
export const GiftRecipient = z.object({
  name: requestText().trim().min(1, 'name is empty').max(200, 'name is too long'),
  email: z.email('email is not a valid e-mail address').max(320),
});

/** The owner's new kit: how many products in all, and which products with their rules. */
export const NewKitBody = z.object({
  name: requestText().trim().min(1).max(200),
  amount: z.number().int().min(1).max(50),
  hide_prices: z.boolean().default(false),
  budget_cents: z.number().int().min(0).max(MONEY_MAX_CENTS).nullable().default(null),
  products: z
    .array(
      z.object({
        product_id: Id,
        required: z.boolean().default(false),
        quantity: z.number().int().min(1).max(50).default(1),
      }),
    )
    .min(1)
    .max(100)
    .refine((list) => new Set(list.map((p) => p.product_id)).size === list.length, {
      message: 'A product may be in a kit once.',
    }),
});
export type NewKitBody = z.infer<typeof NewKitBody>;

/** The owner's change to a kit; lowering `amount` can put open selections over the limit. */
export const KitChangeBody = z
  .object({
    amount: z.number().int().min(1).max(50),
    hide_prices: z.boolean(),
    budget_cents: z.number().int().min(0).max(MONEY_MAX_CENTS).nullable(),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change.' });
export type KitChange = z.infer<typeof KitChangeBody>;

export const KitLinksBody = z.object({
  recipients: z.array(GiftRecipient).min(1).max(500),
  /** No expiry when left out. */
  expires_in_days: z.number().int().min(1).max(365).optional(),
});
export const SentGiftingLink = GiftRecipient.extend({ url: z.string() });
export const KitLinksResponse = z.object({ data: z.array(SentGiftingLink) });
export const KitSettings = z.object({
  token: z.string(),
  amount: z.number().int(),
  hide_prices: z.boolean(),
  budget_cents: z.number().int().nullable(),
});
export const KitSettingsResponse = z.object({ data: KitSettings });

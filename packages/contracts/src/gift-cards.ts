import { z } from 'zod';
import { requestText } from './request.ts';

/** A gift card of the signed-in user (account Gift Cards tab). Balance in cents. */
export const GiftCard = z.object({
  code: z.string(),
  balance: z.number().int(),
  /** active, or expired / used up as the server sees it now. */
  status: z.enum(['active', 'expired', 'used', 'disabled']),
});
export type GiftCard = z.infer<typeof GiftCard>;
export const GiftCardListResponse = z.object({ data: z.array(GiftCard) });

export const GiftCardBalanceQuery = z.object({ code: requestText().trim().min(1).max(64) });
export const GiftCardBalanceResponse = z.object({
  data: z.object({ code: z.string(), balance: z.number().int() }),
});

export const CouponCheckBody = z.object({
  code: requestText().trim().min(1, 'Code is required').max(64),
});
/** A code typed at checkout is a promo code or a gift card. */
export const CouponCheckResponse = z.object({
  data: z.discriminatedUnion('type', [
    z.object({
      type: z.literal('promo'),
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      /** Percent (0–100) or cents. */
      value: z.number().int(),
      min_order: z.number().int(),
    }),
    z.object({ type: z.literal('gift_card'), code: z.string(), balance: z.number().int() }),
  ]),
});

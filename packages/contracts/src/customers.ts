import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { PaymentStatus } from './orders.ts';
import { IdParam, requestText } from './request.ts';

// The owner console's customers: the store's shoppers, their orders, blocking.

export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;

/** The list's search, sort and page; every field lives in the console's URL. */
export const CustomerListQuery = z.object({
  /** Part of the name or e-mail address; any case. */
  q: requestText().trim().max(100).optional(),
  sort: z.enum(['created_at', 'name', 'email', 'orders', 'spend']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce
    .number()
    .int()
    .refine((n) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(n), 'Rows is 10, 25 or 50.')
    .default(CUSTOMER_PAGE_SIZES[1]),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

/** A shopper with what they bought: orders placed and the sum of their totals (cents). */
export const CustomerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  email_verified: z.boolean(),
  blocked: z.boolean(),
  orders: z.number().int(),
  spend: z.number().int(),
  created_at: z.string(),
});
export type CustomerRow = z.infer<typeof CustomerRow>;

export const CustomerListResponse = pagedResponse(CustomerRow);
export type CustomerListResponse = z.infer<typeof CustomerListResponse>;

export const CustomerOrder = z.object({
  id: z.number().int(),
  uuid: z.string(),
  created_at: z.string(),
  status: z.number().int(),
  payment_status: z.enum(PaymentStatus),
  total: z.number().int(),
});
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CustomerDetail = CustomerRow.extend({
  external: z.boolean(),
  blocked_at: z.string().nullable(),
  /** Newest first. */
  order_list: z.array(CustomerOrder),
});
export type CustomerDetail = z.infer<typeof CustomerDetail>;
export const CustomerResponse = z.object({ data: CustomerDetail });
export type CustomerResponse = z.infer<typeof CustomerResponse>;

export const CustomerParams = z.object({ storefrontId: IdParam, userId: IdParam });

export const BlockCustomerBody = z.object({ blocked: z.boolean() });
export type BlockCustomerBody = z.infer<typeof BlockCustomerBody>;

/** What a blocked shopper reads when signing in. */
export const BLOCKED_ACCOUNT_MESSAGE =
  'This account has been blocked by the store. Please contact the store if you think this is a mistake.';

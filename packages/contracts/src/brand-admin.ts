import { z } from 'zod';
import { requestText } from './request.ts';

/*
 * Brands in the console (§3 Brands). A brand is the text on its products, like Shopify's vendors:
 * the list is derived from the products, and renaming, merging or removing one changes every
 * product that carries it at once.
 */

export const BRAND_NAME_MAX = 100;

/** A brand as written on products (the product editor's brand field takes the same text). */
export const BrandName = requestText()
  .trim()
  .min(1, 'Enter a brand.')
  .max(BRAND_NAME_MAX, `A brand can be at most ${BRAND_NAME_MAX} characters.`);

export const BrandSummary = z.object({ name: z.string(), product_count: z.number().int() });
export type BrandSummary = z.infer<typeof BrandSummary>;

/** Every brand on the store's products (listable or not), A to Z. */
export const BrandListResponse = z.object({ data: z.array(BrandSummary) });

/** Rename `name` on all its products; `new_name` must not be another brand (merge instead). */
export const RenameBrandBody = z.object({ name: BrandName, new_name: BrandName });
export type RenameBrandBody = z.infer<typeof RenameBrandBody>;

/** Move every product of `name` to the brand `into`; `name` disappears. */
export const MergeBrandBody = z
  .object({ name: BrandName, into: BrandName })
  .refine((body) => body.name !== body.into, {
    path: ['into'],
    message: 'Choose another brand to merge into.',
  });
export type MergeBrandBody = z.infer<typeof MergeBrandBody>;

/** Clear the brand from all its products. */
export const RemoveBrandBody = z.object({ name: BrandName });
export type RemoveBrandBody = z.infer<typeof RemoveBrandBody>;

/** What a change did: the brand as it now is (null when removed) and how many products changed. */
export const BrandChangeResponse = z.object({
  data: z.object({ name: z.string().nullable(), product_count: z.number().int() }),
});
export type BrandChange = z.infer<typeof BrandChangeResponse>['data'];

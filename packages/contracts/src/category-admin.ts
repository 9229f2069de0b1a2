import { z } from 'zod';
import { ProductSlug } from './product-editor.ts';
import { Id, IdParam, requestText } from './request.ts';

/*
 * Categories in the console (§3 Category): a tree by parent, ordered by position among siblings,
 * with a slug unique in the store (the shop's category URLs and menu entries use it).
 */

export const CATEGORY_NAME_MAX = 100;

export const CategoryName = requestText()
  .trim()
  .min(1, 'Enter the category’s name.')
  .max(CATEGORY_NAME_MAX, `A name can be at most ${CATEGORY_NAME_MAX} characters.`);

/** One category as the console shows it; the list is the tree in display order (depth first). */
export const CategoryNode = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_company: z.boolean(),
  parent_id: z.number().int().nullable(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  /** Products linked to this category itself. */
  product_count: z.number().int(),
  /** Products linked to it or to any category below it, each counted once. */
  total_product_count: z.number().int(),
});
export type CategoryNode = z.infer<typeof CategoryNode>;

export const CategoryNodesResponse = z.object({ data: z.array(CategoryNode) });
export const CategoryNodeResponse = z.object({ data: CategoryNode });

export const CategoryParams = z.object({ storefrontId: IdParam, categoryId: IdParam });

const ParentId = Id.nullable();

/** A new category, last among its siblings (at the top level without parent_id). */
export const CreateCategoryBody = z.object({
  name: CategoryName,
  slug: ProductSlug,
  is_company: z.boolean().default(false),
  parent_id: ParentId.default(null),
});
export type CreateCategoryBody = z.infer<typeof CreateCategoryBody>;

/** Rename, change the slug or the company flag; what is left out stays. */
export const UpdateCategoryBody = z
  .object({ name: CategoryName, slug: ProductSlug, is_company: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to change.' });
export type UpdateCategoryBody = z.infer<typeof UpdateCategoryBody>;

/** After a slug change, the store's links to the old slug (menu and page sections, live and draft) follow it. */
export const CategoryUpdatedResponse = z.object({
  data: CategoryNode.extend({ links_updated: z.number().int() }),
});

/** Move under `parent_id` (null: the top level) at `position` among its new siblings (0 first). */
export const MoveCategoryBody = z.object({
  parent_id: ParentId,
  position: z.number().int().min(0).max(10_000),
});
export type MoveCategoryBody = z.infer<typeof MoveCategoryBody>;

/**
 * Deleting takes the categories below with it. When any of them holds products, say where they
 * go: another category's id, or null to unlink them (they stay in the store, uncategorised).
 */
export const DeleteCategoryBody = z
  .object({ move_products_to: ParentId.optional() })
  // A DELETE without a body reaches the schema as null.
  .nullish()
  .transform((body) => body ?? {});
export type DeleteCategoryBody = z.infer<typeof DeleteCategoryBody>;

export const CategoryDeletedResponse = z.object({
  data: z.object({
    deleted_category_ids: z.array(z.number().int()),
    products_moved: z.number().int(),
  }),
});

/**
 * The whole tree at once, every category of the store in display order with its parent: each
 * one's position is its place among its siblings here.
 */
export const CategoryOrderBody = z.object({
  categories: z
    .array(z.object({ id: Id, parent_id: ParentId }))
    .max(5_000)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((row, i) => {
        if (seen.has(row.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Listed twice.' });
        seen.add(row.id);
      });
    }),
});
export type CategoryOrderBody = z.infer<typeof CategoryOrderBody>;

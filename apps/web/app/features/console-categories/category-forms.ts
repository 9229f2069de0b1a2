import { CategoryName, CreateCategoryBody, Id, ProductSlug } from '@storefront/contracts';
import { z } from 'zod';

/** Adding a category from the console: the API's body, posted as a form. */
export const CreateCategoryForm = CreateCategoryBody;

/** Changing one: every field is posted (an unticked company box means "not a company"). */
export const UpdateCategoryForm = z.object({
  id: Id,
  name: CategoryName,
  slug: ProductSlug,
  is_company: z.boolean().default(false),
});

/** Deleting one: where its products go, a category's id or "none" (unlinked). */
export const DeleteCategoryForm = z.object({
  id: Id,
  move_products_to: z.union([z.literal('none'), Id]).optional(),
});

import {
  BrandListResponse,
  CategoryChoicesResponse,
  EditableProductResponse,
  ProductInput,
  ProductSaveBody,
  WarehousesResponse,
} from '@storefront/contracts';
import { redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';

/** What the editor offers to choose from: the store's categories, warehouses and brands. */
export async function loadEditorChoices(context: AppLoadContext, storeId: number) {
  const [categories, warehouses, brands] = await Promise.all([
    apiJson(context, `/storefronts/${storeId}/products/category-choices`, CategoryChoicesResponse),
    apiJson(context, `/storefronts/${storeId}/warehouses`, WarehousesResponse),
    apiJson(context, `/storefronts/${storeId}/brands`, BrandListResponse),
  ]);
  return {
    categories: categories.data,
    warehouses: warehouses.data,
    brands: brands.data.map((brand) => brand.name),
  };
}

export type EditorChoices = Awaited<ReturnType<typeof loadEditorChoices>>;

/** A refusal as the editor shows it: the message, and each problem beside its field. */
export type EditorRefusal = { message: string; errors: Record<string, string[]> };

const productsPath = (storeId: number) => `/storefronts/${storeId}/products`;

/** Runs one of the editor's actions; a 4xx becomes the refusal the page shows. */
async function refusalOf(run: () => Promise<Response>): Promise<Response | EditorRefusal> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { message: error.message, errors: error.errors };
  }
}

/** The editor's form posts `intent` and, to save, the product as JSON (checked again here). */
export async function runEditorAction(
  context: AppLoadContext,
  storeId: number,
  productId: number | null,
  form: FormData,
): Promise<Response | EditorRefusal> {
  const intent = form.get('intent');
  const path = productsPath(storeId);
  if (intent === 'delete' && productId)
    return refusalOf(async () => {
      await apiJson(context, `${path}/${productId}`, EditableProductResponse, { method: 'DELETE' });
      return redirect('/admin/products');
    });
  if (intent === 'duplicate' && productId)
    return refusalOf(async () => {
      const copy = await apiJson(
        context,
        `${path}/${productId}/duplicate`,
        EditableProductResponse,
        {
          method: 'POST',
        },
      );
      return redirect(`/admin/products/${copy.data.id}`);
    });
  const schema = productId ? ProductSaveBody : ProductInput;
  const parsed = schema.safeParse(JSON.parse(String(form.get('product') ?? 'null')));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.')] ??= []).push(issue.message);
    return { message: parsed.error.issues[0]!.message, errors };
  }
  return refusalOf(async () => {
    const saved = await apiJson(
      context,
      productId ? `${path}/${productId}` : path,
      EditableProductResponse,
      {
        method: productId ? 'PUT' : 'POST',
        json: parsed.data,
      },
    );
    return redirect(`/admin/products/${saved.data.id}?saved=1`);
  });
}

import {
  CategoryTreeResponse,
  DraftResponse,
  PreviewSaveBody,
  PreviewSavedResponse,
  PublishBody,
  PublishedResponse,
  type ProductCategory,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { ApiFailure, apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore, requireVerifiedUser } from '../../lib/session.server.ts';

/** The store's draft as the owner's console edits it (the API refuses anyone else). */
export async function loadDraft(request: Request, context: AppLoadContext) {
  await requireVerifiedUser(request, context);
  const store = await getStore(context);
  const draft = await apiJson(context, `/storefronts/${store.id}/draft`, DraftResponse).catch(
    rethrowAsPageError,
  );
  return { storeId: store.id, ...draft.data };
}

/** The store's categories, flattened with their depth, for the section pickers. */
export async function loadCategories(context: AppLoadContext, storeId: number) {
  const tree = await apiJson(
    context,
    `/storefronts/${storeId}/has-products/product-categories`,
    CategoryTreeResponse,
  );
  const flat: { slug: string; name: string; depth: number }[] = [];
  const walk = (categories: ProductCategory[], depth: number) => {
    for (const category of categories) {
      flat.push({ slug: category.slug, name: category.name, depth });
      walk(category.sub_categories, depth + 1);
    }
  };
  walk(tree.data, 0);
  return flat;
}

/** What the console's draft route is asked to do: save the draft, or publish it. */
export const DraftIntent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), draft: PreviewSaveBody }),
  z.object({ intent: z.literal('publish'), publish: PublishBody }),
]);
export type DraftIntent = z.infer<typeof DraftIntent>;

/** The answer the editor reads: the new revision, or the server's `{ message, errors }`. */
export type DraftResult =
  | { ok: true; intent: 'save' | 'publish'; revision: number; version?: number }
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

const answer = (result: DraftResult, status = 200) => Response.json(result, { status });

/**
 * Saves or publishes the draft through the API, answering a DraftResult as JSON (a 4xx carries
 * the server's message and field errors). A resource route: the editor calls it with fetch, so a
 * save reloads no page data.
 */
export async function draftAction(request: Request, context: AppLoadContext) {
  await requireVerifiedUser(request, context);
  const store = await getStore(context);
  const asked = DraftIntent.safeParse(await request.json().catch(() => null));
  if (!asked.success)
    return answer(
      { ok: false, status: 400, message: 'The request is not valid.', errors: {} },
      400,
    );
  try {
    if (asked.data.intent === 'save') {
      const saved = await apiJson(
        context,
        `/storefronts/${store.id}/preview`,
        PreviewSavedResponse,
        {
          method: 'PUT',
          json: asked.data.draft,
        },
      );
      return answer({ ok: true, intent: 'save', revision: saved.data.revision });
    }
    const published = await apiJson(
      context,
      `/storefronts/${store.id}/publish`,
      PublishedResponse,
      {
        method: 'POST',
        json: asked.data.publish,
      },
    );
    const { revision, version } = published.data;
    return answer({ ok: true, intent: 'publish', revision, version: version.number });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    const { status, message, errors } = error;
    return answer({ ok: false, status, message, errors }, status);
  }
}

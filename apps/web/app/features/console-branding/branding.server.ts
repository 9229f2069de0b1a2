import {
  DraftResponse,
  PreviewSavedResponse,
  StorefrontResponse,
  type Storefront,
} from '@storefront/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { currentPath, getStore, withReturnUrl } from '../../lib/session.server.ts';
import {
  BrandingValues,
  brandingOf,
  errorsOf,
  withoutSettingsPrefix,
  type FieldErrors,
} from './branding-values.ts';

/** The store as its draft shows it (settings complete, draft laid over the published ones). */
function draftStore(context: AppLoadContext): Promise<Storefront> {
  return apiJson(context, '/storefronts/get-by-url?preview=1', StorefrontResponse).then(
    (answer) => answer.data,
  );
}

/** Only the owner edits the look: a visitor signs in first, anyone else is refused. */
function ownerOnly(request: Request, error: unknown): never {
  if (error instanceof ApiFailure && error.status === 401)
    throw redirect(withReturnUrl('/login', currentPath(request)));
  if (error instanceof ApiFailure) throw data({ message: error.message }, { status: error.status });
  throw error;
}

/** The Branding page's data: the draft's branding, after checking the visitor owns the store. */
export async function loadBranding(request: Request, context: AppLoadContext) {
  const store = await getStore(context);
  await apiJson(context, `/storefronts/${store.id}/draft`, DraftResponse).catch((error) =>
    ownerOnly(request, error),
  );
  const shown = await draftStore(context);
  return { storeId: store.id, storeName: store.name, values: brandingOf(shown.settings) };
}

export type SaveResult = { ok: true } | { ok: false; message: string; errors: FieldErrors };

/**
 * Lays the branding over the store's draft (its pages, menu and other settings as they are) and
 * saves it as the preview, which every open preview then shows.
 */
export async function saveBranding(
  request: Request,
  context: AppLoadContext,
  body: unknown,
): Promise<SaveResult> {
  const parsed = BrandingValues.safeParse(body);
  if (!parsed.success) return { ok: false, message: 'Check the fields.', errors: errorsOf(body) };
  const store = await getStore(context);
  try {
    const { draft } = (await apiJson(context, `/storefronts/${store.id}/draft`, DraftResponse))
      .data;
    await apiJson(context, `/storefronts/${store.id}/preview`, PreviewSavedResponse, {
      method: 'PUT',
      json: { ...draft, settings: { ...draft.settings, ...parsed.data } },
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500 || error.status === 401)
      ownerOnly(request, error);
    return { ok: false, message: error.message, errors: withoutSettingsPrefix(error.errors) };
  }
}

import { PublishedResponse, VersionResponse, VersionsResponse } from '@storefront/contracts';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ApiFailure, apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { getStore, requireVerifiedUser } from '../../lib/session.server.ts';

const ROWS = 20;

/** One page of the store's published versions, newest first. */
export async function loadVersions(request: Request, context: AppLoadContext) {
  await requireVerifiedUser(request, context);
  const store = await getStore(context);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const versions = await apiJson(
    context,
    `/storefronts/${store.id}/versions?page=${page}&rows=${ROWS}`,
    VersionsResponse,
  ).catch(rethrowAsPageError);
  return { ...versions.data, page };
}

export async function loadVersion(request: Request, context: AppLoadContext, number: string) {
  await requireVerifiedUser(request, context);
  const store = await getStore(context);
  const version = await apiJson(
    context,
    `/storefronts/${store.id}/versions/${encodeURIComponent(number)}`,
    VersionResponse,
  ).catch(rethrowAsPageError);
  return version.data;
}

/** Restores the version the form names; answers the server's message when it refuses. */
export async function restoreAction(request: Request, context: AppLoadContext) {
  await requireVerifiedUser(request, context);
  const store = await getStore(context);
  const number = Number((await request.formData()).get('number'));
  try {
    const restored = await apiJson(
      context,
      `/storefronts/${store.id}/versions/${number}/restore`,
      PublishedResponse,
      { method: 'POST' },
    );
    return redirect(`/admin/versions?restored=${restored.data.version.number}`);
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return data({ message: error.message }, { status: error.status });
  }
}

import {
  OrderEditBody,
  OrderEditOptionsResponse,
  OrderEditResponse,
  type OrderEditOptions,
  type OrderEditResult,
} from '@storefront/contracts';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/orders.$orderId.edit';

/** What the edit dialog reads and sends (a resource route: no page of its own). */
export type EditOptionsAnswer =
  { ok: true; options: OrderEditOptions } | { ok: false; message: string };
export type EditAnswer =
  | { ok: true; result: OrderEditResult }
  | { ok: false; message: string; errors: Record<string, string[]> };

const basePath = async (context: Route.LoaderArgs['context'], orderId: string) =>
  `/storefronts/${(await getStore(context)).id}/admin/orders/${Number(orderId) || 0}`;

/** The order's lines with the sizes each may take (owners; staff get the API's refusal). */
export async function loader({ params, context }: Route.LoaderArgs): Promise<EditOptionsAnswer> {
  const path = `${await basePath(context, params.orderId)}/edit-options`;
  try {
    return { ok: true, options: (await apiJson(context, path, OrderEditOptionsResponse)).data };
  } catch (error) {
    if (error instanceof ApiFailure && error.status < 500)
      return { ok: false, message: error.message };
    throw error;
  }
}

/** A preview or an edit (JSON), checked with the API's own schema first. */
export async function action({ request, params, context }: Route.ActionArgs): Promise<EditAnswer> {
  const parsed = OrderEditBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '';
      (errors[key] ??= []).push(issue.message);
    }
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the form.', errors };
  }
  const path = `${await basePath(context, params.orderId)}/edits`;
  try {
    const answer = await apiJson(context, path, OrderEditResponse, {
      method: 'POST',
      json: parsed.data,
    });
    return { ok: true, result: answer.data };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { ok: false, message: error.message, errors: error.errors };
  }
}

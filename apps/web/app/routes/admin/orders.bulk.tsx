import { BulkOrderBody, BulkOrderResponse, type BulkOrderResult } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BulkOrderForm } from '../../features/console-orders/bulk-order-form.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/orders.bulk';

export type BulkAnswer =
  | { ok: true; result: BulkOrderResult }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** A dry run or the bulk order itself (JSON), checked with the API's schema first. */
export async function action({ request, context }: Route.ActionArgs): Promise<BulkAnswer> {
  const parsed = BulkOrderBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the form.', errors: {} };
  }
  const store = await getStore(context);
  try {
    const path = `/storefronts/${store.id}/admin/bulk-orders`;
    const answer = await apiJson(context, path, BulkOrderResponse, {
      method: 'POST',
      json: parsed.data,
    });
    return { ok: true, result: answer.data };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { ok: false, message: error.message, errors: error.errors };
  }
}

export function meta() {
  return [{ title: 'Bulk order' }];
}

export default function BulkOrder() {
  const { t } = useTranslation('console');
  return (
    <>
      <Link to="/admin/orders" className="mb-2 inline-block text-sm text-brand hover:underline">
        ← {t('orders.back')}
      </Link>
      <PageHeader
        title={t('orderEdits.bulk.title')}
        description={t('orderEdits.bulk.description')}
      />
      <BulkOrderForm />
    </>
  );
}

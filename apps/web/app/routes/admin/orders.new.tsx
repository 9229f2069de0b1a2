import {
  AdminProductListResponse,
  DraftOrderBody,
  DraftOrderResponse,
  ProductDetailResponse,
  type DraftOrderResult,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DraftOrderBuilder } from '../../features/console-orders/draft-order-builder.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/orders.new';

/**
 * The draft order builder's data: `?q=` searches the store's live products, `?product=` reads one
 * with its colours, sizes, prices and stock (the builder loads both through a fetcher).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  const slug = url.searchParams.get('product');
  const search = new URLSearchParams({ search: q ?? '', state: 'live', per_page: '10' });
  const [products, product] = await Promise.all([
    q === null
      ? null
      : apiJson(
          context,
          `/storefronts/${store.id}/admin/products?${search}`,
          AdminProductListResponse,
        ),
    slug
      ? apiJson(
          context,
          `/storefronts/${store.id}/storefront-products/${encodeURIComponent(slug)}`,
          ProductDetailResponse,
        ).catch(() => null)
      : null,
  ]);
  return { products: products?.data.data ?? null, product: product?.data ?? null };
}

export type DraftAnswer =
  | { ok: true; result: DraftOrderResult }
  | { ok: false; message: string; errors: Record<string, string[]> };

/** Quote, send a payment link or charge to the store (JSON), checked with the API's schema first. */
export async function action({ request, context }: Route.ActionArgs): Promise<DraftAnswer> {
  const parsed = DraftOrderBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.')] ??= []).push(issue.message);
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Check the form.', errors };
  }
  const store = await getStore(context);
  try {
    const answer = await apiJson(
      context,
      `/storefronts/${store.id}/admin/draft-orders`,
      DraftOrderResponse,
      {
        method: 'POST',
        json: parsed.data,
      },
    );
    return { ok: true, result: answer.data };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { ok: false, message: error.message, errors: error.errors };
  }
}

export function meta() {
  return [{ title: 'New order' }];
}

export default function NewOrder() {
  const { t } = useTranslation('console');
  return (
    <>
      <Link to="/admin/orders" className="mb-2 inline-block text-sm text-brand hover:underline">
        ← {t('orders.back')}
      </Link>
      <PageHeader
        title={t('orderEdits.draft.title')}
        description={t('orderEdits.draft.description')}
      />
      <DraftOrderBuilder />
    </>
  );
}

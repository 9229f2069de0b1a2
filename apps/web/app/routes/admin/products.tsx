import { parseWithZod } from '@conform-to/zod/v4';
import {
  AdminProductFacetsResponse,
  AdminProductFilter,
  AdminProductListQuery,
  AdminProductListResponse,
  BULK_DIALOG_FORMS,
  BulkProductAction,
  BulkProductResponse,
  type BulkDialogAction,
} from '@storefront/contracts';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { z } from 'zod';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ProductList } from '../../features/console-products/product-list.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import type { Route } from './+types/products';

/** The URL's search and filters; anything the contract refuses falls back to its default. */
function queryOf(url: URL): AdminProductListQuery {
  const params = Object.fromEntries(url.searchParams);
  const parsed = AdminProductListQuery.safeParse(params);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return AdminProductListQuery.parse(
    Object.fromEntries(Object.entries(params).filter(([key]) => !bad.has(key))),
  );
}

/** Every product of the store, a page at a time, with its filters' choices (owners and staff). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const query = queryOf(new URL(request.url));
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
  const base = `/storefronts/${store.id}/admin/products`;
  const [list, facets] = await Promise.all([
    apiJson(context, `${base}?${search}`, AdminProductListResponse),
    apiJson(context, `${base}/facets`, AdminProductFacetsResponse),
  ]);
  return { query, list: list.data, facets: facets.data };
}

const Target = z.object({
  product_ids: z.array(z.coerce.number().int().positive()).default([]),
  all_matching: z.literal('1').optional(),
});

/**
 * A bulk action on the chosen products or on all that match the page's filters; a dialog's
 * fields are checked with its shared schema first, then the API checks everything again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const formData = await request.formData();
  const bulkAction = BulkProductAction.safeParse(formData.get('bulk_action'));
  if (!bulkAction.success) throw data({ message: 'Unknown action.' }, { status: 400 });
  const name = bulkAction.data;
  const schema = BULK_DIALOG_FORMS[name as BulkDialogAction] ?? z.object({});
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return { action: name, result: submission.reply() };
  const target = Target.parse({
    product_ids: formData.getAll('product_ids'),
    all_matching: formData.get('all_matching') ?? undefined,
  });
  const filter = AdminProductFilter.parse(queryOf(new URL(request.url)));
  const body = {
    action: name,
    ...(target.all_matching ? { filter } : { product_ids: target.product_ids }),
    ...(submission.value as object),
  };
  const outcome = await submitToApi(submission, () =>
    apiJson(context, `/storefronts/${store.id}/admin/products/bulk`, BulkProductResponse, {
      method: 'POST',
      json: body,
    }),
  );
  if (!outcome.ok) return { action: name, result: outcome.result };
  return {
    action: name,
    result: submission.reply({ resetForm: true }),
    done: outcome.value.data,
  };
}

export function meta() {
  return [{ title: 'Products' }];
}

export default function Products({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { user } = useConsole();
  const show = useToast();
  return (
    <>
      <PageHeader
        title={t('products.title')}
        description={t('products.description')}
        actions={
          user.role === 'owner' ? (
            <Link to="/admin/products/new" className={buttonVariants()}>
              <Plus aria-hidden />
              {t('products.new')}
            </Link>
          ) : undefined
        }
      />
      <ProductList
        {...loaderData}
        answer={actionData}
        canChange={user.role === 'owner'}
        notify={show}
      />
    </>
  );
}

import {
  BulkEditInput,
  BulkEditQuery,
  BulkEditRowsResponse,
  CatalogueImportResponse,
  CategoryTreeResponse,
  type ProductCategory,
} from '@storefront/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useFetcher } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import {
  changeSet,
  COLUMN_OF,
  type Column,
  type Edits,
} from '../../features/console-import/bulk-edit-cells.ts';
import { BulkEditGrid } from '../../features/console-import/bulk-edit-grid.tsx';
import { ownersStore } from '../../features/console-import/owner-api.server.ts';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/bulk-edit';

const ROWS = 50;

/** One page of sizes, filtered like the product list, and the categories to filter by. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await ownersStore(request, context);
  const params = new URL(request.url).searchParams;
  const query = BulkEditQuery.parse({
    search: params.get('search') || undefined,
    category: params.get('category') || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    rows: ROWS,
  });
  const search = new URLSearchParams({ page: String(query.page), rows: String(ROWS) });
  if (query.search) search.set('search', query.search);
  if (query.category) search.set('category', query.category);
  const [rows, categories] = await Promise.all([
    apiJson(context, `/storefronts/${store.id}/bulk-edit/rows?${search}`, BulkEditRowsResponse),
    apiJson(
      context,
      `/storefronts/${store.id}/has-products/product-categories`,
      CategoryTreeResponse,
    ),
  ]);
  return { rows: rows.data, categories: categories.data, query };
}

/** Saves the change set through the API (the import's path); answers its JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await ownersStore(request, context);
  const body = BulkEditInput.safeParse(await request.json().catch(() => null));
  if (!body.success) throw data({ message: 'Unreadable changes.' }, { status: 400 });
  try {
    const saved = await apiJson(
      context,
      `/storefronts/${store.id}/bulk-edits`,
      CatalogueImportResponse,
      {
        method: 'POST',
        json: body.data,
      },
    );
    return { saved: saved.data };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return { message: error.message, errors: error.errors, changes: body.data.changes };
  }
}

export function meta() {
  return [{ title: 'Bulk edit' }];
}

const flatten = (nodes: ProductCategory[], depth = 0): { slug: string; label: string }[] =>
  nodes.flatMap((node) => [
    { slug: node.slug, label: `${'— '.repeat(depth)}${node.name}` },
    ...flatten(node.sub_categories, depth + 1),
  ]);

export default function BulkEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const show = useToast();
  const { rows, categories, query } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const [edits, setEdits] = useState<Edits>(new Map());
  const [problems, setProblems] = useState(new Map<string, string[]>());
  const options = useMemo(() => flatten(categories), [categories]);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  useOnChange(answer, (answer) => {
    if ('saved' in answer && answer.saved) {
      setEdits(new Map());
      setProblems(new Map());
      show('success', t('bulkEdit.saved', { count: answer.saved.updated }));
      return;
    }
    const next = new Map<string, string[]>();
    for (const [key, messages] of Object.entries(answer.errors ?? {})) {
      const [, index, field] = key.split('.');
      const change = answer.changes[Number(index)];
      if (change) next.set(`${change.size_id}.${COLUMN_OF[field!] ?? 'price'}`, messages);
    }
    setProblems(next);
  });

  const onEdit = (sizeId: number, column: Column, text: string) =>
    setEdits((now) => new Map(now).set(sizeId, { ...now.get(sizeId), [column]: text }));
  const save = () => {
    const { changes, problems: local } = changeSet(rows.data, edits);
    setProblems(local);
    if (local.size || !changes.length) return;
    fetcher.submit({ changes }, { method: 'post', encType: 'application/json' });
  };
  const changed = changeSet(rows.data, edits).changes.length;
  useLeaveGuard(changed > 0, t('bulkEdit.leave'));
  const pageLink = (page: number, label: string) => {
    const params = new URLSearchParams({ page: String(page) });
    if (query.search) params.set('search', query.search);
    if (query.category) params.set('category', query.category);
    return (
      <Link to={`?${params}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {label}
      </Link>
    );
  };

  return (
    <>
      <PageHeader
        title={t('bulkEdit.title')}
        description={t('bulkEdit.description')}
        actions={
          <Button onClick={save} disabled={!changed || fetcher.state !== 'idle'}>
            {t('bulkEdit.save', { count: changed })}
          </Button>
        }
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm">
          <span className="block font-medium">{t('bulkEdit.search')}</span>
          <input
            name="search"
            type="search"
            defaultValue={query.search ?? ''}
            className={inputClass}
          />
        </label>
        <label className="text-sm">
          <span className="block font-medium">{t('bulkEdit.category')}</span>
          <select name="category" defaultValue={query.category ?? ''} className={inputClass}>
            <option value="">{t('bulkEdit.allCategories')}</option>
            {options.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {t('bulkEdit.filter')}
        </Button>
      </Form>
      <p id="bulk-edit-keys" className="mb-3 text-sm text-gray-600">
        {t('bulkEdit.keys')}
      </p>
      {answer && 'message' in answer ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {answer.message}
        </p>
      ) : null}
      {rows.data.length ? (
        <BulkEditGrid rows={rows.data} edits={edits} onEdit={onEdit} errors={problems} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('bulkEdit.empty')}
        </p>
      )}
      {rows.last_page > 1 ? (
        <nav
          aria-label={t('bulkEdit.pages')}
          className="mt-4 flex items-center justify-between gap-2"
        >
          {query.page > 1 ? pageLink(query.page - 1, t('bulkEdit.previous')) : <span />}
          <span className="text-sm text-gray-600">
            {t('bulkEdit.page', { page: query.page, pages: rows.last_page })}
          </span>
          {query.page < rows.last_page ? pageLink(query.page + 1, t('bulkEdit.next')) : <span />}
        </nav>
      ) : null}
    </>
  );
}

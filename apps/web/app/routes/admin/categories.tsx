import { parseWithZod } from '@conform-to/zod/v4';
import {
  CategoryDeletedResponse,
  CategoryNodeResponse,
  CategoryNodesResponse,
  CategoryOrderBody,
  CategoryUpdatedResponse,
} from '@storefront/contracts';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useFetcher, useNavigation } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import {
  CategoryDialog,
  type CategoryDialogMode,
} from '../../features/console-categories/category-dialog.tsx';
import {
  CreateCategoryForm,
  DeleteCategoryForm,
  UpdateCategoryForm,
} from '../../features/console-categories/category-forms.ts';
import {
  orderOf,
  rowsOf,
  type CategoryRow,
} from '../../features/console-categories/category-rows.ts';
import { CategoryTreeEditor } from '../../features/console-categories/category-tree-editor.tsx';
import { DeleteCategoryDialog } from '../../features/console-categories/delete-category-dialog.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { useToast } from '../../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/categories';

export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const base = `/storefronts/${store.id}/categories`;
  return { categories: (await apiJson(context, base, CategoryNodesResponse)).data };
}

const SCHEMAS = {
  create: CreateCategoryForm,
  update: UpdateCategoryForm,
  delete: DeleteCategoryForm,
} as const;
type Intent = keyof typeof SCHEMAS | 'order';

/** Add, change or delete a category (checked with the shared schemas, then by the API), or save the tree's order. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const base = `/storefronts/${store.id}/categories`;
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as Intent;
  if (intent === 'order') return saveOrder(context, base, formData);
  if (!(intent in SCHEMAS)) throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: SCHEMAS[intent] });
  if (submission.status !== 'success') return { intent, result: submission.reply() };
  const outcome = await submitToApi(submission, (): Promise<unknown> => {
    if (intent === 'create')
      return apiJson(context, base, CategoryNodeResponse, {
        method: 'POST',
        json: submission.value,
      });
    const { id, ...rest } = submission.value as { id: number } & Record<string, unknown>;
    if (intent === 'update')
      return apiJson(context, `${base}/${id}`, CategoryUpdatedResponse, {
        method: 'PATCH',
        json: rest,
      });
    const to = rest.move_products_to;
    return apiJson(context, `${base}/${id}`, CategoryDeletedResponse, {
      method: 'DELETE',
      json: to === undefined ? {} : { move_products_to: to === 'none' ? null : to },
    });
  });
  if (!outcome.ok) return { intent, result: outcome.result };
  const links =
    intent === 'update'
      ? (outcome.value as z.infer<typeof CategoryUpdatedResponse>).data.links_updated
      : 0;
  return { intent, result: submission.reply({ resetForm: true }), done: true, links };
}

async function saveOrder(context: Route.ActionArgs['context'], base: string, formData: FormData) {
  const parsed = CategoryOrderBody.safeParse({
    categories: JSON.parse(String(formData.get('categories') ?? '[]')),
  });
  if (!parsed.success)
    return { intent: 'order' as const, message: parsed.error.issues[0]!.message };
  try {
    await apiJson(context, `${base}/order`, CategoryNodesResponse, {
      method: 'PUT',
      json: parsed.data,
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { intent: 'order' as const, message: error.message };
  }
  return { intent: 'order' as const, message: null, done: true };
}

export function meta() {
  return [{ title: 'Categories' }];
}

export default function Categories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { user } = useConsole();
  const editable = user.role === 'owner';
  const show = useToast();
  const navigation = useNavigation();
  const order = useFetcher<typeof action>();
  const saved = useMemo(() => rowsOf(loaderData.categories), [loaderData.categories]);
  // While a new order is saved, the page shows it; the reloaded tree replaces it after.
  const [arranged, setArranged] = useState<CategoryRow[] | null>(null);
  const rows = order.state !== 'idle' && arranged ? arranged : saved;
  const [dialog, setDialog] = useState<CategoryDialogMode | null>(null);
  const [deleting, setDeleting] = useState<CategoryRow | null>(null);

  const answer = actionData && 'result' in actionData ? actionData : null;
  const done = answer && 'done' in answer ? answer : null;
  useOnChange(done, ({ intent, links }) => {
    setDialog(null);
    setDeleting(null);
    const relinked = intent === 'update' && links ? 'relinked' : intent;
    show('success', t(`categories.toast.${relinked}`, { count: links ?? 0 }));
  });
  useOnChange(order.data, (result) => {
    if (result.intent === 'order' && 'message' in result && result.message)
      show('error', result.message);
  });
  const failed = answer && !done ? answer : null;

  const arrange = (next: CategoryRow[]) => {
    setArranged(next);
    void order.submit(
      { intent: 'order', categories: JSON.stringify(orderOf(next)) },
      { method: 'post' },
    );
  };

  return (
    <>
      <PageHeader
        title={t('categories.title')}
        description={t('categories.description')}
        actions={
          editable ? (
            <Button onClick={() => setDialog({ kind: 'create', parent: null })}>
              <Plus aria-hidden />
              {t('categories.add')}
            </Button>
          ) : null
        }
      />
      <ConsoleCard>
        {editable ? <p className="mb-4 text-sm text-gray-600">{t('categories.help')}</p> : null}
        <CategoryTreeEditor
          rows={rows}
          editable={editable}
          onArrange={arrange}
          onEdit={(row) => setDialog({ kind: 'update', category: row.node })}
          onAddChild={(row) => setDialog({ kind: 'create', parent: row.node })}
          onDelete={setDeleting}
        />
      </ConsoleCard>
      <CategoryDialog
        key={JSON.stringify(dialog)}
        mode={dialog}
        onClose={() => setDialog(null)}
        lastResult={failed && failed.intent !== 'delete' ? failed.result : undefined}
        submitting={navigation.state === 'submitting'}
      />
      <DeleteCategoryDialog
        row={deleting}
        rows={rows}
        onClose={() => setDeleting(null)}
        lastResult={failed?.intent === 'delete' ? failed.result : undefined}
        submitting={navigation.state === 'submitting'}
      />
    </>
  );
}

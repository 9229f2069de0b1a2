import { parseWithZod } from '@conform-to/zod/v4';
import {
  LowStockResponse,
  StockAdjustResponse,
  StockThresholdResponse,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigation } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useConsole } from '../../features/console-shell/use-console.ts';
import { LowStockRow } from '../../features/console-stock/low-stock-row.tsx';
import {
  AdjustForm,
  ThresholdForm as ThresholdSchema,
} from '../../features/console-stock/stock-forms.ts';
import { ThresholdForm } from '../../features/console-stock/threshold-form.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/stock';

const ROWS = 25;

/** One page of the sizes running low, fewest left first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const low = await apiJson(
    context,
    `/storefronts/${store.id}/stock/low?page=${page}&rows=${ROWS}`,
    LowStockResponse,
  );
  return { ...low.data, page };
}

/** The threshold (a form with errors beside the field) or one size's change (a row's answer). */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const formData = await request.formData();
  const intent = formData.get('intent');
  if (intent === 'adjust') return adjust(context, store.id, formData);
  if (intent !== 'threshold') throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: ThresholdSchema });
  if (submission.status !== 'success') return { intent, result: submission.reply() };
  const outcome = await submitToApi(submission, () =>
    apiJson(context, `/storefronts/${store.id}/stock/threshold`, StockThresholdResponse, {
      method: 'PUT',
      json: submission.value,
    }),
  );
  if (!outcome.ok) return { intent, result: outcome.result };
  return { intent, result: submission.reply(), done: true };
}

/** A size's change; refused when the count moved meanwhile (an order) or would go below zero. */
async function adjust(context: Route.ActionArgs['context'], storeId: number, formData: FormData) {
  const parsed = AdjustForm.safeParse({
    size_id: Number(formData.get('size_id')),
    ...(formData.has('delta')
      ? { delta: Number(formData.get('delta')) }
      : { set: Number(formData.get('set')), expected: Number(formData.get('expected')) }),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  try {
    await apiJson(context, `/storefronts/${storeId}/stock/adjust`, StockAdjustResponse, {
      method: 'POST',
      json: [parsed.data],
    });
    return { ok: true, message: null };
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    // The page reloads after the action: the row then shows the count as it is now.
    return { ok: false, message: Object.values(error.errors)[0]?.[0] ?? error.message };
  }
}

export function meta() {
  return [{ title: 'Stock' }];
}

export default function Stock({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { user } = useConsole();
  const owner = user.role === 'owner';
  const show = useToast();
  const navigation = useNavigation();
  const { data: sizes, page, last_page: lastPage, threshold, total } = loaderData;
  const answer = actionData && 'result' in actionData ? actionData : null;
  useOnChange(answer && 'done' in answer ? answer : null, () =>
    show('success', t('stock.thresholdSaved')),
  );
  const pageLink = (to: number, label: string) => (
    <Link to={`?page=${to}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {label}
    </Link>
  );
  return (
    <>
      <PageHeader title={t('stock.title')} description={t('stock.description', { threshold })} />
      {owner ? (
        <div className="mb-6">
          <ConsoleCard title={t('stock.thresholdTitle')} description={t('stock.thresholdHelp')}>
            <ThresholdForm
              threshold={threshold}
              lastResult={answer && !('done' in answer) ? answer.result : undefined}
              submitting={navigation.state === 'submitting'}
            />
          </ConsoleCard>
        </div>
      ) : null}
      <ConsoleCard title={t('stock.lowTitle', { count: total })}>
        {sizes.length ? (
          <ul className="divide-y divide-gray-100" aria-label={t('stock.listLabel')}>
            {sizes.map((size) => (
              <LowStockRow key={size.size_id} size={size} editable={owner} />
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
            {t('stock.empty', { threshold })}
          </p>
        )}
      </ConsoleCard>
      {lastPage > 1 ? (
        <nav aria-label={t('stock.pages')} className="mt-6 flex items-center justify-between gap-2">
          {page > 1 ? pageLink(page - 1, t('stock.previous')) : <span />}
          <span className="text-sm text-gray-600">
            {t('stock.page', { page, pages: lastPage })}
          </span>
          {page < lastPage ? pageLink(page + 1, t('stock.next')) : <span />}
        </nav>
      ) : null}
    </>
  );
}

import { parseWithZod } from '@conform-to/zod/v4';
import {
  ConsoleGiftCardListQuery,
  ConsoleGiftCardListResponse,
  GIFT_CARD_STATES,
  IssuedGiftCardResponse,
  IssueGiftCardsCsvResponse,
} from '@storefront/contracts';
import { FileSpreadsheet, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigation, useRouteLoaderData } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CsvDialog, type CsvPlan } from '../../features/console-gift-cards/csv-dialog.tsx';
import {
  GIFT_CARD_FORMS,
  toIssueBody,
  type GiftCardIntent,
  type IssueGiftCardForm,
} from '../../features/console-gift-cards/gift-card-forms.ts';
import { GiftCardsTable } from '../../features/console-gift-cards/gift-cards-table.tsx';
import { IssueDialog } from '../../features/console-gift-cards/issue-dialog.tsx';
import { IssuedDialog } from '../../features/console-gift-cards/issued-dialog.tsx';
import { ListFilters, listUrl, Pager } from '../../features/console-gift-cards/list-controls.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/gift-cards';

/** The store's gift cards (owners and staff read; owners issue): the URL holds search and page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const asked = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ConsoleGiftCardListQuery.safeParse(asked);
  const query = parsed.success ? parsed.data : ConsoleGiftCardListQuery.parse({});
  const path = listUrl(`/storefronts/${store.id}/admin/gift-cards`, query);
  const list = await apiJson(context, path, ConsoleGiftCardListResponse);
  return {
    query,
    cards: list.data.data,
    total: list.data.total,
    lastPage: list.data.last_page,
    maxCents: store.gift_card_amount_max_cents,
  };
}

/** Issue one card, check a CSV (dry run) or issue its cards: the form's schema, then the API. */
export async function action({ request, context }: Route.ActionArgs) {
  const store = await getStore(context);
  const base = `/storefronts/${store.id}/admin/gift-cards`;
  const formData = await request.formData();
  const intent = String(formData.get('intent')) as GiftCardIntent;
  if (!(intent in GIFT_CARD_FORMS)) throw data({ message: 'Unknown action.' }, { status: 400 });
  const submission = parseWithZod(formData, { schema: GIFT_CARD_FORMS[intent] });
  if (submission.status !== 'success') return { intent, result: submission.reply() };
  if (intent === 'issue') {
    const body = toIssueBody(submission.value as IssueGiftCardForm);
    const outcome = await submitToApi(submission, () =>
      apiJson(context, base, IssuedGiftCardResponse, { method: 'POST', json: body }),
    );
    if (!outcome.ok) return { intent, result: outcome.result };
    const card = outcome.value.data;
    return {
      intent,
      result: submission.reply({ resetForm: true }),
      issued: { code: card.code, amount: card.initial_balance, email: body.recipient_email },
    };
  }
  const terms = submission.value as { expires_at?: string; note?: string; language: string };
  const file = formData.get('file');
  const csv =
    intent === 'csv'
      ? file instanceof File
        ? await file.text()
        : ''
      : String(formData.get('csv'));
  const outcome = await submitToApi(submission, () =>
    apiJson(context, `${base}/csv`, IssueGiftCardsCsvResponse, {
      method: 'POST',
      json: { ...terms, csv, dry_run: intent === 'csv' },
    }),
  );
  if (!outcome.ok) return { intent, result: outcome.result };
  const plan = outcome.value.data;
  if (intent === 'csv') {
    return { intent, result: submission.reply(), checked: { plan, csv, terms } as CsvPlan };
  }
  return { intent, result: submission.reply({ resetForm: true }), applied: plan.issued };
}

export function meta() {
  return [{ title: 'Gift cards' }];
}

type LayoutData = { user: { role: string } };

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const show = useToast();
  const navigation = useNavigation();
  const layout = useRouteLoaderData('routes/admin/layout') as LayoutData | undefined;
  const owner = layout?.user.role === 'owner';
  const { query, cards, total, lastPage, maxCents } = loaderData;
  const [open, setOpen] = useState<'issue' | 'csv' | null>(null);
  const [issued, setIssued] = useState<{ code: string; amount: number; email: string } | null>(
    null,
  );
  const [checked, setChecked] = useState<CsvPlan | null>(null);
  useOnChange(actionData, (answer) => {
    if ('issued' in answer && answer.issued) {
      setOpen(null);
      setIssued(answer.issued);
    }
    if ('checked' in answer && answer.checked) setChecked(answer.checked);
    if ('applied' in answer && answer.applied !== undefined) {
      setOpen(null);
      setChecked(null);
      show('success', t('moneyAccess.giftCards.csvIssued', { count: answer.applied }));
    }
  });
  const failed = actionData && !('issued' in actionData || 'applied' in actionData);
  const submitting = navigation.state === 'submitting';
  const close = () => {
    setOpen(null);
    setChecked(null);
  };
  return (
    <>
      <PageHeader
        title={t('moneyAccess.giftCards.title')}
        description={t('moneyAccess.giftCards.description')}
        actions={
          owner ? (
            <>
              <Button onClick={() => setOpen('issue')}>
                <Plus aria-hidden className="size-4" />
                {t('moneyAccess.giftCards.issue')}
              </Button>
              <Button variant="outline" onClick={() => setOpen('csv')}>
                <FileSpreadsheet aria-hidden className="size-4" />
                {t('moneyAccess.giftCards.issueCsv')}
              </Button>
            </>
          ) : null
        }
      />
      <ListFilters
        q={query.q}
        state={query.state}
        states={GIFT_CARD_STATES}
        searchLabel={t('moneyAccess.giftCards.search')}
        stateLabel={t('moneyAccess.giftCards.state')}
        stateName={(s) => t(`moneyAccess.giftCards.states.${s}`)}
      />
      <p className="mb-2 text-sm text-gray-600" aria-live="polite">
        {t('moneyAccess.giftCards.found', { count: total })}
      </p>
      {cards.length ? (
        <GiftCardsTable cards={cards} />
      ) : (
        <p className="rounded-xl border border-gray-200 bg-white p-6 text-gray-600">
          {t('moneyAccess.giftCards.empty')}
        </p>
      )}
      <Pager
        page={query.page}
        lastPage={lastPage}
        href={(page) => listUrl('/admin/gift-cards', { ...query, page })}
      />
      <IssueDialog
        open={open === 'issue'}
        maxCents={maxCents}
        onClose={close}
        lastResult={failed && actionData.intent === 'issue' ? actionData.result : undefined}
        submitting={submitting}
      />
      <CsvDialog
        open={open === 'csv'}
        onClose={close}
        checked={checked}
        lastResult={failed && actionData.intent !== 'issue' ? actionData.result : undefined}
        submitting={submitting}
      />
      <IssuedDialog issued={issued} onClose={() => setIssued(null)} />
    </>
  );
}

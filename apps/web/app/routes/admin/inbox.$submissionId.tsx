import { ContactReplyBody, ContactStatusBody, ContactThreadResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { data, Link, useNavigation } from 'react-router';
import {
  ContactMessage,
  ContactReplies,
  ReplyForm,
  StatusToggle,
} from '../../features/console-people/contact-thread.tsx';
import { ContactStatusBadge, useWhen } from '../../features/console-people/people-badges.tsx';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { useToast } from '../../features/shell/toasts.tsx';
import { apiJson, rethrowAsPageError } from '../../lib/api.server.ts';
import { submitToApi } from '../../lib/api-submission.server.ts';
import { parseForm } from '../../lib/contract-form.ts';
import { getStore } from '../../lib/session.server.ts';
import { useOnChange } from '../../lib/use-on-change.ts';
import type { Route } from './+types/inbox.$submissionId';

const threadPath = async (context: Route.LoaderArgs['context'], id: string) =>
  `/storefronts/${(await getStore(context)).id}/admin/contact/${Number(id) || 0}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = await threadPath(context, params.submissionId);
  const thread = await apiJson(context, path, ContactThreadResponse).catch(rethrowAsPageError);
  return { thread: thread.data };
}

/** Reply (mailed and kept) or mark open/handled: the contract's schema first, then the API. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const path = await threadPath(context, params.submissionId);
  const formData = await request.formData();
  const intent = String(formData.get('intent'));
  if (intent === 'reply') {
    const submission = parseForm(formData, ContactReplyBody);
    if (submission.status !== 'success') return { intent, result: submission.reply() };
    const outcome = await submitToApi(submission, () =>
      apiJson(context, `${path}/replies`, ContactThreadResponse, {
        method: 'POST',
        json: submission.value,
      }),
    );
    if (!outcome.ok) return { intent, result: outcome.result };
    return { intent, result: submission.reply({ resetForm: true }), done: true };
  }
  if (intent === 'status') {
    const body = ContactStatusBody.safeParse({ status: formData.get('status') });
    if (!body.success) throw data({ message: 'Unknown status.' }, { status: 400 });
    await apiJson(context, `${path}/status`, ContactThreadResponse, {
      method: 'PUT',
      json: body.data,
    });
    return { intent: `status_${body.data.status}`, done: true };
  }
  throw data({ message: 'Unknown action.' }, { status: 400 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Message from ${loaderData.thread.name}` : 'Message' }];
}

export default function InboxThread({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const { thread } = loaderData;
  const show = useToast();
  const when = useWhen();
  const submitting = useNavigation().state === 'submitting';
  const done = actionData && 'done' in actionData ? actionData : null;
  useOnChange(done, (answer) => show('success', t(`people.inbox.toasts.${answer.intent}`)));
  const replyResult =
    actionData?.intent === 'reply' && 'result' in actionData ? actionData.result : undefined;
  return (
    <>
      <Link to="/admin/inbox" className="mb-2 inline-block text-sm text-brand hover:underline">
        ← {t('people.inbox.back')}
      </Link>
      <PageHeader
        title={t('people.inbox.threadTitle', { name: thread.name })}
        actions={<StatusToggle thread={thread} submitting={submitting} />}
      />
      <p
        className="mb-6 flex flex-wrap items-center gap-2 text-sm text-gray-600"
        data-testid="thread-status"
      >
        <ContactStatusBadge status={thread.status} />
        {thread.handled_at ? (
          <span>
            {t('people.inbox.handledBy', {
              who: thread.handled_by ?? '',
              when: when(thread.handled_at),
            })}
          </span>
        ) : null}
      </p>
      <div className="space-y-6">
        <ConsoleCard title={t('people.inbox.message')}>
          <ContactMessage thread={thread} />
        </ConsoleCard>
        <ConsoleCard title={t('people.inbox.replies')} description={t('people.inbox.repliesHint')}>
          <ContactReplies thread={thread} />
          <div className="mt-4 border-t border-gray-100 pt-4">
            <ReplyForm thread={thread} result={replyResult} submitting={submitting} />
          </div>
        </ConsoleCard>
      </div>
    </>
  );
}

import { ContactReplyBody, type ContactThread } from '@storefront/contracts';
import { CheckCheck, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { cn } from '../../lib/cn.ts';
import { useContractForm, type FormResult } from '../../lib/contract-form.ts';
import { orderNumber, useWhen } from './people-badges.tsx';

/** Open or handled: one button that turns it over. */
export function StatusToggle({
  thread,
  submitting,
}: {
  thread: ContactThread;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  const handled = thread.status === 'handled';
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="status" value={handled ? 'open' : 'handled'} />
      <Button type="submit" variant={handled ? 'outline' : 'primary'} disabled={submitting}>
        {handled ? <RotateCcw aria-hidden /> : <CheckCheck aria-hidden />}
        {t(handled ? 'people.inbox.reopen' : 'people.inbox.markHandled')}
      </Button>
    </Form>
  );
}

/** The shopper's message with its order and picture (served through the console only). */
export function ContactMessage({ thread }: { thread: ContactThread }) {
  const { t } = useTranslation('console');
  const when = useWhen();
  return (
    <article className="space-y-4">
      <p className="text-sm text-gray-600">
        <a href={`mailto:${thread.email}`} className="text-brand underline underline-offset-4">
          {thread.email}
        </a>{' '}
        · <time dateTime={thread.created_at}>{when(thread.created_at)}</time>
      </p>
      {thread.order ? (
        <p className="text-sm" data-testid="thread-order">
          {t('people.inbox.order')}:{' '}
          <Link
            to={`/admin/orders/${thread.order.id}`}
            className="font-medium text-brand underline underline-offset-4"
          >
            {orderNumber(thread.order.uuid)}
          </Link>
        </p>
      ) : thread.order_uuid ? (
        <p className="text-sm text-gray-700">
          {t('people.inbox.orderTyped', { value: thread.order_uuid })}
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line text-gray-900">{thread.message}</p>
      {thread.has_image ? (
        <a
          href={`/admin/inbox/${thread.id}/image`}
          target="_blank"
          rel="noreferrer"
          className="inline-block"
        >
          <img
            src={`/admin/inbox/${thread.id}/image`}
            alt={t('people.inbox.pictureAlt', { name: thread.name })}
            className="max-h-80 max-w-full rounded-lg border border-gray-200 object-contain"
          />
        </a>
      ) : null}
    </article>
  );
}

/** The team's replies as mailed, with who and when. */
export function ContactReplies({ thread }: { thread: ContactThread }) {
  const { t } = useTranslation('console');
  const when = useWhen();
  if (!thread.replies.length)
    return <p className="text-sm text-gray-600">{t('people.inbox.noReplies')}</p>;
  return (
    <ol className="space-y-3">
      {thread.replies.map((r) => (
        <li key={r.id} data-testid="contact-reply" className="rounded-lg bg-gray-50 p-3 text-sm">
          <p className="break-words whitespace-pre-line">{r.body}</p>
          <p className="mt-1 text-xs text-gray-600">
            {r.author} · <time dateTime={r.created_at}>{when(r.created_at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Answers by e-mail (checked with the contract's schema here and again by the action). */
export function ReplyForm({
  thread,
  result,
  submitting,
}: {
  thread: ContactThread;
  result: FormResult | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  const form = useContractForm({ schema: ContactReplyBody, defaultValue: { body: '' }, result });
  const error = form.errorOf('body');
  return (
    <Form method="post" {...form.props} key={thread.replies.length} className="space-y-2">
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor="contact-reply-body" className="block text-sm font-medium text-gray-800">
        {t('people.inbox.replyLabel', { email: thread.email })}
      </label>
      <textarea
        id="contact-reply-body"
        rows={5}
        {...form.input('body')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'contact-reply-error' : 'contact-reply-hint'}
        className={cn(inputClass, 'h-auto py-2')}
      />
      {error ? (
        <p id="contact-reply-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="contact-reply-hint" className="text-xs text-gray-600">
          {t('people.inbox.replyHint')}
        </p>
      )}
      <Button type="submit" disabled={submitting || form.submitDisabled}>
        {t('people.inbox.send')}
      </Button>
    </Form>
  );
}

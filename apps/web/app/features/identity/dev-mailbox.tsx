import { formatDateTime, linkify, type DevMail } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';

/** A sandboxed preview: no scripts, and links open in a new tab instead of inside the frame. */
function htmlPreview(html: string): string {
  return `<!doctype html><base target="_blank"><style>body{font-family:system-ui,sans-serif;margin:16px;overflow-wrap:anywhere}</style>${html}`;
}

/**
 * The dev mailbox: mail the store sent while no mail server is configured, newest first, so a
 * new user can follow the verification or reset link locally.
 */
export function DevMailbox({
  mails,
  closed,
}: {
  mails: DevMail[] | null;
  /** Why there are no mails to show: a mail server sends them, or only the owner may read. */
  closed: 'off' | 'ownerOnly' | null;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="mx-auto w-full max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 nav:text-3xl">
        {t('IDENTITY.mailbox.title')}
      </h1>
      <p className="mt-2 text-gray-600">{t(`IDENTITY.mailbox.${closed ?? 'intro'}`)}</p>
      {closed === 'ownerOnly' ? (
        <Link
          to={`/login?${new URLSearchParams({ returnUrl: '/dev/mailbox' })}`}
          className={buttonVariants({ size: 'lg', className: 'mt-6' })}
        >
          {t('AUTH.login')}
        </Link>
      ) : null}
      {mails && !mails.length ? (
        <p className="mt-8 rounded-xl bg-gray-50 p-6 text-center text-gray-600">
          {t('IDENTITY.mailbox.empty')}
        </p>
      ) : null}
      <ol className="mt-8 space-y-6">
        {(mails ?? []).map((mail) => (
          <li key={mail.id}>
            <article
              aria-labelledby={`mail-${mail.id}`}
              className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-950/10"
            >
              <h2 id={`mail-${mail.id}`} className="text-lg font-semibold text-gray-900">
                {mail.subject}
              </h2>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-gray-500">{t('IDENTITY.mailbox.to')}</dt>
                <dd className="break-all text-gray-900">{mail.to}</dd>
                <dt className="text-gray-500">{t('IDENTITY.mailbox.sent')}</dt>
                <dd className="text-gray-900">
                  <time dateTime={mail.created_at}>
                    {formatDateTime(mail.created_at, i18n.language)} UTC
                  </time>
                </dd>
              </dl>
              <p className="mt-4 text-sm break-words whitespace-pre-line text-gray-800">
                {linkify(mail.text).map((part, index) =>
                  part.href ? (
                    <a
                      key={index}
                      href={part.href}
                      className="font-medium break-all text-brand-text underline underline-offset-2"
                    >
                      {part.text}
                    </a>
                  ) : (
                    part.text
                  ),
                )}
              </p>
              {mail.html ? <HtmlVersion subject={mail.subject} html={mail.html} /> : null}
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The mail's HTML, framed only once opened: a long mailbox does not load every preview. */
function HtmlVersion({ subject, html }: { subject: string; html: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-4" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-gray-700">
        {t('IDENTITY.mailbox.htmlVersion')}
      </summary>
      {open ? (
        <iframe
          title={t('IDENTITY.mailbox.htmlTitle', { subject })}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={htmlPreview(html)}
          className="mt-3 h-96 w-full rounded-lg border border-gray-200 bg-white"
        />
      ) : null}
    </details>
  );
}

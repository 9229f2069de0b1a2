import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { InboxIllustration } from './inbox-illustration.tsx';

type MailSentProps = {
  /** Translation key of what the mail does, and its values. */
  note: string;
  values?: Record<string, string>;
  /** Translation key of the button back to sign in. */
  action: string;
};

/**
 * "Check your inbox" after a link was mailed: a password reset (§2 Success screen) or a
 * registration, worded alike whether or not the address had an account (that mail says so).
 */
export function MailSent({ note, values, action }: MailSentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center py-6 text-center">
      <InboxIllustration className="w-56 max-w-full" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-gray-900 first-letter:uppercase">
        {t('AUTH.checkInbox')}
      </h1>
      <p className="mt-3 text-gray-600">{t(note, values)}</p>
      <Link to="/login" className={buttonVariants({ size: 'lg', className: 'mt-8 min-w-40' })}>
        {t(action)}
      </Link>
    </section>
  );
}

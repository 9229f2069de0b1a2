import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { InboxIllustration } from './inbox-illustration.tsx';

/**
 * After registering: the mailed link verifies and signs in. Worded for both cases, since the
 * page must not tell whether the address already had an account (that mail says so instead).
 */
export function RegistrationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center py-6 text-center">
      <InboxIllustration className="w-56 max-w-full" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-gray-900 first-letter:uppercase">
        {t('AUTH.checkInbox')}
      </h1>
      <p className="mt-3 text-gray-600">{t('AUTH.registeredNote', { email })}</p>
      <Link to="/login" className={buttonVariants({ size: 'lg', className: 'mt-8 min-w-40' })}>
        {t('AUTH.login')}
      </Link>
    </section>
  );
}

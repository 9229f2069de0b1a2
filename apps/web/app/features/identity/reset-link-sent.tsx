import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { InboxIllustration } from './inbox-illustration.tsx';

/** The confirmation after asking for a reset link (§2 Success screen). */
export function ResetLinkSent() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center py-6 text-center">
      <InboxIllustration className="w-56 max-w-full" />
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-gray-900 first-letter:uppercase">
        {t('AUTH.checkInbox')}
      </h1>
      <p className="mt-3 text-gray-600">{t('AUTH.resetLinkNote')}</p>
      <Link to="/login" className={buttonVariants({ size: 'lg', className: 'mt-8 min-w-40' })}>
        {t('COMMON.back')}
      </Link>
    </section>
  );
}

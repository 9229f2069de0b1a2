import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { MailIcon } from '../../components/ui/icons.tsx';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';

type EmailVerificationProps = {
  /** The signed-in user's address; null for a visitor who must log in to get a new link. */
  email: string | null;
  /** Where login should come back to, so the visitor can ask for a new link. */
  loginHref: string;
  sending: boolean;
  /** A message without JavaScript (after a resend); toasts say it otherwise. */
  message: string | undefined;
};

/** Asks to verify the profile (§2 Email verification), with a way to get the mail again. */
export function EmailVerification({ email, loginHref, sending, message }: EmailVerificationProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center py-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-brand/10 text-brand-text [&_svg]:size-8">
        <MailIcon />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-gray-900">
        {t('VERIFICATION.title')}
      </h1>
      <p className="mt-3 text-gray-600">{t('VERIFICATION.verifyProfile')}</p>
      {email ? (
        <>
          <p className="mt-2 text-sm text-gray-600">{t('VERIFICATION.sentTo', { email })}</p>
          <Form
            method="post"
            action="/email-verification"
            className="mt-8 w-full max-w-xs space-y-3"
          >
            <FormMessage message={message} />
            <SubmitButton disabled={false} loading={sending}>
              {t('VERIFICATION.resend')}
            </SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-600">{t('VERIFICATION.loginToResend')}</p>
          <Link
            to={loginHref}
            className={buttonVariants({ size: 'lg', className: 'mt-8 min-w-40' })}
          >
            {t('SHELL.login')}
          </Link>
        </>
      )}
    </section>
  );
}

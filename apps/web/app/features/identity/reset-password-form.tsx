import type { Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useContractForm } from '../../lib/contract-form.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { ActionResult } from './action-result.ts';
import { AuthCard } from './auth-card.tsx';
import { errorText } from './field-errors.ts';
import { SubmitButton } from './submit-button.tsx';
import { forgotPasswordSchema } from './validate.ts';

type ResetPasswordFormProps = {
  store: Storefront;
  result: ActionResult | undefined;
  submitting: boolean;
};

/** Asks for a reset link (§2 Reset password); the server's errors are listed under the form. */
export function ResetPasswordForm({ store, result, submitting }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: forgotPasswordSchema(store),
    defaultValue: { email: '' },
    result: result?.result,
  });
  const serverMessages = result?.messages ?? [];
  return (
    <AuthCard title={t('AUTH.resetTitle')} intro={t('AUTH.resetIntro')}>
      <Form method="post" {...form.props} className="space-y-5">
        <TextField
          label={t('AUTH.email')}
          type="email"
          autoComplete="email"
          required
          {...form.input('email')}
          error={errorText(t, form.errorOf('email'))}
        />
        <SubmitButton disabled={form.submitDisabled} loading={submitting}>
          {t('AUTH.sendResetLink')}
        </SubmitButton>
        {serverMessages.length ? (
          <ul
            role="alert"
            className="space-y-1 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {serverMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </Form>
      <Link
        to="/login"
        className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-4 w-full' })}
      >
        {t('COMMON.back')}
      </Link>
    </AuthCard>
  );
}

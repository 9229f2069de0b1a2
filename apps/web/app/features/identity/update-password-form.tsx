import type { Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useContractForm } from '../../lib/contract-form.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import type { ActionResult } from './action-result.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from './form-message.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';
import { newPasswordSchema } from './validate.ts';

type UpdatePasswordFormProps = {
  store: Storefront;
  /** From the mail's link (`?token=…&email=…`). */
  link: { token: string; email: string };
  result: ActionResult | undefined;
  submitting: boolean;
  /** An invalid submit sends nothing and says so (§5). */
  onInvalidSubmit: () => void;
};

/** A new password from the reset link (§2 Update password): Cancel goes home, Submit saves. */
export function UpdatePasswordForm(props: UpdatePasswordFormProps) {
  const { store, link, result, submitting, onInvalidSubmit } = props;
  const { t } = useTranslation();
  const form = useContractForm({
    schema: newPasswordSchema(store),
    defaultValue: { password: '', password_confirmation: '', ...link },
    result: result?.result,
    onInvalidSubmit,
  });
  const brokenLink = !link.token || !link.email;
  return (
    <AuthCard title={t('VERIFICATION.updatePasswordTitle')} intro={link.email || undefined}>
      {brokenLink ? (
        <p role="alert" className="mb-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('VERIFICATION.brokenLink')}{' '}
          <Link to="/reset-password" className="font-medium underline underline-offset-4">
            {t('VERIFICATION.requestNewLink')}
          </Link>
        </p>
      ) : null}
      <Form method="post" {...form.props} className="space-y-5">
        <input type="hidden" name="token" value={link.token} />
        <input type="hidden" name="email" value={link.email} />
        <NewPasswordFields form={form} rulesId="update-password-rules" />
        <FormMessage message={result?.message} />
        <div className="grid grid-cols-2 gap-3">
          <Link to="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('COMMON.cancel')}
          </Link>
          <SubmitButton disabled={false} loading={submitting}>
            {t('VERIFICATION.submit')}
          </SubmitButton>
        </div>
      </Form>
    </AuthCard>
  );
}

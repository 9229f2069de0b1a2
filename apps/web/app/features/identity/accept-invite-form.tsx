import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { ActionResult } from './action-result.ts';
import { AuthCard } from './auth-card.tsx';
import { errorText } from './field-errors.ts';
import { FormMessage } from './form-message.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useValidatedForm } from './use-validated-form.ts';
import { validateAcceptInvite, type AcceptInviteValues } from './validate.ts';

type AcceptInviteFormProps = {
  storeName: string;
  token: string;
  result: ActionResult | undefined;
  submitting: boolean;
  onInvalidSubmit: () => void;
};

/** An invitation into the store's team: choose a password, then the console opens. */
export function AcceptInviteForm(props: AcceptInviteFormProps) {
  const { storeName, token, result, submitting, onInvalidSubmit } = props;
  const { t } = useTranslation();
  const form = useValidatedForm<AcceptInviteValues>({
    initial: { password: '', password_confirmation: '', token },
    validate: validateAcceptInvite,
    serverErrors: result?.errors,
    onInvalidSubmit,
  });
  return (
    <AuthCard title={t('INVITE.title', { store: storeName })} intro={t('INVITE.intro')}>
      {!token || result?.errors?.token ? (
        <p role="alert" className="mb-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('INVITE.brokenLink')}
        </p>
      ) : null}
      <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <div>
          <PasswordField
            label={t('VERIFICATION.newPassword')}
            autoComplete="new-password"
            required
            aria-describedby="accept-invite-rules"
            {...form.input('password')}
            error={errorText(t, form.errorOf('password'))}
          />
          <PasswordChecklist id="accept-invite-rules" password={form.values.password} />
        </div>
        <PasswordField
          label={t('VERIFICATION.confirmNewPassword')}
          autoComplete="new-password"
          required
          {...form.input('password_confirmation')}
          error={errorText(t, form.errorOf('password_confirmation'))}
        />
        <FormMessage message={result?.errors?.token ? undefined : result?.message} />
        <SubmitButton disabled={!token} loading={submitting}>
          {t('INVITE.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

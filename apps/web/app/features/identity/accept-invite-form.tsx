import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { ActionResult } from './action-result.ts';
import { AuthCard } from './auth-card.tsx';
import { FormMessage } from './form-message.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useContractForm } from '../../lib/contract-form.ts';
import { acceptInviteSchema } from './validate.ts';

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
  const form = useContractForm({
    schema: acceptInviteSchema,
    defaultValue: { password: '', password_confirmation: '', token },
    result: result?.result,
    onInvalidSubmit,
  });
  const brokenLink = !token || !!result?.result?.error?.token;
  return (
    <AuthCard title={t('INVITE.title', { store: storeName })} intro={t('INVITE.intro')}>
      {brokenLink ? (
        <p role="alert" className="mb-5 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('INVITE.brokenLink')}
        </p>
      ) : null}
      <Form method="post" {...form.props} className="space-y-5">
        <input type="hidden" name="token" value={token} />
        <NewPasswordFields form={form} rulesId="accept-invite-rules" />
        <FormMessage message={brokenLink ? undefined : result?.message} />
        <SubmitButton disabled={!token} loading={submitting}>
          {t('INVITE.submit')}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

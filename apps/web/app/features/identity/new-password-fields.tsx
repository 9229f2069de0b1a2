import { useTranslation } from 'react-i18next';
import type { useContractForm } from '../../lib/contract-form.ts';
import { errorText } from './field-errors.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';

type ContractForm = Pick<ReturnType<typeof useContractForm>, 'input' | 'errorOf' | 'text'>;

/** A new password with its rules ticked off as it is typed, and its confirmation. */
export function NewPasswordFields({ form, rulesId }: { form: ContractForm; rulesId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <PasswordField
          label={t('VERIFICATION.newPassword')}
          autoComplete="new-password"
          required
          aria-describedby={rulesId}
          {...form.input('password')}
          error={errorText(t, form.errorOf('password'))}
        />
        <PasswordChecklist id={rulesId} password={form.text('password')} />
      </div>
      <PasswordField
        label={t('VERIFICATION.confirmNewPassword')}
        autoComplete="new-password"
        required
        {...form.input('password_confirmation')}
        error={errorText(t, form.errorOf('password_confirmation'))}
      />
    </>
  );
}

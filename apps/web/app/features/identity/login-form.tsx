import type { Storefront } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useContractForm } from '../../lib/contract-form.ts';
import { MicrosoftSignIn } from '../../components/ui/microsoft-sign-in.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { ActionResult } from './action-result.ts';
import { AuthCard } from './auth-card.tsx';
import { errorText } from './field-errors.ts';
import { FormMessage } from './form-message.tsx';
import { PasswordField } from './password-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { loginDomain, loginSchema } from './validate.ts';

type LoginFormProps = {
  store: Storefront;
  /** The page's query string, kept on the links to register and reset (returnUrl). */
  search: string;
  /** Where single sign-on comes back to. */
  returnUrl: string | null;
  result: ActionResult | undefined;
  submitting: boolean;
};

/** Sign in (§2 Authentication screens): e-mail and password, links, optional Microsoft button. */
export function LoginForm({ store, search, returnUrl, result, submitting }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: loginSchema(store),
    defaultValue: { email: '', password: '' },
    result: result?.result,
  });
  const domain = { domain: loginDomain(store) };
  return (
    <AuthCard title={t('LOGIN.title')} intro={t('LOGIN.intro')}>
      <Form method="post" {...form.props} className="space-y-5">
        <TextField
          label={t('AUTH.email')}
          type="email"
          autoComplete="email"
          required
          {...form.input('email')}
          error={errorText(t, form.errorOf('email'), domain)}
        />
        <PasswordField
          label={t('AUTH.password')}
          autoComplete="current-password"
          required
          {...form.input('password')}
          error={errorText(t, form.errorOf('password'))}
        />
        <div className="flex justify-end">
          <Link
            to={`/reset-password${search}`}
            className="text-sm font-medium text-brand-text underline-offset-4 hover:underline"
          >
            {t('LOGIN.forgotPassword')}
          </Link>
        </div>
        <FormMessage message={result?.message} />
        <SubmitButton disabled={form.submitDisabled} loading={submitting}>
          {t('LOGIN.signIn')}
        </SubmitButton>
      </Form>
      {store.sso.enabled ? (
        <div className="mt-6">
          <p className="mb-3 flex items-center gap-3 text-sm text-gray-500 before:h-px before:flex-1 before:bg-gray-200 after:h-px after:flex-1 after:bg-gray-200">
            {t('LOGIN.orLoginWith')}
          </p>
          <MicrosoftSignIn storeId={store.id} label={t('LOGIN.microsoft')} returnUrl={returnUrl} />
        </div>
      ) : null}
      <p className="mt-6 text-center text-sm text-gray-600">
        {t('LOGIN.noAccount')}{' '}
        <Link
          to={`/register${search}`}
          className="font-medium text-brand-text underline-offset-4 hover:underline"
        >
          {t('LOGIN.register')}
        </Link>
      </p>
    </AuthCard>
  );
}

import type { Storefront } from '@storefront/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { useContractForm } from '../../lib/contract-form.ts';
import { InfoIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { ActionResult } from './action-result.ts';
import { AuthCard } from './auth-card.tsx';
import { errorText } from './field-errors.ts';
import { FormMessage } from './form-message.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordStrength } from './password-strength.tsx';
import { SubmitButton } from './submit-button.tsx';
import { loginDomain, registerSchema } from './validate.ts';

type RegisterFormProps = {
  store: Storefront;
  /** The page's query string, kept on the link to login (returnUrl). */
  search: string;
  result: ActionResult | undefined;
  submitting: boolean;
};

const linkClass = 'font-medium text-brand-text underline-offset-4 hover:underline';

/** Registration (§2): names, e-mail, username, password with live feedback, terms. */
export function RegisterForm({ store, search, result, submitting }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useContractForm({
    schema: registerSchema(store),
    defaultValue: {
      first_name: '',
      last_name: '',
      email: '',
      username: '',
      password: '',
      password_confirmation: '',
      terms_and_conditions: 'true',
    },
    result: result?.result,
  });
  const domain = { domain: loginDomain(store) };
  const error = (name: string) => errorText(t, form.errorOf(name), domain);
  // The checkbox has no blur to wait for: unticking it says at once why Register is disabled.
  const accepted = form.text('terms_and_conditions') === 'true';
  const termsError = errorText(
    t,
    accepted ? form.errorOf('terms_and_conditions') : 'AUTH.errors.termsRequired',
  );
  return (
    <AuthCard wide title={t('AUTH.registerTitle')} intro={t('AUTH.registerIntro')}>
      <Form method="post" {...form.props} className="grid gap-5 nav:grid-cols-2 nav:gap-x-4">
        <TextField
          label={t('AUTH.firstName')}
          autoComplete="given-name"
          required
          {...form.input('first_name')}
          error={error('first_name')}
        />
        <TextField
          label={t('AUTH.lastName')}
          autoComplete="family-name"
          required
          {...form.input('last_name')}
          error={error('last_name')}
        />
        <TextField
          label={t('AUTH.email')}
          type="email"
          autoComplete="email"
          required
          {...form.input('email')}
          error={error('email')}
        />
        <TextField
          label={t('AUTH.username')}
          autoComplete="username"
          required
          {...form.input('username')}
          error={error('username')}
        />
        <div>
          <PasswordField
            label={t('AUTH.password')}
            autoComplete="new-password"
            required
            aria-describedby="register-password-rules"
            {...form.input('password')}
            error={error('password')}
          />
          <PasswordStrength password={form.text('password')} />
          <PasswordChecklist id="register-password-rules" password={form.text('password')} />
        </div>
        <PasswordField
          label={t('AUTH.confirmPassword')}
          autoComplete="new-password"
          required
          {...form.input('password_confirmation')}
          error={error('password_confirmation')}
        />
        <aside className="flex gap-3 rounded-xl bg-gray-50 p-4 text-sm text-gray-700 ring-1 ring-gray-200 nav:col-span-2 [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-brand-text">
          <InfoIcon />
          <div>
            <p className="font-medium text-gray-900">{t('AUTH.passwordHintTitle')}</p>
            <p className="mt-1">{t('AUTH.passwordHint')}</p>
          </div>
        </aside>
        <div className="nav:col-span-2">
          <label className="flex items-start gap-3 text-sm text-gray-700">
            <input
              type="checkbox"
              name="terms_and_conditions"
              value="true"
              form={form.props.id}
              defaultChecked={form.input('terms_and_conditions').defaultValue === 'true'}
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'register-terms-error' : undefined}
              className="mt-0.5 size-4 shrink-0 accent-(--store-primary)"
            />
            <span>
              <Trans
                i18nKey="AUTH.acceptTerms"
                components={{ terms: <Link to="/terms-and-conditions" className={linkClass} /> }}
              />
            </span>
          </label>
          {termsError ? (
            <p id="register-terms-error" className="mt-1.5 text-sm text-red-700">
              {termsError}
            </p>
          ) : null}
        </div>
        <div className="space-y-4 nav:col-span-2">
          <FormMessage message={result?.message} />
          <SubmitButton disabled={form.submitDisabled} loading={submitting}>
            {t('AUTH.createAccount')}
          </SubmitButton>
          <p className="text-center text-sm text-gray-600">
            {t('AUTH.haveAccount')}{' '}
            <Link to={`/login${search}`} className={linkClass}>
              {t('AUTH.login')}
            </Link>
          </p>
        </div>
      </Form>
    </AuthCard>
  );
}

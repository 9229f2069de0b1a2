import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { OperatorLoginBody } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

/** The operator's sign-in: e-mail and password, errors beside the fields. */
export function OperatorLoginForm({
  lastResult,
  submitting,
}: {
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  const [form, fields] = useForm({
    id: 'operator-login',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OperatorLoginBody }),
    shouldValidate: 'onBlur',
  });
  return (
    <div className="mx-auto mt-8 max-w-sm rounded-xl border border-gray-200 bg-white p-6 shadow-xs">
      <h1 className="text-xl font-semibold">{t('operator.signInTitle')}</h1>
      <p className="mt-1 text-sm text-gray-600">{t('operator.signInIntro')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-5 space-y-4">
        <TextField
          label={t('operator.email')}
          type="email"
          autoComplete="username"
          required
          name={fields.email.name}
          defaultValue={fields.email.initialValue as string | undefined}
          error={fields.email.errors?.[0]}
        />
        <TextField
          label={t('operator.password')}
          type="password"
          autoComplete="current-password"
          required
          name={fields.password.name}
          error={fields.password.errors?.[0]}
        />
        {form.errors?.length ? (
          <p role="alert" className="text-sm text-red-700">
            {form.errors[0]}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={submitting}>
          {t('operator.signIn')}
        </Button>
      </Form>
    </div>
  );
}

import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, FieldError, InputField } from './form-fields.tsx';
import type { SettingsFields } from './settings-fields.ts';

/**
 * Who may enter: a public store, or a private one and its ways in. The ways in stay in the form
 * (hidden) while the store is public, so switching it back does not lose them.
 */
export function AccessSection({
  fields,
  hasPassword,
}: {
  fields: SettingsFields;
  hasPassword: boolean;
}) {
  const { t } = useTranslation('console');
  const sso = fields.sso.getFieldset();
  // A problem in the ways in is shown even while the store is public.
  const open = fields.private_store.value === 'on' || !fields.sso.valid;
  return (
    <>
      <CheckboxField
        field={fields.private_store}
        label={t('settings.access.private')}
        hint={t('settings.access.privateHint')}
      />
      <div hidden={!open} className="mt-6 space-y-6 border-l-2 border-gray-200 pl-4">
        <PasswordChoice
          action={fields.password_action}
          newPassword={fields.new_password}
          hasPassword={hasPassword}
        />
        <InputField
          field={fields.promo_code}
          label={t('settings.access.promoCode')}
          hint={t('settings.access.promoCodeHint')}
          autoComplete="off"
        />
        <CheckboxField
          field={fields.gift_card}
          label={t('settings.access.giftCard')}
          hint={t('settings.access.giftCardHint')}
        />
        <div className="space-y-3">
          <CheckboxField
            field={fields.login_required}
            label={t('settings.access.login')}
            hint={t('settings.access.loginHint')}
          />
          <InputField
            field={fields.allowed_email_domain}
            label={t('settings.access.emailDomain')}
            hint={t('settings.access.emailDomainHint')}
            placeholder="example.com"
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-gray-900">
            {t('settings.access.sso')}
          </legend>
          <CheckboxField
            field={sso.enabled}
            label={t('settings.access.ssoEnabled')}
            hint={t('settings.access.ssoHint')}
          />
          <div className="grid gap-4 md:grid-cols-3">
            <InputField
              field={sso.issuer}
              type="url"
              label={t('settings.access.ssoIssuer')}
              hint={t('settings.access.ssoIssuerHint')}
              placeholder="https://"
            />
            <InputField field={sso.client_id} label={t('settings.access.ssoClientId')} />
            <InputField
              field={sso.tenant_id}
              label={t('settings.access.ssoTenantId')}
              hint={t('settings.access.ssoTenantIdHint')}
            />
          </div>
        </fieldset>
      </div>
      <FieldError field={fields.private_store} />
    </>
  );
}

/** Keep, set or remove the password; the password itself is never shown, only whether there is one. */
function PasswordChoice({
  action,
  newPassword,
  hasPassword,
}: {
  action: FieldMetadata<string | undefined>;
  newPassword: FieldMetadata<string | undefined>;
  hasPassword: boolean;
}) {
  const { t } = useTranslation('console');
  const choices = hasPassword ? (['keep', 'set', 'remove'] as const) : (['keep', 'set'] as const);
  const prefix = hasPassword ? 'settings.access.passwordSet' : 'settings.access.passwordNone';
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">
        {t('settings.access.password')}
      </legend>
      <p className="text-sm text-gray-600">{t(`${prefix}.status`)}</p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => {
          const props = getInputProps(action, { type: 'radio', value: choice });
          const id = `${action.id}-${choice}`;
          return (
            <label key={choice} htmlFor={id} className="flex items-center gap-2 text-sm">
              <input {...props} key={props.key} id={id} className="size-4 accent-gray-900" />
              {t(`${prefix}.${choice}`)}
            </label>
          );
        })}
      </div>
      <div hidden={action.value !== 'set'}>
        <InputField
          field={newPassword}
          type="password"
          autoComplete="new-password"
          label={t('settings.access.newPassword')}
          hint={t('settings.access.newPasswordHint')}
        />
      </div>
    </fieldset>
  );
}

import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { StoreSettingsBody, type StoreSettings } from '@storefront/contracts';

/**
 * What the form starts from: the saved settings, the password left as it is, and one empty
 * contact e-mail field for a new store that has none yet. The free-shipping amount has no field
 * here yet (the API keeps it when left out); as a default it would leave the form always "changed".
 */
function defaultsOf(settings: StoreSettings) {
  const { has_password: _hasPassword, free_shipping_from_cents: _freeShipping, ...rest } = settings;
  const contact_emails = rest.contact_emails.length ? rest.contact_emails : [''];
  return { ...rest, contact_emails, password_action: 'keep' as const, new_password: '' };
}

/**
 * The settings form, validated with the API's own schema before it is sent; the server's
 * refusal (`lastResult`) comes back beside the same fields.
 */
export function useSettingsForm(settings: StoreSettings, lastResult: SubmissionResult | undefined) {
  return useForm({
    id: 'store-settings',
    lastResult,
    defaultValue: defaultsOf(settings),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StoreSettingsBody }),
  });
}

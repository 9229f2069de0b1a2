import type { FieldMetadata } from '@conform-to/react';
import { PlusIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { FieldError, InputField } from './form-fields.tsx';
import type { SettingsFields, SettingsFormMeta } from './settings-fields.ts';

/** Name, company and the contact e-mails the legal pages and the contact form use. */
export function GeneralSection({
  form,
  fields,
}: {
  form: SettingsFormMeta;
  fields: SettingsFields;
}) {
  const { t } = useTranslation('console');
  const emails = fields.contact_emails.getFieldList();
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField field={fields.name} label={t('settings.general.name')} />
        <InputField
          field={fields.company_name}
          label={t('settings.general.companyName')}
          hint={t('settings.general.companyNameHint')}
        />
      </div>
      <fieldset className="mt-6" aria-describedby={`${fields.contact_emails.id}-hint`}>
        <legend className="text-sm font-medium text-gray-800">
          {t('settings.general.contactEmails')}
        </legend>
        <p id={`${fields.contact_emails.id}-hint`} className="mt-0.5 text-sm text-gray-600">
          {t('settings.general.contactEmailsHint')}
        </p>
        <ul className="mt-3 space-y-3">
          {emails.map((email, index) => (
            <li key={email.key} className="flex items-start gap-2">
              <EmailInput
                field={email}
                label={t('settings.general.contactEmail', { number: index + 1 })}
              />
              <button
                {...form.remove.getButtonProps({ name: fields.contact_emails.name, index })}
                aria-label={t('settings.general.removeEmail', { number: index + 1 })}
                disabled={emails.length === 1}
                className="grid size-11 shrink-0 place-items-center rounded-lg border border-gray-300 text-gray-700 hover:bg-gray-50 disabled:opacity-40"
              >
                <TrashIcon className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
        <FieldError field={fields.contact_emails} />
        <button
          {...form.insert.getButtonProps({ name: fields.contact_emails.name, defaultValue: '' })}
          className="mt-3 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium text-gray-900 underline-offset-4 hover:underline"
        >
          <PlusIcon className="size-4" aria-hidden />
          {t('settings.general.addEmail')}
        </button>
      </fieldset>
    </>
  );
}

function EmailInput({ field, label }: { field: FieldMetadata<string>; label: string }) {
  return (
    <InputField
      field={field}
      label={label}
      type="email"
      autoComplete="off"
      className="flex-1 [&_label]:sr-only"
    />
  );
}

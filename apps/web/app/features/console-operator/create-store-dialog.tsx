import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { CreateStoreBody } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

type CreateStoreDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The last answer to this form: field errors from the browser's check or the server's. */
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
  /** Where new stores live: `<slug>.<baseDomain>`. */
  baseDomain: string;
};

/** A new store: name, address (slug), company, an optional custom domain and starter catalogue. */
export function CreateStoreDialog(props: CreateStoreDialogProps) {
  const { open, onClose, lastResult, submitting, baseDomain } = props;
  const { t } = useTranslation('console');
  const [form, fields] = useForm({
    id: 'create-store',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateStoreBody }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const field = (name: keyof typeof fields) => ({
    name: fields[name].name,
    defaultValue: fields[name].initialValue as string | undefined,
    error: fields[name].errors?.[0],
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('operator.createStore')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="create" />
        <TextField label={t('operator.name')} required {...field('name')} />
        <TextField
          label={t('operator.slug')}
          required
          aria-describedby="create-store-slug-hint"
          autoCapitalize="none"
          {...field('slug')}
        />
        <p id="create-store-slug-hint" className="-mt-2 text-sm text-gray-600">
          {t('operator.slugHint', { host: `<slug>.${baseDomain}` })}
        </p>
        <TextField label={t('operator.companyName')} required {...field('company_name')} />
        <TextField
          label={t('operator.domain')}
          autoCapitalize="none"
          placeholder="shop.example.com"
          {...field('domain')}
        />
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name={fields.starter_catalogue.name}
            defaultChecked={fields.starter_catalogue.initialValue === 'on'}
            aria-describedby="create-store-starter-hint"
            className="mt-0.5 size-4 rounded border-gray-300"
          />
          <span>
            <span className="font-medium text-gray-800">{t('operator.starterCatalogue')}</span>
            <span id="create-store-starter-hint" className="block text-gray-600">
              {t('operator.starterCatalogueHint')}
            </span>
          </span>
        </label>
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('operator.cancel')}
          submit={t('operator.create')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}

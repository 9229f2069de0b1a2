import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { EndpointForm } from './webhook-forms.ts';

type EndpointDialogProps = {
  /** The endpoint edited, or null to add one. */
  endpoint: WebhookEndpoint | null;
  open: boolean;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Adds or edits an endpoint: its URL, a description, the events it wants, active or not. */
export function EndpointDialog({
  endpoint,
  open,
  onClose,
  lastResult,
  submitting,
}: EndpointDialogProps) {
  const { t } = useTranslation('console');
  const eventsId = useId();
  const [form, fields] = useForm({
    id: endpoint ? `webhook-endpoint-${endpoint.id}` : 'webhook-endpoint-new',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EndpointForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const chosen = new Set<string>(endpoint?.events ?? WEBHOOK_EVENT_TYPES);
  const eventsError = fields.events.errors?.[0];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={endpoint ? t('webhooks.editTitle') : t('webhooks.addTitle')}
      className="w-full max-w-lg"
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value={endpoint ? 'update' : 'create'} />
        {endpoint ? <input type="hidden" name="endpointId" value={endpoint.id} /> : null}
        <TextField
          label={t('webhooks.url')}
          type="url"
          required
          inputMode="url"
          autoComplete="off"
          placeholder="https://erp.example.com/webhooks"
          name={fields.url.name}
          defaultValue={endpoint?.url}
          error={fields.url.errors?.[0]}
        />
        <TextField
          label={t('webhooks.descriptionLabel')}
          autoComplete="off"
          maxLength={200}
          name={fields.description.name}
          defaultValue={endpoint?.description}
          error={fields.description.errors?.[0]}
        />
        <fieldset aria-describedby={eventsError ? `${eventsId}-error` : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-gray-800">
            {t('webhooks.events')}
          </legend>
          <div className="space-y-2">
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <label key={type} className="flex min-h-11 items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name={fields.events.name}
                  value={type}
                  defaultChecked={chosen.has(type)}
                  className="mt-0.5 size-5 shrink-0"
                />
                <span>
                  <span className="block font-medium">{t(`webhooks.eventNames.${type}`)}</span>
                  <span className="block font-mono text-xs text-gray-600">{type}</span>
                </span>
              </label>
            ))}
          </div>
          {eventsError ? (
            <p id={`${eventsId}-error`} className="mt-1.5 text-sm text-red-700">
              {eventsError}
            </p>
          ) : null}
        </fieldset>
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            name={fields.active.name}
            defaultChecked={endpoint?.active ?? true}
            className="size-5"
          />
          {t('webhooks.active')}
        </label>
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('webhooks.cancel')}
          submit={endpoint ? t('webhooks.save') : t('webhooks.add')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}

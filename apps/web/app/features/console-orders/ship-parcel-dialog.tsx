import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ORDER_FORMS } from './order-forms.ts';

type ShipParcelDialogProps = {
  /** The parcel to ship and its number on the order, or null when closed. */
  parcel: { id: number; number: number } | null;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Ships one parcel: carrier, tracking number and the https link the shopper follows. */
export function ShipParcelDialog({
  parcel,
  onClose,
  lastResult,
  submitting,
}: ShipParcelDialogProps) {
  const { t } = useTranslation('console');
  const [form, fields] = useForm({
    id: `ship-parcel-${parcel?.id ?? 0}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ORDER_FORMS.ship }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const field = (name: 'carrier' | 'tracking_number' | 'tracking_url', type = 'text') => (
    <TextField
      label={t(`orders.ship.${name}`)}
      type={type}
      required
      autoComplete="off"
      name={fields[name].name}
      defaultValue={fields[name].initialValue as string | undefined}
      error={fields[name].errors?.[0]}
    />
  );
  return (
    <Dialog
      open={parcel !== null}
      onClose={onClose}
      title={t('orders.ship.title', { number: parcel?.number ?? 0 })}
    >
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="ship" />
        <input type="hidden" name="parcelId" value={parcel?.id ?? ''} />
        <p className="text-sm text-gray-600">{t('orders.ship.explained')}</p>
        {field('carrier')}
        {field('tracking_number')}
        {field('tracking_url', 'url')}
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('orders.cancelAction')}
          submit={t('orders.ship.submit')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}

import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { formatMoney } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ORDER_FORMS } from './order-forms.ts';

type CancelOrderDialogProps = {
  open: boolean;
  onClose: () => void;
  /** What goes back to the card with the cancel. */
  refundable: number;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Confirms a cancel: says what it gives back (stock, gift cards, the payment) and asks why. */
export function CancelOrderDialog({
  open,
  onClose,
  refundable,
  lastResult,
  submitting,
}: CancelOrderDialogProps) {
  const { t, i18n } = useTranslation('console');
  const [form, fields] = useForm({
    id: 'cancel-order',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ORDER_FORMS.cancel }),
    shouldValidate: 'onBlur',
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('orders.cancel.title')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
        <input type="hidden" name="intent" value="cancel" />
        <p className="text-sm text-gray-700">
          {t('orders.cancel.explained', { amount: formatMoney(refundable, 'usd', i18n.language) })}
        </p>
        <TextField
          label={t('orders.cancel.reason')}
          name={fields.reason.name}
          autoComplete="off"
          error={fields.reason.errors?.[0]}
        />
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('orders.cancel.keep')}
          submit={t('orders.cancel.submit')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}

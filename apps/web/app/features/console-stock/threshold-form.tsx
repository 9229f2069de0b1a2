import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ThresholdForm as ThresholdSchema } from './stock-forms.ts';

/** The store's low-stock threshold: sizes with this many or fewer left are listed and mailed. */
export function ThresholdForm({
  threshold,
  lastResult,
  submitting,
}: {
  threshold: number;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
}) {
  const { t } = useTranslation('console');
  const [form, fields] = useForm({
    id: `threshold-${threshold}`,
    lastResult,
    defaultValue: { low_stock_threshold: String(threshold) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ThresholdSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-start gap-3">
      <input type="hidden" name="intent" value="threshold" />
      <TextField
        label={t('stock.threshold')}
        type="number"
        min={0}
        inputMode="numeric"
        className="w-40"
        name={fields.low_stock_threshold.name}
        defaultValue={fields.low_stock_threshold.initialValue as string | undefined}
        error={fields.low_stock_threshold.errors?.[0]}
      />
      <Button type="submit" variant="outline" disabled={submitting} className="mt-7 h-11">
        {t('stock.saveThreshold')}
      </Button>
    </Form>
  );
}

import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  MergeBrandBody,
  RemoveBrandBody,
  RenameBrandBody,
  type BrandSummary,
} from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';

export type BrandChange = 'rename' | 'merge' | 'remove';
export const BRAND_SCHEMAS = {
  rename: RenameBrandBody,
  merge: MergeBrandBody,
  remove: RemoveBrandBody,
} as const;

type BrandDialogProps = {
  change: { kind: BrandChange; brand: BrandSummary } | null;
  brands: BrandSummary[];
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** Rename a brand, merge it into another, or remove it: each changes all its products. */
export function BrandDialog(props: BrandDialogProps) {
  const { t } = useTranslation('console');
  const { change, onClose } = props;
  const name = change?.brand.name ?? '';
  return (
    <Dialog
      open={change !== null}
      onClose={onClose}
      title={change ? t(`brands.${change.kind}Title`, { name }) : ''}
    >
      {change ? <BrandForm {...props} change={change} /> : null}
    </Dialog>
  );
}

function BrandForm({
  change,
  brands,
  onClose,
  lastResult,
  submitting,
}: BrandDialogProps & { change: NonNullable<BrandDialogProps['change']> }) {
  const { t } = useTranslation('console');
  const selectId = useId();
  const { kind, brand } = change;
  const [form, fields] = useForm({
    id: `brand-${kind}`,
    lastResult,
    defaultValue: { name: brand.name, new_name: brand.name, into: '' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BRAND_SCHEMAS[kind] }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const count = brand.product_count;
  const intoError = fields.into.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 p-6">
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="name" value={brand.name} />
      <p className="text-sm text-gray-700">
        {t(`brands.${kind}Explained`, { count, name: brand.name })}
      </p>
      {kind === 'rename' ? (
        <TextField
          label={t('brands.newName')}
          required
          autoComplete="off"
          name={fields.new_name.name}
          defaultValue={fields.new_name.initialValue as string | undefined}
          error={fields.new_name.errors?.[0]}
        />
      ) : null}
      {kind === 'merge' ? (
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('brands.into')}
          </label>
          <select
            id={selectId}
            name={fields.into.name}
            required
            defaultValue=""
            aria-invalid={intoError ? true : undefined}
            aria-describedby={intoError ? `${selectId}-error` : undefined}
            className={inputClass}
          >
            <option value="" disabled>
              {t('brands.choose')}
            </option>
            {brands
              .filter((other) => other.name !== brand.name)
              .map((other) => (
                <option key={other.name} value={other.name}>
                  {other.name}
                </option>
              ))}
          </select>
          {intoError ? (
            <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-700">
              {intoError}
            </p>
          ) : null}
        </div>
      ) : null}
      <DialogFormFooter
        error={form.errors?.[0] ?? fields.name.errors?.[0]}
        cancel={t('brands.cancel')}
        submit={t(`brands.${kind}Confirm`)}
        submitting={submitting}
        onCancel={onClose}
      />
    </Form>
  );
}

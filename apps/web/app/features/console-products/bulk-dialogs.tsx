import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  BULK_DIALOG_FORMS,
  type AdminProductFacets,
  type BulkDialogAction,
} from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/text-field.tsx';

export type BulkDialogProps = {
  action: BulkDialogAction | null;
  onClose: () => void;
  /** Hidden inputs naming the chosen products, or "all matching". */
  target: React.ReactNode;
  /** The form's URL (the list's, with its filters). */
  formAction: string;
  count: number;
  facets: AdminProductFacets;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

type Field = { name: string; initialValue?: unknown; errors?: string[] };

/** A labelled field of a dialog, its error beside it. */
function DialogField({
  field,
  label,
  hint,
  ...props
}: { field: Field; label: string; hint?: string } & React.ComponentProps<'input'>) {
  const hintId = useId();
  return (
    <div>
      <TextField
        label={label}
        name={field.name}
        defaultValue={field.initialValue as string | undefined}
        error={field.errors?.[0]}
        aria-describedby={hint ? hintId : undefined}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Move to or add to a category, add a size or a colour: one dialog, its fields by action. */
export function BulkDialog(props: BulkDialogProps) {
  const { t } = useTranslation('console');
  if (!props.action) return null;
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={t(`products.bulk.${props.action}.title`, { count: props.count })}
    >
      <BulkDialogForm {...props} action={props.action} />
    </Dialog>
  );
}

function BulkDialogForm({
  action,
  onClose,
  target,
  formAction,
  count,
  facets,
  lastResult,
  submitting,
}: BulkDialogProps & { action: BulkDialogAction }) {
  const { t } = useTranslation('console');
  const categoryId = useId();
  const [form, fields] = useForm<Record<string, string>, unknown>({
    id: `bulk-${action}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BULK_DIALOG_FORMS[action] }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const category = fields.category_id!;
  return (
    <Form method="post" action={formAction} {...getFormProps(form)} className="space-y-4 p-6">
      <input type="hidden" name="bulk_action" value={action} />
      {target}
      <p className="text-sm text-gray-600">{t(`products.bulk.${action}.explained`, { count })}</p>
      {action === 'move_to_category' || action === 'add_to_category' ? (
        <div>
          <label htmlFor={categoryId} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('products.bulk.category')}
          </label>
          <select
            id={categoryId}
            name={category.name}
            defaultValue={category.initialValue as string | undefined}
            aria-invalid={category.errors ? true : undefined}
            aria-describedby={category.errors ? `${categoryId}-error` : undefined}
            className="block h-11 w-full rounded-lg border border-gray-300 bg-white px-3"
          >
            <option value="">{t('products.bulk.chooseCategory')}</option>
            {facets.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {'\u00a0\u00a0'.repeat(c.depth) + c.name}
              </option>
            ))}
          </select>
          {category.errors ? (
            <p id={`${categoryId}-error`} className="mt-1.5 text-sm text-red-700">
              {category.errors[0]}
            </p>
          ) : null}
        </div>
      ) : null}
      {action === 'add_colour' ? (
        <>
          <DialogField field={fields.color!} label={t('products.bulk.colour')} required />
          <DialogField
            field={fields.primary_hex_color!}
            label={t('products.bulk.hex')}
            placeholder="#1a2b3c"
            required
          />
          <DialogField
            field={fields.sizes!}
            label={t('products.bulk.sizes')}
            hint={t('products.bulk.sizesHint')}
            placeholder="S, M, L, XL"
            required
          />
        </>
      ) : null}
      {action === 'add_size' ? (
        <DialogField field={fields.size!} label={t('products.bulk.size')} required />
      ) : null}
      {action === 'add_size' || action === 'add_colour' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <DialogField
            field={fields.price!}
            label={t('products.bulk.price')}
            hint={t(`products.bulk.${action}.priceHint`)}
            inputMode="decimal"
          />
          <DialogField
            field={fields.quantity!}
            label={t('products.bulk.quantity')}
            hint={t(`products.bulk.${action}.quantityHint`)}
            inputMode="numeric"
          />
        </div>
      ) : null}
      <DialogFormFooter
        error={form.errors?.[0]}
        cancel={t('products.bulk.cancel')}
        submit={t(`products.bulk.${action}.submit`, { count })}
        submitting={submitting}
        onCancel={onClose}
      />
    </Form>
  );
}

import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { ConsolePromoCodeDetail, PromoCodeTargetsResponse } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { ConsoleCard } from '../../components/ui/console-card.tsx';
import {
  PromoCodeForm as Schema,
  promoFormValues,
  type PromoCodeForm as PromoCodeFormValue,
} from './promo-code-forms.ts';

type Targets = PromoCodeTargetsResponse['data'];
type FieldName =
  | 'code'
  | 'kind'
  | 'value'
  | 'min_order'
  | 'starts_at'
  | 'expires_at'
  | 'usage_limit'
  | 'per_customer_limit'
  | 'active';

/** Create or edit a promo code; staff see it read-only (the API refuses their writes too). */
export function PromoCodeEditor({
  promo,
  targets,
  lastResult,
  submitting,
  readOnly,
}: {
  promo: ConsolePromoCodeDetail | null;
  targets: Targets;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation('console');
  const [form, fields] = useForm<Partial<Record<FieldName, string>>, PromoCodeFormValue>({
    id: 'promo-code',
    lastResult,
    defaultValue: promoFormValues(promo),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: Schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const [kind, setKind] = useState(promo?.kind ?? 'percent');
  const k = (key: string) => t(`moneyAccess.promoCodes.fields.${key}`);
  const text = (name: FieldName) => ({
    name: fields[name].name,
    defaultValue: (fields[name].initialValue as string | undefined) ?? '',
    error: fields[name].errors?.[0],
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <fieldset disabled={readOnly} className="space-y-6">
        <legend className="sr-only">{t('moneyAccess.promoCodes.formLegend')}</legend>
        <ConsoleCard title={t('moneyAccess.promoCodes.discount')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={k('code')} autoComplete="off" required {...text('code')} />
            <div>
              <label htmlFor="promo-kind" className="mb-1.5 block text-sm font-medium">
                {k('kind')}
              </label>
              <select
                id="promo-kind"
                name={fields.kind.name}
                value={kind}
                onChange={(e) => setKind(e.target.value as 'percent' | 'fixed')}
                className={inputClass}
              >
                <option value="percent">{t('moneyAccess.promoCodes.kinds.percent')}</option>
                <option value="fixed">{t('moneyAccess.promoCodes.kinds.fixed')}</option>
              </select>
            </div>
            <TextField
              label={kind === 'percent' ? k('percent') : k('amount')}
              inputMode="decimal"
              autoComplete="off"
              required
              {...text('value')}
            />
            <TextField
              label={k('minOrder')}
              inputMode="decimal"
              autoComplete="off"
              {...text('min_order')}
            />
          </div>
        </ConsoleCard>
        <ConsoleCard
          title={t('moneyAccess.promoCodes.when')}
          description={t('moneyAccess.promoCodes.whenHint')}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={k('startsAt')} type="date" {...text('starts_at')} />
            <TextField label={k('expiresAt')} type="date" {...text('expires_at')} />
            <TextField
              label={k('usageLimit')}
              inputMode="numeric"
              autoComplete="off"
              {...text('usage_limit')}
            />
            <TextField
              label={k('perCustomerLimit')}
              inputMode="numeric"
              autoComplete="off"
              {...text('per_customer_limit')}
            />
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={fields.active.name}
              defaultChecked={fields.active.initialValue === 'on'}
              className="size-4"
            />
            {k('active')}
          </label>
        </ConsoleCard>
        <ConsoleCard
          title={t('moneyAccess.promoCodes.appliesTo')}
          description={t('moneyAccess.promoCodes.appliesToHint')}
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <Picker
              name="product_ids"
              label={t('moneyAccess.promoCodes.products')}
              choices={targets.products}
              chosen={promo?.product_ids ?? []}
              error={lastResult?.error?.product_ids?.[0]}
            />
            <Picker
              name="category_ids"
              label={t('moneyAccess.promoCodes.categories')}
              choices={targets.categories}
              chosen={promo?.category_ids ?? []}
              error={lastResult?.error?.category_ids?.[0]}
            />
          </div>
        </ConsoleCard>
      </fieldset>
      {form.errors?.length ? (
        <p role="alert" className="text-sm text-red-700">
          {form.errors[0]}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={submitting}>
            {promo ? t('moneyAccess.promoCodes.save') : t('moneyAccess.promoCodes.create')}
          </Button>
        </div>
      )}
    </Form>
  );
}

/** Checkboxes of the store's products or categories, with a filter over their names. */
function Picker({
  name,
  label,
  choices,
  chosen,
  error,
}: {
  name: string;
  label: string;
  choices: { id: number; name: string }[];
  chosen: number[];
  error: string | undefined;
}) {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState('');
  const [picked, setPicked] = useState(() => new Set(chosen));
  const needle = filter.trim().toLowerCase();
  const toggle = (id: number, on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {label} ({t('moneyAccess.promoCodes.picked', { count: picked.size })})
      </legend>
      <input
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        aria-label={t('moneyAccess.promoCodes.filterPicker', { what: label })}
        placeholder={t('moneyAccess.promoCodes.filterPlaceholder')}
        className={inputClass}
      />
      <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto rounded-lg border border-gray-200 p-2 text-sm">
        {choices.map((choice) => (
          <li
            key={choice.id}
            hidden={
              !!needle && !choice.name.toLowerCase().includes(needle) && !picked.has(choice.id)
            }
          >
            <label className="flex items-center gap-2 py-1">
              <input
                type="checkbox"
                name={name}
                value={choice.id}
                checked={picked.has(choice.id)}
                onChange={(e) => toggle(choice.id, e.target.checked)}
                className="size-4 shrink-0"
              />
              <span className="min-w-0 truncate">{choice.name}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <p className="mt-1.5 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { formatMoney, LANGUAGES } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';
import { IssueGiftCardForm } from './gift-card-forms.ts';

type IssueDialogProps = {
  open: boolean;
  maxCents: number;
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/** The fields every issue shares: good until, a note, the mail's language. */
export function IssueTerms({
  fields,
}: {
  fields: Record<'expires_at' | 'note' | 'language', { name: string; errors?: string[] }>;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <TextField
        label={t('moneyAccess.giftCards.expiresAt')}
        type="date"
        name={fields.expires_at.name}
        error={fields.expires_at.errors?.[0]}
      />
      <div>
        <label htmlFor="gift-card-note" className="mb-1.5 block text-sm font-medium text-gray-800">
          {t('moneyAccess.giftCards.note')}
        </label>
        <textarea
          id="gift-card-note"
          name={fields.note.name}
          rows={2}
          maxLength={500}
          className={`${inputClass} h-auto py-2`}
        />
      </div>
      <div>
        <label
          htmlFor="gift-card-language"
          className="mb-1.5 block text-sm font-medium text-gray-800"
        >
          {t('moneyAccess.giftCards.language')}
        </label>
        <select
          id="gift-card-language"
          name={fields.language.name}
          defaultValue="en"
          className={inputClass}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`moneyAccess.languages.${lang}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/** Issues one card: amount in dollars, recipient, optional expiry, note and mail language. */
export function IssueDialog({ open, maxCents, onClose, lastResult, submitting }: IssueDialogProps) {
  const { t, i18n } = useTranslation('console');
  const [form, fields] = useForm({
    id: 'issue-gift-card',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IssueGiftCardForm }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('moneyAccess.giftCards.issueTitle')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4 overflow-y-auto p-6">
        <input type="hidden" name="intent" value="issue" />
        <TextField
          label={t('moneyAccess.giftCards.amount')}
          name={fields.amount.name}
          inputMode="decimal"
          autoComplete="off"
          required
          aria-describedby="gift-card-amount-hint"
          error={fields.amount.errors?.[0]}
        />
        <p id="gift-card-amount-hint" className="-mt-2 text-sm text-gray-600">
          {t('moneyAccess.giftCards.amountHint', {
            max: formatMoney(maxCents, 'usd', i18n.language),
          })}
        </p>
        <TextField
          label={t('moneyAccess.giftCards.recipient')}
          type="email"
          name={fields.recipient_email.name}
          autoComplete="off"
          required
          error={fields.recipient_email.errors?.[0]}
        />
        <IssueTerms fields={fields} />
        <DialogFormFooter
          error={form.errors?.[0]}
          cancel={t('moneyAccess.cancel')}
          submit={t('moneyAccess.giftCards.issueSubmit')}
          submitting={submitting}
          onCancel={onClose}
        />
      </Form>
    </Dialog>
  );
}

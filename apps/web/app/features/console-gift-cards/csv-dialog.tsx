import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { formatMoney, type IssueGiftCardsCsvResponse } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogFormFooter } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { GiftCardCsvForm } from './gift-card-forms.ts';
import { IssueTerms } from './issue-dialog.tsx';

export type CsvPlan = {
  plan: IssueGiftCardsCsvResponse['data'];
  csv: string;
  terms: { expires_at?: string; note?: string; language: string };
};

type CsvDialogProps = {
  open: boolean;
  onClose: () => void;
  checked: CsvPlan | null;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/**
 * Cards from a CSV of `amount,email` (dollars): the file is checked first (a dry run that lists
 * every bad row by line), then all of its cards are issued at once, or none.
 */
export function CsvDialog({ open, onClose, checked, lastResult, submitting }: CsvDialogProps) {
  const { t } = useTranslation('console');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('moneyAccess.giftCards.csvTitle')}
      className="max-w-2xl"
    >
      {checked ? (
        <CsvPlanView
          checked={checked}
          onClose={onClose}
          lastResult={lastResult}
          submitting={submitting}
        />
      ) : (
        <CsvFileForm onClose={onClose} lastResult={lastResult} submitting={submitting} />
      )}
    </Dialog>
  );
}

function CsvFileForm({
  onClose,
  lastResult,
  submitting,
}: Omit<CsvDialogProps, 'open' | 'checked'>) {
  const { t } = useTranslation('console');
  const [form, fields] = useForm({
    id: 'gift-card-csv',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GiftCardCsvForm }),
    shouldValidate: 'onSubmit',
  });
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-4 overflow-y-auto p-6"
    >
      <input type="hidden" name="intent" value="csv" />
      <p className="text-sm text-gray-700">{t('moneyAccess.giftCards.csvExplained')}</p>
      <pre className="rounded-lg bg-gray-50 p-3 font-mono text-sm">
        amount,email{'\n'}25,robin@example.com{'\n'}50.00,sam@example.com
      </pre>
      <div>
        <label htmlFor="gift-card-csv-file" className="mb-1.5 block text-sm font-medium">
          {t('moneyAccess.giftCards.csvFile')}
        </label>
        <input
          id="gift-card-csv-file"
          type="file"
          name="file"
          accept=".csv,text/csv"
          required
          className={`${inputClass} py-2`}
        />
      </div>
      <IssueTerms fields={fields} />
      <DialogFormFooter
        error={form.errors?.[0]}
        cancel={t('moneyAccess.cancel')}
        submit={t('moneyAccess.giftCards.csvCheck')}
        submitting={submitting}
        onCancel={onClose}
      />
    </Form>
  );
}

function CsvPlanView({
  checked,
  onClose,
  lastResult,
  submitting,
}: Omit<CsvDialogProps, 'open'> & { checked: CsvPlan }) {
  const { t, i18n } = useTranslation('console');
  const { plan, csv, terms } = checked;
  const money = (cents: number) => formatMoney(cents, 'usd', i18n.language);
  const [form] = useForm({ id: 'gift-card-csv-apply', lastResult });
  const problems = plan.problems;
  return (
    <div className="space-y-4 overflow-y-auto p-6">
      {problems.length ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
          <p className="font-medium text-red-800">
            {t('moneyAccess.giftCards.csvProblems', { count: problems.length })}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-red-800" data-testid="csv-problems">
            {problems.map((p) => (
              <li key={`${p.line}-${p.message}`}>
                {t('moneyAccess.giftCards.csvLine', { line: p.line })}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-gray-700" data-testid="csv-plan">
          {t('moneyAccess.giftCards.csvReady', {
            count: plan.rows.length,
            total: money(plan.total),
          })}
        </p>
      )}
      {plan.rows.length ? (
        <div className="max-h-64 overflow-y-auto rounded-lg border border-gray-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('moneyAccess.giftCards.csvRows')}</caption>
            <thead className="bg-gray-50 text-xs text-gray-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('moneyAccess.giftCards.csvLineColumn')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('moneyAccess.giftCards.columns.recipient')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('moneyAccess.giftCards.amount')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {plan.rows.map((row) => (
                <tr key={row.line}>
                  <td className="px-3 py-2 text-gray-600">{row.line}</td>
                  <td className="px-3 py-2 break-all">{row.email}</td>
                  <td className="px-3 py-2 text-right">{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {problems.length ? (
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('moneyAccess.close')}
          </Button>
        </div>
      ) : (
        <Form method="post" {...getFormProps(form)} className="space-y-2">
          <input type="hidden" name="intent" value="csv-apply" />
          <input type="hidden" name="csv" value={csv} />
          <input type="hidden" name="language" value={terms.language} />
          {terms.expires_at ? (
            <input type="hidden" name="expires_at" value={terms.expires_at} />
          ) : null}
          {terms.note ? <input type="hidden" name="note" value={terms.note} /> : null}
          <DialogFormFooter
            error={form.errors?.[0]}
            cancel={t('moneyAccess.cancel')}
            submit={t('moneyAccess.giftCards.csvApply', { count: plan.rows.length })}
            submitting={submitting}
            onCancel={onClose}
          />
        </Form>
      )}
    </div>
  );
}

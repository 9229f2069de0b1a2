import type { SubmissionResult } from '@conform-to/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { inputClass } from '../../components/ui/text-field.tsx';
import { subtreeEnd } from '../../lib/tree-rows.ts';
import { categoryChoices, type CategoryRow } from './category-rows.ts';

type DeleteCategoryDialogProps = {
  row: CategoryRow | null;
  rows: CategoryRow[];
  onClose: () => void;
  lastResult: SubmissionResult | undefined;
  submitting: boolean;
};

/**
 * Asks before deleting a category and those below it; when they hold products, also where the
 * products go: another category, or out of the deleted ones (they stay in the store).
 */
export function DeleteCategoryDialog(props: DeleteCategoryDialogProps) {
  const { t } = useTranslation('console');
  const { row, onClose } = props;
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={t('categories.deleteTitle', { name: row?.node.name ?? '' })}
    >
      {row ? <DeleteForm {...props} row={row} /> : null}
    </Dialog>
  );
}

function DeleteForm({
  row,
  rows,
  onClose,
  lastResult,
  submitting,
}: DeleteCategoryDialogProps & { row: CategoryRow }) {
  const { t } = useTranslation('console');
  const selectId = useId();
  const index = rows.indexOf(row);
  const doomed = rows.slice(index, subtreeEnd(rows, index));
  const choices = categoryChoices(rows, new Set(doomed.map((r) => r.node.id)));
  const products = row.node.total_product_count;
  const error = lastResult?.error?.move_products_to?.[0] ?? lastResult?.error?.['']?.[0];
  return (
    <Form method="post" className="space-y-4 p-6">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={row.node.id} />
      <p className="text-sm text-gray-700">
        {doomed.length > 1
          ? t('categories.deleteWithChildren', { count: doomed.length - 1 })
          : t('categories.deleteAlone')}
      </p>
      {products > 0 ? (
        <div>
          <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-gray-800">
            {t('categories.productsGo', { count: products })}
          </label>
          <select
            id={selectId}
            name="move_products_to"
            required
            defaultValue=""
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${selectId}-error` : undefined}
            className={inputClass}
          >
            <option value="" disabled>
              {t('categories.choose')}
            </option>
            <option value="none">{t('categories.unlink')}</option>
            {choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name}
              </option>
            ))}
          </select>
          {error ? (
            <p id={`${selectId}-error`} className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          {t('categories.cancel')}
        </Button>
        <Button type="submit" disabled={submitting} className="bg-red-700 hover:bg-red-800">
          {t('categories.deleteConfirm')}
        </Button>
      </div>
    </Form>
  );
}

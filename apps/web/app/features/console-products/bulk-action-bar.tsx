import type { BulkDialogAction, BulkProductAction } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

const DIRECT: BulkProductAction[] = ['publish', 'unpublish', 'discontinue', 'restore'];
const WITH_DIALOG: BulkDialogAction[] = [
  'move_to_category',
  'add_to_category',
  'add_colour',
  'add_size',
];

type BulkActionBarProps = {
  count: number;
  total: number;
  allMatching: boolean;
  /** Offered when the whole page is chosen and more products match. */
  onSelectAllMatching: (() => void) | null;
  onClear: () => void;
  onOpenDialog: (action: BulkDialogAction) => void;
  target: React.ReactNode;
  formAction: string;
  submitting: boolean;
};

/**
 * What is chosen, and the actions that change all of it at once: at the bottom of a phone's
 * screen, under the header on wider ones.
 */
export function BulkActionBar({
  count,
  total,
  allMatching,
  onSelectAllMatching,
  onClear,
  onOpenDialog,
  target,
  formAction,
  submitting,
}: BulkActionBarProps) {
  const { t } = useTranslation('console');
  return (
    <section
      aria-label={t('products.bulk.label')}
      className="fixed inset-x-3 bottom-3 z-10 rounded-xl border border-gray-300 bg-white p-3 shadow-lg md:sticky md:inset-x-auto md:top-16 md:bottom-auto md:mb-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p role="status" className="font-medium">
          {allMatching
            ? t('products.bulk.allMatchingChosen', { count: total })
            : t('products.bulk.chosen', { count })}
        </p>
        {onSelectAllMatching ? (
          <Button variant="link" size="sm" className="px-0" onClick={onSelectAllMatching}>
            {t('products.bulk.selectAllMatching', { count: total })}
          </Button>
        ) : null}
        <Button variant="link" size="sm" className="px-0" onClick={onClear}>
          {t('products.bulk.clear')}
        </Button>
      </div>
      <Form
        method="post"
        action={formAction}
        className="-mx-1 mt-2 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible md:pb-0"
      >
        {target}
        {DIRECT.map((action) => (
          <Button
            key={action}
            type="submit"
            name="bulk_action"
            value={action}
            variant="outline"
            size="sm"
            disabled={submitting}
          >
            {t(`products.bulk.${action}`)}
          </Button>
        ))}
        {WITH_DIALOG.map((action) => (
          <Button key={action} variant="outline" size="sm" onClick={() => onOpenDialog(action)}>
            {t(`products.bulk.${action}.open`)}
          </Button>
        ))}
      </Form>
    </section>
  );
}

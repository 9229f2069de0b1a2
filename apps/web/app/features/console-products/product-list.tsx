import type { SubmissionResult } from '@conform-to/react';
import type {
  AdminProductFacets,
  AdminProductListQuery,
  AdminProductListResponse,
  BulkDialogAction,
  BulkProductAction,
} from '@storefront/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useOnChange } from '../../lib/use-on-change.ts';
import { BulkActionBar } from './bulk-action-bar.tsx';
import { BulkDialog } from './bulk-dialogs.tsx';
import { ProductPager } from './product-pager.tsx';
import { ProductStateTabs } from './product-state-tabs.tsx';
import { ProductTable, type Selection } from './product-table.tsx';
import { ProductToolbar } from './product-toolbar.tsx';

export type BulkAnswer = {
  action: BulkProductAction;
  result: SubmissionResult;
  done?: { changed: number; unchanged: number };
};

type ProductListProps = {
  query: AdminProductListQuery;
  list: AdminProductListResponse['data'];
  facets: AdminProductFacets;
  answer: BulkAnswer | undefined;
  /** Owners choose products and change them; staff only look. */
  canChange: boolean;
  notify: (severity: 'success' | 'error', text: string) => void;
};

/** The console's product list: search, states, filters, the page, and bulk actions on a choice. */
export function ProductList({ query, list, facets, answer, canChange, notify }: ProductListProps) {
  const { t } = useTranslation('console');
  const location = useLocation();
  const navigation = useNavigation();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [dialog, setDialog] = useState<BulkDialogAction | null>(null);
  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  // Another search, filter or page is another list: nothing on it is chosen yet.
  useEffect(clear, [location.search]);
  useOnChange(answer?.done ? answer : null, (done) => {
    clear();
    setDialog(null);
    notify('success', t('products.bulk.done', { ...done.done, count: done.done!.changed }));
  });
  const failed = answer && !answer.done ? answer : null;
  // A dialog shows its refusals beside its fields; a direct action's come as a toast.
  useOnChange(failed && !(failed.action in DIALOG_ACTIONS) ? failed : null, (refused) => {
    const message = Object.values(refused.result.error ?? {}).flat()[0];
    notify('error', message ?? t('products.bulk.failed'));
  });

  const pageIds = list.data.map((row) => row.id);
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length;
  const selection: Selection = {
    isSelected: canChange ? (id) => allMatching || selected.has(id) : null,
    toggle: (id) => {
      setAllMatching(false);
      setSelected((was) => {
        const next = new Set(was);
        if (!next.delete(id)) next.add(id);
        return next;
      });
    },
    togglePage: () => {
      setAllMatching(false);
      setSelected(chosenOnPage === pageIds.length ? new Set() : new Set(pageIds));
    },
    pageState:
      allMatching || (chosenOnPage && chosenOnPage === pageIds.length)
        ? 'all'
        : chosenOnPage
          ? 'some'
          : 'none',
  };
  const count = allMatching ? list.total : selected.size;
  const target = allMatching ? (
    <input type="hidden" name="all_matching" value="1" />
  ) : (
    [...selected].map((id) => <input key={id} type="hidden" name="product_ids" value={id} />)
  );
  const formAction = `${location.pathname}${location.search}`;
  const submitting = navigation.state === 'submitting';
  const searched =
    query.search || query.state || query.status || query.category_id || query.brand || query.stock;

  return (
    <>
      <ProductToolbar query={query} facets={facets} />
      <ProductStateTabs counts={list.counts} current={query.state} />
      {count ? (
        <BulkActionBar
          count={count}
          total={list.total}
          allMatching={allMatching}
          onSelectAllMatching={
            !allMatching && selection.pageState === 'all' && list.total > pageIds.length
              ? () => setAllMatching(true)
              : null
          }
          onClear={clear}
          onOpenDialog={setDialog}
          target={target}
          formAction={formAction}
          submitting={submitting}
        />
      ) : null}
      {list.data.length ? (
        <ProductTable rows={list.data} query={query} selection={selection} />
      ) : (
        <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
          <p className="font-medium">
            {searched ? t('products.emptyFiltered') : t('products.empty')}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {searched ? t('products.emptyFilteredHint') : t('products.emptyHint')}
          </p>
          {searched || canChange ? (
            <Link
              to={searched ? '?' : '/admin/products/new'}
              className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
            >
              {searched ? t('products.filters.clearAll') : t('products.new')}
            </Link>
          ) : null}
        </div>
      )}
      <ProductPager
        query={query}
        total={list.total}
        shown={list.data.length}
        lastPage={list.last_page}
      />
      {/* Room for the phone's bulk bar at the bottom of the screen. */}
      {count ? <div aria-hidden className="h-28 md:hidden" /> : null}
      <BulkDialog
        action={dialog}
        onClose={() => setDialog(null)}
        target={target}
        formAction={formAction}
        count={count}
        facets={facets}
        lastResult={failed?.action === dialog ? failed?.result : undefined}
        submitting={submitting}
      />
    </>
  );
}

const DIALOG_ACTIONS: Record<BulkDialogAction, true> = {
  move_to_category: true,
  add_to_category: true,
  add_colour: true,
  add_size: true,
};

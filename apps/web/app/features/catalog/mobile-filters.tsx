import type { ProductCategory } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { CloseIcon, FilterIcon } from '../../components/ui/icons.tsx';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { ListFilters, type FilterChoice } from './list-filters.tsx';

type MobileFiltersProps = {
  categories: ProductCategory[];
  brands: string[];
  choice: FilterChoice;
  onApply: (choice: FilterChoice) => void;
};

/**
 * Under 768 px the filters live in a bottom sheet behind a Filters button: ticks there change
 * nothing until See Results; Clear Filters unticks everything.
 */
export function MobileFilters({ categories, brands, choice, onApply }: MobileFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(choice);
  const active = choice.categories.length + choice.brands.length;

  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => {
          setDraft(choice);
          setOpen(true);
        }}
        className="filters:hidden"
      >
        <FilterIcon />
        {t('CATALOG.filters')}
        {active ? (
          <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand px-1 text-xs text-brand-foreground">
            <span className="sr-only">{t('CATALOG.activeFilters', { count: active })}</span>
            <span aria-hidden="true">{active}</span>
          </span>
        ) : null}
      </Button>
      <SidePanel
        open={open}
        onClose={() => setOpen(false)}
        side="bottom"
        label={t('CATALOG.filters')}
      >
        <div className="flex items-center justify-between border-b border-gray-100 py-2 pr-2 pl-5">
          <h2 className="text-lg font-semibold">{t('CATALOG.filters')}</h2>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('COMMON.close')}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5">
          <ListFilters categories={categories} brands={brands} choice={draft} onChange={setDraft} />
        </div>
        <div className="grid grid-cols-2 gap-3 border-t border-gray-100 p-4">
          <Button
            variant="outline"
            size="lg"
            onClick={() => setDraft({ categories: [], brands: [] })}
          >
            {t('CATALOG.clearFilters')}
          </Button>
          <Button
            size="lg"
            data-autofocus
            onClick={() => {
              setOpen(false);
              onApply(draft);
            }}
          >
            {t('CATALOG.seeResults')}
          </Button>
        </div>
      </SidePanel>
    </>
  );
}

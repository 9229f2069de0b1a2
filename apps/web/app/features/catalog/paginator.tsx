import { paginatorPages } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

type PaginatorProps = { page: number; lastPage: number; hrefOfPage: (page: number) => string };

const cell =
  'grid size-10 place-items-center rounded-lg text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&_svg]:size-5';

/**
 * Links to the first, previous, 5 nearby, next and last pages, and '{currentPage} of
 * {totalPages}' (§9); shown only when there is more than one page.
 */
export function Paginator({ page, lastPage, hrefOfPage }: PaginatorProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const current = Math.min(page, lastPage);
  const step = (target: number, label: string, icon: React.ReactNode) =>
    target === current || target < 1 || target > lastPage ? (
      <span aria-hidden="true" className={cn(cell, 'text-gray-300')}>
        {icon}
      </span>
    ) : (
      <Link to={hrefOfPage(target)} aria-label={label} className={cn(cell, 'hover:bg-gray-100')}>
        {icon}
      </Link>
    );

  return (
    <nav
      aria-label={t('CATALOG.pagination')}
      className="flex flex-col items-center gap-3 border-t border-gray-200 pt-8"
    >
      <ul className="flex items-center gap-1">
        <li>{step(1, t('CATALOG.firstPage'), <ChevronsLeftIcon />)}</li>
        <li>{step(current - 1, t('CATALOG.previousPage'), <ChevronLeftIcon />)}</li>
        {paginatorPages(current, lastPage).map((target) => (
          <li key={target}>
            <Link
              to={hrefOfPage(target)}
              aria-label={t('CATALOG.page', { page: target })}
              aria-current={target === current ? 'page' : undefined}
              className={cn(
                cell,
                target === current
                  ? 'bg-brand text-brand-foreground'
                  : 'text-gray-700 hover:bg-gray-100',
              )}
            >
              {target}
            </Link>
          </li>
        ))}
        <li>{step(current + 1, t('CATALOG.nextPage'), <ChevronRightIcon />)}</li>
        <li>{step(lastPage, t('CATALOG.lastPage'), <ChevronsRightIcon />)}</li>
      </ul>
      <p className="text-sm text-gray-500" data-testid="page-report">
        {t('CATALOG.pageReport', { currentPage: current, totalPages: lastPage })}
      </p>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';

/** Previous and next page links with "page n of m"; nothing when there is one page. */
export function Pager({
  page,
  lastPage,
  urlOf,
}: {
  page: number;
  lastPage: number;
  urlOf: (page: number) => string;
}) {
  const { t } = useTranslation('console');
  if (lastPage <= 1) return null;
  const link = (to: number, label: string) => (
    <Link to={urlOf(to)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {label}
    </Link>
  );
  return (
    <nav aria-label={t('people.pages')} className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? link(page - 1, t('people.previous')) : <span />}
      <span className="text-sm text-gray-600">{t('people.page', { page, pages: lastPage })}</span>
      {page < lastPage ? link(page + 1, t('people.next')) : <span />}
    </nav>
  );
}

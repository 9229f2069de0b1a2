import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from './icons.tsx';

export type Crumb = { label: string; to: string };

/** The trail to the current page; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('CATALOG.breadcrumb')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-gray-500">
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.to} className="hover:text-gray-900 hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRightIcon aria-hidden="true" className="size-4 text-gray-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { inputClass, TextField } from '../../components/ui/text-field.tsx';

/** A list's URL with only the fields that are set. */
export function listUrl(path: string, query: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Search and a state filter as a GET form: everything lives in the URL. */
export function ListFilters({
  q,
  state,
  states,
  searchLabel,
  stateLabel,
  stateName,
}: {
  q: string | undefined;
  state: string | undefined;
  states: readonly string[];
  searchLabel: string;
  stateLabel: string;
  stateName: (state: string) => string;
}) {
  const { t } = useTranslation('console');
  return (
    <Form
      method="get"
      role="search"
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <TextField label={searchLabel} type="search" name="q" defaultValue={q ?? ''} />
      <div>
        <label htmlFor="list-state" className="mb-1.5 block text-sm font-medium text-gray-800">
          {stateLabel}
        </label>
        <select id="list-state" name="state" defaultValue={state ?? ''} className={inputClass}>
          <option value="">{t('moneyAccess.allStates')}</option>
          {states.map((s) => (
            <option key={s} value={s}>
              {stateName(s)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="h-11">
        {t('moneyAccess.filter')}
      </Button>
    </Form>
  );
}

/** Previous and next page links, when there is more than one page. */
export function Pager({
  page,
  lastPage,
  href,
}: {
  page: number;
  lastPage: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation('console');
  if (lastPage <= 1) return null;
  const link = (to: number, label: string) => (
    <Link to={href(to)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      {label}
    </Link>
  );
  return (
    <nav
      aria-label={t('moneyAccess.pages')}
      className="mt-6 flex items-center justify-between gap-2"
    >
      {page > 1 ? link(page - 1, t('moneyAccess.previous')) : <span />}
      <span className="text-sm text-gray-600">
        {t('moneyAccess.page', { page, pages: lastPage })}
      </span>
      {page < lastPage ? link(page + 1, t('moneyAccess.next')) : <span />}
    </nav>
  );
}

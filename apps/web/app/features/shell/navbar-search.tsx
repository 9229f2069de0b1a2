import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

type NavbarSearchProps = {
  className?: string;
  /** Called after a search was started, so a panel holding the box can close. */
  onSearch?: () => void;
  /** Focus the box when its panel opens. */
  autoFocus?: boolean;
};

/**
 * The navbar search box: on submit it opens the product list filtered by the trimmed text; blank
 * text does nothing. Without JavaScript the form still GETs /products.
 */
export function NavbarSearch({ className, onSearch, autoFocus = false }: NavbarSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState('');

  function search(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(`/products?${new URLSearchParams({ global_filter: query })}`);
    onSearch?.();
  }

  return (
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={search}
      className={cn('relative', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('SHELL.search')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-400" />
      <input
        id={inputId}
        name="global_filter"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('SHELL.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        data-autofocus={autoFocus || undefined}
        className="h-11 w-full rounded-full border border-gray-200 bg-gray-50 pr-4 pl-11 text-sm text-gray-900 placeholder:text-gray-500 focus:border-accent focus:bg-white focus:ring-3 focus:ring-accent/20 focus:outline-none"
      />
    </form>
  );
}

import { DEBOUNCE_MS } from '@storefront/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

type ListSearchProps = {
  /** The search the list shows (from its URL). */
  value: string;
  onSearch: (text: string, options: { replace: boolean }) => void;
  className?: string;
};

/**
 * The list's own search box: the list follows the trimmed text 300 ms after typing stops, or at
 * once on Enter. While typing, the URL is replaced, so Back leads to the list before the search.
 */
export function ListSearch({ value, onSearch, className }: ListSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  // The search last sent: the list catching up with it must not overwrite newer typing.
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };
  const search = useCallback((query: string) => {
    if (query === sent.current) return;
    sent.current = query;
    latest.current.onSearch(query, { replace: latest.current.value !== '' });
  }, []);

  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS.search);
  useEffect(() => search(settled), [settled, search]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
      className={cn('relative', className)}
    >
      <label htmlFor={id} className="sr-only">
        {t('CATALOG.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
      <input
        id={id}
        type="search"
        name="global_filter"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('CATALOG.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-lg border border-gray-300 bg-white pr-3 pl-10 text-sm text-gray-900 placeholder:text-gray-500 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none"
      />
    </form>
  );
}

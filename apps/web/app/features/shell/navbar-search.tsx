import { formatMoney } from '@storefront/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { useProductSuggestions, type ProductSuggestion } from './use-product-suggestions.ts';

type NavbarSearchProps = {
  className?: string;
  /** Called after a search was started or a result chosen, so a panel holding the box can close. */
  onSearch?: () => void;
  /** Focus the box when its panel opens. */
  autoFocus?: boolean;
};

/**
 * The navbar search (§4), a combobox: matching products appear as the shopper types (300 ms
 * after the last key); arrows and Enter or a click choose one, which opens its page and clears
 * the box. Enter with none chosen opens the product list filtered by the trimmed text; blank
 * text does nothing. Without JavaScript the form still GETs /products.
 */
export function NavbarSearch({ className, onSearch, autoFocus = false }: NavbarSearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-results`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { query, products } = useProductSuggestions(text);
  const expanded = open && products.length > 0;

  useEffect(() => setActive(-1), [products]);

  function choose(product: ProductSuggestion) {
    setText('');
    setOpen(false);
    void navigate(`/products/${product.slug}`);
    onSearch?.();
  }

  function search(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = text.trim();
    if (!typed) return;
    setOpen(false);
    void navigate(`/products?${new URLSearchParams({ global_filter: typed })}`);
    onSearch?.();
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!products.length) return;
      event.preventDefault();
      setOpen(true);
      // Cycles through the box itself (-1) and each result.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const states = products.length + 1;
      setActive((index) => ((index + 1 + step + states) % states) - 1);
    } else if (event.key === 'Enter' && expanded && products[active]) {
      event.preventDefault();
      choose(products[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only, not a panel holding the box.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return (
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={search}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      className={cn('relative', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('SHELL.search')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-5.5 left-3.5 size-5 -translate-y-1/2 text-gray-400" />
      <input
        id={inputId}
        name="global_filter"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('SHELL.searchPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        data-autofocus={autoFocus || undefined}
        className="h-11 w-full rounded-full border border-gray-200 bg-gray-50 pr-4 pl-11 text-sm text-gray-900 placeholder:text-gray-500 focus:border-accent focus:bg-white focus:ring-3 focus:ring-accent/20 focus:outline-none"
      />
      <p role="status" className="sr-only">
        {expanded ? t('SEARCH.resultCount', { count: products.length, query }) : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('SEARCH.results')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-2 max-h-[min(28rem,65dvh)] overflow-y-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-xl in-[dialog]:static in-[dialog]:shadow-none"
      >
        {products.map((product, index) => (
          <SuggestionOption
            key={product.id}
            id={`${listId}-${index}`}
            product={product}
            active={index === active}
            onChoose={() => choose(product)}
            onHover={() => setActive(index)}
          />
        ))}
      </ul>
    </form>
  );
}

type SuggestionOptionProps = {
  id: string;
  product: ProductSuggestion;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
};

function SuggestionOption({ id, product, active, onChoose, onHover }: SuggestionOptionProps) {
  const { i18n } = useTranslation();
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keeps focus in the box, so the list is still there when the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 aria-selected:bg-gray-100"
    >
      {product.thumbnail ? (
        <img
          src={product.thumbnail}
          alt=""
          width={44}
          height={44}
          className="size-11 shrink-0 rounded-md bg-gray-100 object-cover"
        />
      ) : (
        <span className="size-11 shrink-0 rounded-md bg-gray-100" />
      )}
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">
        {product.name}
      </span>
      {product.price === null ? null : (
        <span className="shrink-0 text-sm text-gray-600">
          {formatMoney(product.price, product.currency, i18n.language)}
        </span>
      )}
    </li>
  );
}

import { desktopMenu, type MenuEntry } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../components/ui/dropdown.ts';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { MenuLink } from './menu-link.tsx';

const topLinkClass =
  'inline-flex h-11 items-center rounded-md px-3 text-sm font-medium text-gray-700 transition-colors hover:text-brand-text focus-visible:outline-2 focus-visible:outline-accent';

/** The desktop menu bar: top entries in a row, nested entries in a dropdown under their parent. */
export function MenuBar({
  storeId,
  menu,
  centred,
}: {
  storeId: number;
  menu: MenuEntry[];
  /** Under a centred logo the entries are centred too. */
  centred: boolean;
}) {
  const { t } = useTranslation();
  const entries = desktopMenu(storeId, menu);
  if (!entries.length) return null;
  return (
    <nav aria-label={t('SHELL.mainNavigation')} className="border-t border-gray-100">
      <ul
        className={cn(
          'mx-auto flex max-w-content flex-wrap items-center gap-x-1 px-4',
          centred && 'justify-center',
        )}
      >
        {entries.map((entry, index) => (
          <li key={`${entry.label}-${index}`}>
            {entry.children.length ? (
              <MenuDropdown entry={entry} />
            ) : (
              <MenuLink entry={entry} className={topLinkClass} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function MenuDropdown({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const { open, close, containerProps, buttonProps, panelProps } = useDropdown({ hover: true });
  return (
    <div className="relative flex items-center" {...containerProps}>
      <MenuLink entry={entry} className={cn(topLinkClass, 'pr-1')} onNavigate={close} />
      <button
        {...buttonProps}
        aria-label={t('SHELL.showSubmenu', { label: entry.label })}
        className="grid size-7 place-items-center rounded-md text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <div {...panelProps} className="absolute top-full left-0 z-40 pt-1">
        <div className="min-w-60 rounded-xl bg-white p-2 shadow-xl ring-1 ring-gray-950/5">
          <SubmenuList entries={entry.children} onNavigate={close} />
        </div>
      </div>
    </div>
  );
}

function SubmenuList({
  entries,
  onNavigate,
  nested = false,
}: {
  entries: MenuEntry[];
  onNavigate: () => void;
  nested?: boolean;
}) {
  return (
    <ul className={cn(nested && 'mb-1 ml-3 border-l border-gray-200 pl-2')}>
      {entries.map((entry, index) => (
        <li key={`${entry.label}-${index}`}>
          <MenuLink
            entry={entry}
            onNavigate={onNavigate}
            className={cn(
              'block rounded-lg px-3 py-2 text-sm text-gray-700 hover:bg-gray-50 hover:text-brand-text focus-visible:outline-2 focus-visible:outline-accent',
              entry.children.length > 0 && 'font-semibold text-gray-900',
            )}
          />
          {entry.children.length > 0 ? (
            <SubmenuList entries={entry.children} onNavigate={onNavigate} nested />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

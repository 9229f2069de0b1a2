import type { MenuEntry } from '@storefront/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import { MenuLink } from './menu-link.tsx';

type MenuTreeProps = { entries: MenuEntry[]; onNavigate: () => void; nested?: boolean };

/** The menu as an expandable tree (mobile panel); each level is indented 1.5rem (§9). */
export function MenuTree({ entries, onNavigate, nested = false }: MenuTreeProps) {
  return (
    <ul className={cn(nested ? 'ml-6 border-l border-gray-100' : 'divide-y divide-gray-100')}>
      {entries.map((entry, index) => (
        <MenuTreeItem key={`${entry.label}-${index}`} entry={entry} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

function MenuTreeItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const childrenId = useId();
  const hasChildren = entry.children.length > 0;
  return (
    <li>
      <div className="flex items-center">
        <MenuLink
          entry={entry}
          onNavigate={onNavigate}
          className="flex min-h-12 flex-1 items-center px-4 text-base font-medium text-gray-800 hover:text-brand-text focus-visible:outline-2 focus-visible:outline-accent"
        />
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t('SHELL.showSubmenu', { label: entry.label })}
            onClick={() => setExpanded((was) => !was)}
            className="mr-2 grid size-10 place-items-center rounded-lg text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-accent"
          >
            <ChevronDownIcon
              className={cn('size-5 transition-transform', expanded && 'rotate-180')}
            />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <div id={childrenId} hidden={!expanded}>
          <MenuTree entries={entry.children} onNavigate={onNavigate} nested />
        </div>
      ) : null}
    </li>
  );
}

import {
  isExternalLink,
  menuEntryHref,
  normalizeLink,
  type MenuEntry,
} from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';

type MenuLinkProps = {
  entry: MenuEntry;
  className?: string;
  /** Called when the shopper follows the link, so menus and panels can close. */
  onNavigate?: () => void;
};

/** A menu entry as a link: inside the store by client navigation, absolute http(s) in a new tab. */
export function MenuLink({ entry, className, onNavigate }: MenuLinkProps) {
  const { t } = useTranslation();
  const href = menuEntryHref(entry);
  if (!href) return <span className={className}>{entry.label}</span>;
  if (isExternalLink(href)) {
    return (
      <a
        href={normalizeLink(href)}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onNavigate}
      >
        {entry.label}
        <ExternalLinkIcon className="ml-1 inline size-3.5 opacity-60" />
        <span className="sr-only"> {t('SHELL.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onNavigate}>
      {entry.label}
    </Link>
  );
}

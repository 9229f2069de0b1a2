import {
  FONT_STACKS,
  LANGUAGES,
  type Language,
  type Storefront,
  type User,
} from '@storefront/contracts';
import { ExternalLinkIcon, LogoutIcon, MenuIcon } from '../../components/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, NavLink, useRevalidator } from 'react-router';
import { SidePanel } from '../../components/ui/side-panel.tsx';
import { cn } from '../../lib/cn.ts';
import { langCookie } from '../../lib/cookies.ts';
import { loadTranslations } from '../../lib/translations.ts';
import { navFor } from './console-nav.ts';
import { StatusBadge } from './status-badge.tsx';

/** The console keeps its own look whatever the store's brand: the theme variables, reset. */
const CONSOLE_THEME = {
  '--store-primary': '#111827',
  '--store-primary-foreground': '#ffffff',
  '--store-accent': '#1d4ed8',
  '--store-accent-foreground': '#ffffff',
  '--store-font': FONT_STACKS.system,
  fontFamily: FONT_STACKS.system,
} as React.CSSProperties;

type ConsoleShellProps = {
  store: Storefront;
  user: User;
  /** The platform operator acting as this owner, shown on every page while they do. */
  impersonatedBy?: string | null;
  children: React.ReactNode;
};

/**
 * The owner console's frame: a sidebar of the areas the role may open (a sheet on the phone),
 * a top bar with the store, the account and the way out, and the page.
 */
export function ConsoleShell({ store, user, impersonatedBy, children }: ConsoleShellProps) {
  const { t } = useTranslation('console');
  const [navOpen, setNavOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-gray-50 text-gray-900" style={CONSOLE_THEME} data-console-shell>
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-gray-200 bg-white lg:flex">
        <StoreHeading store={store} />
        <ConsoleNav user={user} />
      </aside>
      <SidePanel open={navOpen} onClose={() => setNavOpen(false)} label={t('shell.navigation')}>
        <div className="flex h-full flex-col bg-white">
          <StoreHeading store={store} />
          <ConsoleNav user={user} onNavigate={() => setNavOpen(false)} />
        </div>
      </SidePanel>
      <div className="lg:pl-64">
        {impersonatedBy ? (
          <p
            role="status"
            className="bg-amber-100 px-4 py-1.5 text-center text-sm font-medium text-amber-950"
          >
            {t('impersonation.banner', { email: impersonatedBy })}
          </p>
        ) : null}
        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-gray-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            className="-ml-1 rounded-md p-2 text-gray-700 hover:bg-gray-100 lg:hidden"
            onClick={() => setNavOpen(true)}
            aria-label={t('shell.openNavigation')}
          >
            <MenuIcon className="size-5" aria-hidden />
          </button>
          <span className="truncate font-semibold lg:hidden">{store.name}</span>
          <div className="ml-auto flex items-center gap-1 sm:gap-3">
            {/* ?preview=0 ends a preview session the preview frame started: the live store. */}
            <a
              href="/?preview=0"
              target="_blank"
              rel="noreferrer"
              className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100"
            >
              <ExternalLinkIcon className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('shell.viewStore')}</span>
              <span className="sr-only sm:hidden">{t('shell.viewStore')}</span>
            </a>
            <ConsoleLanguage />
            <span className="hidden max-w-48 truncate text-sm text-gray-600 md:inline">
              {user.email}
            </span>
            <Form method="post" action="/logout">
              <button
                type="submit"
                className="flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100"
              >
                <LogoutIcon className="size-4" aria-hidden />
                <span className="sr-only sm:not-sr-only">{t('shell.signOut')}</span>
              </button>
            </Form>
          </div>
        </header>
        <main id="console-main" className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
          {children}
        </main>
      </div>
    </div>
  );
}

function StoreHeading({ store }: { store: Storefront }) {
  const { t } = useTranslation('console');
  return (
    <div className="border-b border-gray-200 px-5 py-4">
      <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
        {t('shell.console')}
      </p>
      <p className="mt-0.5 truncate text-lg font-semibold">{store.name}</p>
      <StatusBadge status={store.status} className="mt-2" />
    </div>
  );
}

function ConsoleNav({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useTranslation('console');
  return (
    <nav aria-label={t('shell.navigation')} className="flex-1 overflow-y-auto p-3">
      <ul className="space-y-0.5">
        {navFor(user.role).map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium',
                  isActive
                    ? 'bg-gray-900 text-white'
                    : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(label.includes('.') ? label : `nav.${label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The console's language: the store's language cookie, then both loaders run again in it. */
function ConsoleLanguage() {
  const { t, i18n } = useTranslation('console');
  const { revalidate } = useRevalidator();
  const change = async (lang: Language) => {
    document.cookie = await langCookie.serialize(lang);
    // The store's strings of that language first: the pages render in it as soon as they reload.
    await loadTranslations(lang);
    await revalidate();
  };
  return (
    <select
      aria-label={t('shell.language')}
      value={i18n.language}
      onChange={(event) => void change(event.target.value as Language)}
      className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
    >
      {LANGUAGES.map((lang) => (
        <option key={lang} value={lang}>
          {lang.toUpperCase()}
        </option>
      ))}
    </select>
  );
}

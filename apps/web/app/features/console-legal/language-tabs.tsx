import { LANGUAGES, type Language } from '@storefront/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/**
 * One panel per store language behind tabs (the ARIA tabs pattern: arrow keys move between
 * tabs). Every panel stays in the page, hidden, so a form sends all languages at once.
 */
export function LanguageTabs({
  idPrefix,
  label,
  panel,
  hasError,
}: {
  /** Makes the tabs' ids unique when a page has several sets. */
  idPrefix: string;
  label: string;
  panel: (lang: Language) => React.ReactNode;
  /** Languages whose panel holds an error: their tab is marked. */
  hasError: (lang: Language) => boolean;
}) {
  const { t } = useTranslation('console');
  const [active, setActive] = useState<Language>(LANGUAGES[0]);
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = LANGUAGES[(index + step + LANGUAGES.length) % LANGUAGES.length]!;
    setActive(next);
    tabs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-gray-200">
        {LANGUAGES.map((lang, index) => (
          <button
            key={lang}
            ref={(node) => {
              tabs.current[lang] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${lang}`}
            aria-selected={active === lang}
            aria-controls={`${idPrefix}-panel-${lang}`}
            tabIndex={active === lang ? 0 : -1}
            onClick={() => setActive(lang)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
              active === lang
                ? 'border-gray-900 text-gray-900'
                : 'border-transparent text-gray-600 hover:text-gray-900',
              hasError(lang) && 'text-red-700',
            )}
          >
            {t(`legal.languages.${lang}`)}
          </button>
        ))}
      </div>
      {LANGUAGES.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${idPrefix}-panel-${lang}`}
          aria-labelledby={`${idPrefix}-tab-${lang}`}
          hidden={active !== lang}
          className="pt-4"
        >
          {panel(lang)}
        </div>
      ))}
    </div>
  );
}

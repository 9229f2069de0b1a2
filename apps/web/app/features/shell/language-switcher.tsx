import { LANGUAGES } from '@storefront/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons.tsx';
import { isLanguage } from '../../lib/i18n.ts';
import { useLanguage } from './language.ts';

/** Footer language choice; each language is named in itself (English, Deutsch, Français). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="flex items-center gap-1.5 text-gray-600">
        <GlobeIcon className="size-4" />
        {t('LANGUAGE.label')}
      </label>
      <div className="relative">
        <select
          id={id}
          value={language}
          onChange={(event) => isLanguage(event.target.value) && switchLanguage(event.target.value)}
          className="h-9 appearance-none rounded-lg border border-gray-300 bg-white pr-8 pl-3 text-sm font-medium text-gray-900 focus:border-accent focus:ring-3 focus:ring-accent/20 focus:outline-none"
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`LANGUAGE.${lang}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </div>
  );
}

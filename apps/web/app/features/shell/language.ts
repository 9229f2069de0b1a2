import type { Language } from '@storefront/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { langCookie } from '../../lib/cookies.ts';
import { isLanguage, languageInUrl } from '../../lib/i18n.ts';
import { loadTranslations } from '../../lib/translations.ts';
import { useToast } from './toasts.tsx';

/** Key of the chosen language in local storage (§3 stored browser values). */
const STORAGE_KEY = 'lang';

/** Keeps the choice in local storage and mirrors it in a cookie so the server renders in it. */
async function rememberLanguage(lang: Language) {
  localStorage.setItem(STORAGE_KEY, lang);
  document.cookie = await langCookie.serialize(lang);
}

/** The page's language and a switch that loads another one without a reload. */
export function useLanguage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const switchLanguage = useCallback(
    async (lang: Language) => {
      try {
        if (!i18n.hasResourceBundle(lang, 'translation')) {
          i18n.addResourceBundle(lang, 'translation', await loadTranslations(lang));
        }
        await i18n.changeLanguage(lang);
        document.documentElement.lang = lang;
        await rememberLanguage(lang);
      } catch {
        toast('error', t('ERROR.translationFailed'));
      }
    },
    [i18n, t, toast],
  );
  return { language: i18n.language as Language, switchLanguage };
}

/**
 * On first load, a stored language other than the rendered one wins, unless the address named
 * the language (`?lang=de`, where search results lead): then that becomes the choice.
 */
export function useStoredLanguage() {
  const { language, switchLanguage } = useLanguage();
  useEffect(() => {
    if (languageInUrl(new URL(window.location.href))) {
      void rememberLanguage(language);
      return;
    }
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(stored) && stored !== language) void switchLanguage(stored);
    // Only once, for the page the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

import i18next, { type i18n } from 'i18next';
import { LANGUAGES, type Language } from '@storefront/contracts';

export type Translations = Record<string, unknown>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a page's address names (`?lang=de`), or null. Pages are one address in every
 * language (decision 0004); this is the address of each language that `hreflang` points at.
 */
export function languageInUrl(url: URL): Language | null {
  const lang = url.searchParams.get('lang');
  return isLanguage(lang) ? lang : null;
}

/**
 * A synchronous i18next instance for one language, the same on the server and in the browser.
 * `namespaces` adds strings only some pages load (the console's, under 'console').
 */
export function createI18n(
  lang: Language,
  translations: Translations,
  namespaces: Record<string, Translations> = {},
): i18n {
  // On the server a language's strings are one module-level object: one instance per language
  // serves every page (nothing on the server changes an instance's language or strings).
  const shared = typeof document === 'undefined' && !Object.keys(namespaces).length;
  const known = shared ? serverInstances.get(translations)?.get(lang) : undefined;
  if (known) return known;
  const instance = newI18n(lang, translations, namespaces);
  if (shared) {
    const byLang = serverInstances.get(translations) ?? new Map<Language, i18n>();
    serverInstances.set(translations, byLang.set(lang, instance));
  }
  return instance;
}

const serverInstances = new WeakMap<Translations, Map<Language, i18n>>();

function newI18n(
  lang: Language,
  translations: Translations,
  namespaces: Record<string, Translations>,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    resources: { [lang]: { ...namespaces, translation: translations } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    // Its advertisement in every browser's console.
    showSupportNotice: false,
  });
  return instance;
}

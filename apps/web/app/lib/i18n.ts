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
    rememberPlainStrings(instance);
    const byLang = serverInstances.get(translations) ?? new Map<Language, i18n>();
    serverInstances.set(translations, byLang.set(lang, instance));
  }
  return instance;
}

const serverInstances = new WeakMap<Translations, Map<Language, i18n>>();

/** A plain i18next instance with our options, as the browser has it (exported for the tests). */
export function newI18n(
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

/**
 * On the server, one shared instance per language whose strings never change: what `t(key)`
 * answers without options is the same for every page, so the fixed `t` that react-i18next asks
 * for (no language, the default namespace, no key prefix) remembers it. i18next builds an options
 * object per call (its whole configuration copied), which costs more than the string.
 */
function rememberPlainStrings(instance: i18n) {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as GetFixedT;
  let plain: FixedT | undefined;
  const remembered: GetFixedT = (lng, ns, keyPrefix) => {
    if (lng != null || keyPrefix !== undefined || (ns !== undefined && ns !== 'translation'))
      return getFixedT(lng, ns, keyPrefix);
    return (plain ??= remembering(getFixedT(lng, ns, keyPrefix)));
  };
  instance.getFixedT = remembered as unknown as i18n['getFixedT'];
}

/** i18next's fixed `t` as this file uses it: a function, with what it was fixed to. */
type FixedT = ((key: unknown, ...rest: unknown[]) => string) & {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};
type GetFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown) => FixedT;

function remembering(t: FixedT): FixedT {
  const known = new Map<string, string>();
  const fixed = (key: unknown, ...rest: unknown[]) => {
    if (rest.length || typeof key !== 'string') return t(key, ...rest);
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = t(key)));
    return text;
  };
  return Object.assign(fixed, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
}

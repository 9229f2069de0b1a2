import type { Language } from '@storefront/contracts';
import { use } from 'react';
import type { Translations } from './i18n.ts';

/**
 * The store's strings of each language this process holds. They are not part of the page's data
 * (18 KB in every page and every navigation): the server holds every language
 * (translations.server.ts); the browser fetches the page's language before it hydrates
 * (entry.client.tsx), where the browser caches the file for every later page, and another
 * language when a shopper or the console switches.
 */
const held = new Map<Language, Translations>();
const loading = new Map<Language, Promise<Translations>>();

export function holdTranslations(lang: Language, translations: Translations) {
  held.set(lang, translations);
}

/** The strings of a language held already, for code that cannot wait (meta tags). */
export function heldTranslations(lang: Language): Translations | undefined {
  return held.get(lang);
}

/** Where the browser fetches a language's strings (the spec's `GET /assets/i18n/{lang}.json`). */
export const translationsUrl = (lang: Language) => `/assets/i18n/${lang}.json`;

async function fetchTranslations(lang: Language): Promise<Translations> {
  const response = await fetch(translationsUrl(lang));
  if (!response.ok) throw new Error(`translations ${lang}: ${response.status}`);
  return (await response.json()) as Translations;
}

/** The strings of a language, fetched once however many ask meanwhile. */
export function loadTranslations(lang: Language): Promise<Translations> {
  const known = held.get(lang);
  if (known) return Promise.resolve(known);
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchTranslations(lang)
      .then((translations) => {
        held.set(lang, translations);
        return translations;
      })
      .finally(() => loading.delete(lang));
    loading.set(lang, pending);
  }
  return pending;
}

/** The strings of `lang`; a language the page has not loaded yet suspends it until it arrives. */
export function useStoreTranslations(lang: Language): Translations {
  return held.get(lang) ?? use(loadTranslations(lang));
}

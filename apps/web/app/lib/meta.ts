import { LANGUAGES, type Language } from '@storefront/contracts';
import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { createI18n } from './i18n.ts';
import { heldTranslations } from './translations.ts';

type MetaMatch = { meta?: MetaDescriptor[]; data?: unknown } | undefined;

/**
 * A page's meta tags: "<title> | <store>", a description, the root's other tags (robots) and,
 * for a page search engines should list, its `seo` tags. A route's meta replaces its parents',
 * so the root's tags are carried over here.
 */
export function pageMeta(
  matches: readonly MetaMatch[],
  title: string,
  seo?: Seo,
): MetaDescriptor[] {
  const rootTags = matches[0]?.meta ?? [];
  const storeTitle = rootTags.find((tag) => 'title' in tag);
  const description =
    seo?.description ??
    metaTranslator(matches)('SEO.pageDescription', { page: title, store: metaStoreName(matches) });
  return [
    {
      title:
        storeTitle && 'title' in storeTitle && storeTitle.title !== title
          ? `${title} | ${storeTitle.title}`
          : title,
    },
    { name: 'description', content: description },
    ...rootTags.filter((tag) => !('title' in tag)),
    ...(seo ? seoMeta(matches, title, seo) : []),
  ];
}

/** A text of the page's language for meta, where hooks are not available ("LEGAL.privacyPolicy"). */
export function metaText(matches: readonly MetaMatch[], key: string): string {
  const translations = heldTranslations(metaLanguage(matches));
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      translations,
    );
  return typeof text === 'string' ? text : key;
}

/** A translator in the page's language for meta, with interpolation ("CATALOG.productCount"). */
export function metaTranslator(matches: readonly MetaMatch[]): TFunction {
  const lang = metaLanguage(matches);
  return createI18n(lang, heldTranslations(lang) ?? {}).t;
}

/** The page's language, from the root's data. */
function metaLanguage(matches: readonly MetaMatch[]): Language {
  return (matches[0]?.data as { lang?: Language } | undefined)?.lang ?? 'en';
}

/** Absolute URL of a path on the store, from the root's data. */
export function metaUrl(matches: readonly MetaMatch[], path: string): string {
  return `${(matches[0]?.data as RootSeoData | undefined)?.origin ?? ''}${path}`;
}

/** The store's name, from the root's data. */
export function metaStoreName(matches: readonly MetaMatch[]): string {
  return (matches[0]?.data as { store?: { name: string } } | undefined)?.store?.name ?? '';
}

type RootSeoData = { lang?: Language; langInUrl?: Language | null; origin?: string };

export type Seo = {
  description: string;
  /** Absolute URL of the page's one true address, without a language. */
  canonical: string;
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org blocks (Product, BreadcrumbList…). */
  jsonLd?: object[];
};

/** `url` in `lang`: English is the address itself, another language adds `?lang=`. */
export function urlInLanguage(url: string, lang: Language): string {
  const address = new URL(url);
  if (lang === 'en') address.searchParams.delete('lang');
  else address.searchParams.set('lang', lang);
  return address.href;
}

/**
 * Search-engine and link-preview tags: canonical URL and its `hreflang` alternates (the same
 * page with `?lang=`, which the server renders in that language), Open Graph, Twitter card and
 * JSON-LD. The canonical keeps the language the address named, as each language is its own page.
 */
function seoMeta(matches: readonly MetaMatch[], title: string, seo: Seo): MetaDescriptor[] {
  const root = (matches[0]?.data ?? {}) as RootSeoData;
  const canonical = urlInLanguage(seo.canonical, root.langInUrl ?? 'en');
  return [
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((lang) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: lang,
      href: urlInLanguage(seo.canonical, lang),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: urlInLanguage(seo.canonical, 'en'),
    },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: metaStoreName(matches) },
    { property: 'og:locale', content: OG_LOCALES[root.lang ?? 'en'] },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    ...(seo.image ? [{ name: 'twitter:image', content: seo.image }] : []),
    ...(seo.jsonLd ?? []).map((block) => ({ 'script:ld+json': block })),
  ];
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', de: 'de_DE', fr: 'fr_FR' };

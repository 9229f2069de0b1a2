import type { Language } from '@storefront/contracts';
import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { createI18n, type Translations } from './i18n.ts';

type MetaMatch = { meta?: MetaDescriptor[]; data?: unknown } | undefined;

/**
 * A page's meta tags: "<title> | <store>" plus the root's other tags (robots). A route's meta
 * replaces its parents', so the root's tags are carried over here.
 */
export function pageMeta(matches: readonly MetaMatch[], title: string): MetaDescriptor[] {
  const rootTags = matches[0]?.meta ?? [];
  const storeTitle = rootTags.find((tag) => 'title' in tag);
  return [
    { title: storeTitle && 'title' in storeTitle ? `${title} | ${storeTitle.title}` : title },
    ...rootTags.filter((tag) => !('title' in tag)),
  ];
}

/** A text of the page's language for meta, where hooks are not available ("LEGAL.privacyPolicy"). */
export function metaText(matches: readonly MetaMatch[], key: string): string {
  const translations = (matches[0]?.data as { translations?: Translations } | undefined)
    ?.translations;
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
  const root = matches[0]?.data as { lang?: Language; translations?: Translations } | undefined;
  return createI18n(root?.lang ?? 'en', root?.translations ?? {}).t;
}

/** The store's name, from the root's data. */
export function metaStoreName(matches: readonly MetaMatch[]): string {
  return (matches[0]?.data as { store?: { name: string } } | undefined)?.store?.name ?? '';
}

export type Seo = {
  description: string;
  /** Absolute URL of the page's one true address. */
  canonical: string;
  /** Absolute URL of the picture a shared link shows. */
  image?: string;
  type?: 'website' | 'product';
  /** schema.org blocks (Product, BreadcrumbList…). */
  jsonLd?: object[];
};

/** Search-engine and link-preview tags: description, canonical URL, Open Graph, JSON-LD. */
export function seoMeta(title: string, seo: Seo): MetaDescriptor[] {
  return [
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    ...(seo.jsonLd ?? []).map((block) => ({ 'script:ld+json': block })),
  ];
}

import type { MetaDescriptor } from 'react-router';
import type { Translations } from './i18n.ts';

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

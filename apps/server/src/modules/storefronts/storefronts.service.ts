import { StorefrontSettings, type PageSection, type Storefront } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  findStorefrontByDomain,
  findStorefrontBySlug,
  listStorefrontPages,
  updateStorefrontSso,
  type StorefrontRow,
} from './storefronts.queries.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** "Acme.LocalHost:3000" → "acme.localhost". */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
}

/**
 * The store a request is for: a custom domain first, then `<slug>.localhost`; bare localhost
 * and loopback addresses get the default store so a new user sees something at once.
 */
export async function resolveStorefront(
  db: Database,
  host: string | undefined,
  defaultSlug: string,
): Promise<StorefrontRow> {
  const hostname = hostnameOf(host);
  const byDomain = hostname ? await findStorefrontByDomain(db, hostname) : undefined;
  if (byDomain) return byDomain;
  let slug: string | undefined;
  if (LOOPBACK.has(hostname)) slug = defaultSlug;
  else if (hostname.endsWith('.localhost'))
    slug = hostname.slice(0, -'.localhost'.length).split('.').pop();
  const bySlug = slug ? await findStorefrontBySlug(db, slug) : undefined;
  if (!bySlug) throw notFound(`No store is configured for the host "${hostname || '(none)'}".`);
  return bySlug;
}

/** The store configuration of §3 as the API sends it; secrets stay on the server. */
export async function getStorefrontConfig(db: Database, row: StorefrontRow): Promise<Storefront> {
  const pages = await listStorefrontPages(db, row.id);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    company_name: row.companyName,
    contact_emails: row.contactEmails.map((email) => ({ email })),
    status: row.status as Storefront['status'],
    private_store: row.privateStore,
    private_access: {
      gift_card: row.privateStore && row.privateGiftCardAccess,
      promo_code: row.privateStore && !!row.privatePromoCode,
      password: row.privateStore && !!row.privatePasswordHash,
      login: row.privateStore && row.loginRequired,
    },
    allowed_email_domain: row.allowedEmailDomain,
    domain: row.domain,
    disabled_prices: row.disabledPrices,
    no_index_site: row.noIndexSite,
    logo: row.logo,
    sso: row.sso,
    settings: sanitizedSettings(row.settings),
    menu: row.menu,
    pages: pages.map((p) => ({
      id: p.id,
      url: p.url,
      title: p.title,
      sections: p.sections.map(sanitizedSection),
    })),
    preview_data: row.previewData ? JSON.stringify(row.previewData) : null,
  };
}

function sanitizedSettings(settings: StorefrontRow['settings']) {
  const parsed = StorefrontSettings.parse(settings);
  return { ...parsed, footerContent: sanitizeHtml(parsed.footerContent) };
}

/** Rich-text sections keep their owner HTML in `content.html`. */
function sanitizedSection(section: PageSection): PageSection {
  const html = section.content.html;
  return typeof html === 'string'
    ? { ...section, content: { ...section.content, html: sanitizeHtml(html) } }
    : section;
}

/**
 * Development only (SSO_LOCAL_STORES): these stores sign in through the local stand-in issuer
 * as client `<slug>-local`.
 */
export async function switchStoresToLocalSso(db: Database, slugs: string[]) {
  for (const slug of slugs)
    await updateStorefrontSso(db, slug, {
      enabled: true,
      client_id: `${slug}-local`,
      tenant_id: null,
    });
}

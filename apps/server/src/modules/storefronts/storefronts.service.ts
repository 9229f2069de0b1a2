import {
  parsePreviewData,
  PreviewData,
  PreviewSettings,
  StorefrontSettings,
  withPreview,
  type PageSection,
  type Storefront,
  type StorefrontStatus,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import {
  findStorefrontByDomain,
  findStorefrontBySlug,
  listStorefrontPages,
  updateStorefrontPreview,
  updateStorefrontSso,
  updateStorefrontStatus,
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

/**
 * The store configuration of §3 as the API sends it; secrets stay on the server. With `preview`
 * its preview_data is laid over the live settings and pages (sanitised like them).
 */
export async function getStorefrontConfig(
  db: Database,
  row: StorefrontRow,
  opts: { preview?: boolean } = {},
): Promise<Storefront> {
  const live = {
    settings: StorefrontSettings.parse(row.settings),
    pages: (await listStorefrontPages(db, row.id)).map(({ id, url, title, sections }) => ({
      id,
      url,
      title,
      sections,
    })),
    menu: row.menu,
  };
  const { settings, pages, menu } = opts.preview
    ? withPreview(live, parsePreviewData(row.previewData))
    : live;
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
    gift_card_amount_max_cents: row.giftCardAmountMaxCents,
    logo: row.logo,
    sso: row.sso,
    settings: { ...settings, footerContent: sanitizeHtml(settings.footerContent) },
    menu,
    pages: pages.map((p) => ({ ...p, sections: p.sections.map(sanitizedSection) })),
    preview_data: row.previewData ? JSON.stringify(row.previewData) : null,
  };
}

/**
 * The draft an owner edits in the console: the saved preview_data, or the published look, menu
 * and pages when nothing is drafted yet. `drafted` says which.
 */
export async function getStorefrontDraft(
  db: Database,
  row: StorefrontRow,
): Promise<{ draft: PreviewData; drafted: boolean }> {
  const saved = parsePreviewData(row.previewData);
  if (saved) return { draft: saved, drafted: true };
  const settings = StorefrontSettings.parse(row.settings);
  const look = Object.fromEntries(
    Object.keys(PreviewSettings.shape).map((key) => [
      key,
      settings[key as keyof StorefrontSettings],
    ]),
  );
  const pages = (await listStorefrontPages(db, row.id)).map(({ url, title, sections }) => ({
    url,
    title,
    sections,
  }));
  return { draft: PreviewData.parse({ settings: look, pages, menu: row.menu }), drafted: false };
}

/** Saves what the owner's preview shows; its HTML is sanitised before it is stored. */
export async function saveStorefrontPreview(
  db: Database,
  row: StorefrontRow,
  preview: PreviewData,
): Promise<PreviewData> {
  const { footerContent } = preview.settings;
  const clean: PreviewData = {
    settings: {
      ...preview.settings,
      ...(footerContent === undefined ? {} : { footerContent: sanitizeHtml(footerContent) }),
    },
    ...(preview.pages && {
      pages: preview.pages.map((p) => ({ ...p, sections: p.sections.map(sanitizedSection) })),
    }),
    ...(preview.menu && { menu: preview.menu }),
  };
  await updateStorefrontPreview(db, row.id, clean);
  return clean;
}

export function discardStorefrontPreview(db: Database, row: StorefrontRow) {
  return updateStorefrontPreview(db, row.id, null);
}

/** Draft, demo, live or under construction (§4): what shoppers see of the store. */
export async function setStorefrontStatus(
  db: Database,
  row: StorefrontRow,
  status: StorefrontStatus,
  actor: AuditActor,
) {
  await db.transaction(async (tx) => {
    await updateStorefrontStatus(tx, row.id, status);
    await recordAudit(tx, {
      storefrontId: row.id,
      actor,
      action: 'storefront.status',
      before: { status: row.status },
      after: { status },
    });
  });
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
export async function switchStoresToLocalSso(
  db: Database,
  slugs: string[],
  issuer: string | undefined,
) {
  for (const slug of slugs)
    await updateStorefrontSso(db, slug, {
      enabled: true,
      issuer: issuer ?? null,
      client_id: `${slug}-local`,
      tenant_id: null,
    });
}

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
import type { Database, Transaction } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { hostnameOf } from '../../lib/hostname.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { LivePage } from './kept-pages.ts';
import {
  findStorefrontByHost,
  listLivePages,
  listStorefrontPages,
  storefrontMentions,
  lockStorefront,
  replaceStorefrontPages,
  updateStorefrontContent,
  updateStorefrontPreview,
  updateStorefrontSso,
  updateStorefrontStatus,
  type StorefrontRow,
} from './storefronts.queries.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The store a request is for: a custom domain first, then `<slug>.localhost` or
 * `<slug>.<baseDomain>`; bare localhost and loopback addresses get the default store so a new
 * user sees something at once.
 */
export async function resolveStorefront(
  db: Database,
  host: string | undefined,
  defaultSlug: string,
  baseDomain = 'localhost',
): Promise<StorefrontRow> {
  const hostname = hostnameOf(host);
  let slug: string | undefined;
  const parent = [`.${baseDomain}`, '.localhost'].find((suffix) => hostname.endsWith(suffix));
  if (LOOPBACK.has(hostname)) slug = defaultSlug;
  else if (parent) slug = hostname.slice(0, -parent.length).split('.').pop();
  // A custom domain first, then the slug: one query for both.
  const store = hostname ? await findStorefrontByHost(db, hostname, slug || null) : undefined;
  if (!store) throw notFound(`No store is configured for the host "${hostname || '(none)'}".`);
  return store;
}

/**
 * The store configuration of §3 as the API sends it; secrets stay on the server. With `preview`
 * its preview_data is laid over the live settings and pages (sanitised like them). `livePages`:
 * where its live pages come from (the route's kept ones, decision 0032 round 7), by default the
 * database.
 */
export async function getStorefrontConfig(
  db: Database,
  row: StorefrontRow,
  opts: { preview?: boolean; livePages?: () => Promise<LivePage[]> } = {},
): Promise<Storefront> {
  const live = {
    settings: StorefrontSettings.parse(row.settings),
    pages: await (opts.livePages ?? (() => listLivePages(db, row.id)))(),
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
    settings: { ...settings, footerContent: sanitizedHtml(settings.footerContent) },
    menu,
    pages: pages.map((p) => ({ ...p, sections: p.sections.map(sanitizedSection) })),
    preview_data: row.previewData ? JSON.stringify(row.previewData) : null,
  };
}

/**
 * The draft an owner edits in the console: the saved preview_data, or the published look, menu
 * and pages when nothing is drafted yet. `drafted` says which; `revision` goes back with a save.
 */
export async function getStorefrontDraft(
  db: Database,
  row: StorefrontRow,
): Promise<{ draft: PreviewData; drafted: boolean; revision: number }> {
  const saved = parsePreviewData(row.previewData);
  const revision = row.draftRevision;
  if (saved) return { draft: saved, drafted: true, revision };
  return { draft: await liveContent(db, row), drafted: false, revision };
}

/** What is live of the store's look, menu and pages, in the draft's shape (what a version keeps). */
export async function liveContent(db: Database | Transaction, row: StorefrontRow) {
  const pages = await listStorefrontPages(db, row.id);
  return contentOf(row.settings, row.menu, pages);
}

function contentOf(
  stored: StorefrontRow['settings'],
  menu: StorefrontRow['menu'],
  pages: { url: string; title: string; sections: PageSection[] }[],
): PreviewData {
  const settings = StorefrontSettings.parse(stored);
  const look = Object.fromEntries(
    Object.keys(PreviewSettings.shape).map((key) => [
      key,
      settings[key as keyof StorefrontSettings],
    ]),
  );
  return PreviewData.parse({
    settings: look,
    pages: pages.map(({ url, title, sections }) => ({ url, title, sections })),
    menu,
  });
}

const staleDraft = () =>
  new AppError(
    'conflict',
    'The draft was changed elsewhere (another tab or person) since you opened it. Reload to see the latest draft.',
  );

/**
 * Saves what the owner's preview shows; its HTML is sanitised before it is stored. With
 * `revision`, a draft that has moved on since is not overwritten (409).
 */
export async function saveStorefrontPreview(
  db: Database,
  row: StorefrontRow,
  preview: PreviewData,
  revision?: number,
): Promise<{ preview_data: PreviewData; revision: number }> {
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
  const saved = await updateStorefrontPreview(db, row.id, clean, revision);
  if (saved === undefined) throw staleDraft();
  return { preview_data: clean, revision: saved };
}

export function discardStorefrontPreview(db: Database, row: StorefrontRow) {
  return updateStorefrontPreview(db, row.id, null);
}

/**
 * Is a URL used by the store's published or draft look, menu or pages? `url` may be the part
 * every address of a resource shares (an upload's content hash names all its variants).
 */
export function storefrontUsesUrl(db: Database, storefrontId: number, url: string) {
  return storefrontMentions(db, storefrontId, url);
}

/**
 * The store's row locked for a publish or restore, with its draft; a revision other than the
 * draft's is refused (409) unless none is given.
 */
export async function lockStorefrontDraft(
  tx: Transaction,
  storefrontId: number,
  revision?: number,
) {
  const row = await lockStorefront(tx, storefrontId);
  if (!row) throw notFound('No such store.');
  if (revision !== undefined && revision !== row.draftRevision) throw staleDraft();
  return { row, draft: parsePreviewData(row.previewData) };
}

/**
 * Makes `content` live inside the caller's transaction: look settings merged into the store's
 * settings, the menu and pages replaced when given; the draft is dropped. Answers what is now
 * live and the draft's new revision.
 */
export async function makeContentLive(
  tx: Transaction,
  row: StorefrontRow,
  content: PreviewData,
): Promise<{ live: PreviewData; revision: number }> {
  const settings = { ...row.settings, ...content.settings };
  const menu = content.menu ?? row.menu;
  if (content.pages) await replaceStorefrontPages(tx, row.id, content.pages);
  const revision = await updateStorefrontContent(tx, row.id, { settings, menu });
  const pages = await listStorefrontPages(tx, row.id);
  return { live: contentOf(settings, menu, pages), revision };
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
function sanitizedSection<S extends { content: object }>(section: S): S {
  const html = 'html' in section.content ? section.content.html : undefined;
  return typeof html === 'string'
    ? { ...section, content: { ...section.content, html: sanitizedHtml(html) } }
    : section;
}

/**
 * Owner HTML sanitised, remembered by its input (decision 0032, round 4): the configuration
 * answer is built again after every change to the store's row or pages, while its footer and
 * rich texts rarely change; the sanitiser's answer depends on the input alone. Bounded: at most
 * `SANITIZED_MAX` inputs of up to `SANITIZED_MAX_LENGTH` characters (8 MB with their outputs),
 * forgotten together when full.
 */
function sanitizedHtml(html: string): string {
  if (html.length > SANITIZED_MAX_LENGTH) return sanitizeHtml(html);
  let clean = sanitized.get(html);
  if (clean === undefined) {
    if (sanitized.size >= SANITIZED_MAX) sanitized.clear();
    sanitized.set(html, (clean = sanitizeHtml(html)));
  }
  return clean;
}
const SANITIZED_MAX = 200;
const SANITIZED_MAX_LENGTH = 10_000;
const sanitized = new Map<string, string>();

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

/** The warehouses a store ships from (the product editor's choice). */
export { listWarehouses } from './storefronts.queries.ts';

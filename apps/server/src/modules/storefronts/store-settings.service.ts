import {
  defaultSortOf,
  sortByOf,
  StorefrontSettings,
  type StoreSettings,
  type StoreSettingsBody,
} from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { invalidData } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import { updateStorefrontSettings, type StorefrontRow } from './storefronts.queries.ts';

/** The store's own settings as the console's form shows them; the password only as set or not. */
export function storeSettingsOf(row: StorefrontRow): StoreSettings {
  const settings = StorefrontSettings.parse(row.settings);
  return {
    name: row.name,
    company_name: row.companyName,
    contact_emails: row.contactEmails,
    status: row.status as StoreSettings['status'],
    private_store: row.privateStore,
    has_password: !!row.privatePasswordHash,
    promo_code: row.privatePromoCode,
    gift_card: row.privateGiftCardAccess,
    login_required: row.loginRequired,
    allowed_email_domain: row.allowedEmailDomain,
    sso: {
      enabled: row.sso.enabled,
      issuer: row.sso.issuer ?? null,
      client_id: row.sso.client_id,
      tenant_id: row.sso.tenant_id,
    },
    disabled_prices: row.disabledPrices,
    no_index_site: row.noIndexSite,
    free_shipping_from_cents: row.freeShippingFromCents,
    products_per_row: settings.productsPerRow,
    products_per_page: settings.productsPerPage,
    default_sort: defaultSortOf(settings.sortBy),
  };
}

/**
 * Saves the store's settings at once (they are operational, not look, so they skip the draft).
 * A private store must keep a way in, or nobody but its owner could ever enter it.
 */
export async function saveStoreSettings(
  db: Database,
  row: StorefrontRow,
  body: StoreSettingsBody,
  actor: AuditActor,
): Promise<{ before: StoreSettings; after: StoreSettings }> {
  const passwordHash = await passwordHashAfter(row, body);
  if (body.private_store && !hasWayIn(body, passwordHash))
    throw invalidData('A private store needs a way in.', {
      private_store: ['Choose at least one way in: password, promo code, gift card, login or SSO.'],
    });
  const changes = {
    name: body.name,
    companyName: body.company_name,
    contactEmails: body.contact_emails,
    status: body.status,
    privateStore: body.private_store,
    privatePasswordHash: passwordHash,
    privatePromoCode: body.promo_code,
    privateGiftCardAccess: body.gift_card,
    loginRequired: body.login_required,
    allowedEmailDomain: body.allowed_email_domain,
    sso: { ...body.sso },
    disabledPrices: body.disabled_prices,
    noIndexSite: body.no_index_site,
    ...(body.free_shipping_from_cents !== undefined && {
      freeShippingFromCents: body.free_shipping_from_cents,
    }),
    settings: {
      ...row.settings,
      productsPerRow: body.products_per_row,
      productsPerPage: body.products_per_page,
      sortBy: sortByOf(body.default_sort),
    },
  };
  const before = storeSettingsOf(row);
  return db.transaction(async (tx) => {
    const after = storeSettingsOf(await updateStorefrontSettings(tx, row.id, changes));
    await recordAudit(tx, {
      storefrontId: row.id,
      actor,
      action: 'settings.update',
      before: redacted(before),
      after: { ...redacted(after), password_changed: body.password_action !== 'keep' },
    });
    return { before, after };
  });
}

/** Settings as the audit log keeps them: whether a promo code is set, never the code. */
function redacted(settings: StoreSettings) {
  const { promo_code: promoCode, ...rest } = settings;
  return { ...rest, has_promo_code: !!promoCode };
}

/** The password hash to keep: the one there is, a new one, or none. */
async function passwordHashAfter(row: StorefrontRow, body: StoreSettingsBody) {
  if (body.password_action === 'remove') return null;
  if (body.password_action === 'set') return hashPassword(body.new_password!);
  return row.privatePasswordHash;
}

function hasWayIn(body: StoreSettingsBody, passwordHash: string | null): boolean {
  return !!(
    passwordHash ||
    body.promo_code ||
    body.gift_card ||
    body.login_required ||
    body.sso.enabled
  );
}

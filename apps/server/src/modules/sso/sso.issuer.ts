import * as oidc from 'openid-client';
import { notFound } from '../../lib/errors.ts';
import type { StorefrontRow } from '../storefronts/index.ts';

/** Where a store's shoppers sign in, and as which client. */
export type StoreIssuer = { url: string; clientId: string; scope: string };

const BASE_SCOPE = 'openid email profile';

/**
 * Microsoft Entra ID of the store's tenant, or the store's own OpenID Connect issuer, or the
 * issuer of SSO_ISSUER_URL that stands in for both in development and tests. Microsoft also gets
 * `user.read` (§7).
 */
export function issuerOf(store: StorefrontRow, override: string | undefined): StoreIssuer {
  const { enabled, client_id: clientId, tenant_id: tenantId } = store.sso;
  const url = override ?? store.sso.issuer ?? undefined;
  if (!enabled || !clientId || (!url && !tenantId))
    throw notFound('Single sign-on is not enabled for this store.');
  if (url) return { url, clientId, scope: BASE_SCOPE };
  return {
    url: `https://login.microsoftonline.com/${encodeURIComponent(tenantId!)}/v2.0`,
    clientId,
    scope: `${BASE_SCOPE} user.read`,
  };
}

const HOUR = 3_600_000;
const discovered = new Map<string, { config: Promise<oidc.Configuration>; until: number }>();

/**
 * The issuer's metadata, fetched once an hour per issuer and client (a failed fetch is not
 * kept). Shoppers are a public client: PKCE instead of a client secret. Plain http is allowed
 * only for the local stand-in issuer.
 */
export function clientOf(issuer: StoreIssuer): Promise<oidc.Configuration> {
  const key = `${issuer.url} ${issuer.clientId}`;
  const known = discovered.get(key);
  if (known && known.until > Date.now()) return known.config;
  const url = new URL(issuer.url);
  const config = oidc.discovery(
    url,
    issuer.clientId,
    undefined,
    oidc.None(),
    url.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  config.catch(() => discovered.delete(key));
  discovered.set(key, { config, until: Date.now() + HOUR });
  return config;
}

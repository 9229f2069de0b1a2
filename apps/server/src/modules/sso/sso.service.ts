import { safeReturnUrl } from '@storefront/contracts';
import * as oidc from 'openid-client';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type SignedIn, signInExternal, type UserRow } from '../identity/index.ts';
import type { StorefrontRow } from '../storefronts/index.ts';
import { clientOf, issuerOf } from './sso.issuer.ts';

/** What the browser keeps (in a short-lived httpOnly cookie) between start and callback. */
const SsoFlow = z.object({
  state: z.string(),
  verifier: z.string(),
  storefrontId: z.number().int(),
  returnUrl: z.string(),
});
export type SsoFlow = z.infer<typeof SsoFlow>;

export const encodeFlow = (flow: SsoFlow) =>
  Buffer.from(JSON.stringify(flow)).toString('base64url');

export function decodeFlow(value: string | undefined): SsoFlow | undefined {
  try {
    const flow = SsoFlow.parse(JSON.parse(Buffer.from(value ?? '', 'base64url').toString('utf8')));
    return { ...flow, returnUrl: safeReturnUrl(flow.returnUrl) ?? '/' };
  } catch {
    return undefined;
  }
}

const CALLBACK_PATH = '/api/sso/callback';

/** `state` carries the store's host (§7) next to a random part that ties it to this browser. */
function newState(host: string): string {
  return Buffer.from(JSON.stringify({ host, nonce: oidc.randomState() })).toString('base64url');
}

function hostInState(state: string): string | undefined {
  try {
    return (JSON.parse(Buffer.from(state, 'base64url').toString('utf8')) as { host?: string }).host;
  } catch {
    return undefined;
  }
}

/** The issuer's authorisation URL (code flow with PKCE) and the flow to remember. */
export async function startSignIn(
  store: StorefrontRow,
  issuerOverride: string | undefined,
  origin: string,
  returnUrl: string | undefined,
): Promise<{ redirectTo: URL; flow: SsoFlow }> {
  const issuer = issuerOf(store, issuerOverride);
  const client = await clientOf(issuer);
  const verifier = oidc.randomPKCECodeVerifier();
  const state = newState(new URL(origin).host);
  const redirectTo = oidc.buildAuthorizationUrl(client, {
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    scope: issuer.scope,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  return {
    redirectTo,
    flow: { state, verifier, storefrontId: store.id, returnUrl: safeReturnUrl(returnUrl) ?? '/' },
  };
}

/** Trades the code for tokens, checks them, and signs the person in to the store. */
export async function finishSignIn(
  db: Database,
  store: StorefrontRow,
  issuerOverride: string | undefined,
  callbackUrl: URL,
  flow: SsoFlow,
): Promise<SignedIn> {
  if (hostInState(flow.state) !== callbackUrl.host)
    throw new AppError('forbidden', 'The sign-in came back to another store.');
  const client = await clientOf(issuerOf(store, issuerOverride));
  const tokens = await oidc.authorizationCodeGrant(client, callbackUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    idTokenExpected: true,
  });
  const idToken = tokens.claims()!;
  // Some issuers put profile claims in the ID token, others only behind the userinfo endpoint.
  const claims = idToken.email
    ? idToken
    : { ...idToken, ...(await oidc.fetchUserInfo(client, tokens.access_token, idToken.sub)) };
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // Microsoft omits email_verified for its own directory; a provider that says false is refused.
  if (!email || claims.email_verified === false)
    throw new AppError('forbidden', 'The identity provider did not confirm an e-mail address.');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  return signInExternal(db, store, {
    subject: claims.sub,
    email,
    firstName: text(claims.given_name) || first || email.split('@')[0]!,
    lastName: text(claims.family_name) || rest.join(' '),
    username: text(claims.preferred_username) || email,
  });
}

/** The issuer's sign-out page, coming back to the store, for accounts of the identity provider. */
export async function endSessionUrl(
  store: StorefrontRow,
  issuerOverride: string | undefined,
  user: UserRow,
  origin: string,
): Promise<string | undefined> {
  if (!user.externalSubject || !store.sso.enabled) return undefined;
  const client = await clientOf(issuerOf(store, issuerOverride));
  if (!client.serverMetadata().end_session_endpoint) return undefined;
  return oidc.buildEndSessionUrl(client, { post_logout_redirect_uri: `${origin}/` }).href;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { cartClient } from '../cart/cart.fixtures.ts';
import { bearer, JORDAN, storeIdOf } from '../identity/identity.fixtures.ts';
import type { StorefrontRow } from '../storefronts/storefronts.queries.ts';
import { startLocalIssuer, type LocalPerson } from './local-issuer.ts';
import { issuerOf } from './sso.issuer.ts';

const GLOBEX = 'http://globex.localhost:3000';
const CASEY: LocalPerson = {
  sub: 'casey-0001',
  email: 'casey@globex.test',
  given_name: 'Casey',
  family_name: 'Nguyen',
};

let t: TestApp;
let issuer: Awaited<ReturnType<typeof startLocalIssuer>>;
let globexId: number;
beforeAll(async () => {
  issuer = await startLocalIssuer({
    clients: [{ clientId: 'globex-local', origins: [GLOBEX] }],
    person: CASEY,
  });
  t = await createTestApp({
    config: { ssoIssuerUrl: issuer.issuer, ssoLocalStores: ['globex'] },
  });
  globexId = await storeIdOf(t.app, 'globex');
});
afterAll(async () => {
  await t.close();
  await issuer.close();
});

/** A browser's cookies per host, enough for the redirects of a sign-in. */
function cookieJar() {
  const jars = new Map<string, Map<string, string>>();
  return {
    header: (host: string) =>
      [...(jars.get(host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; '),
    set: (host: string, name: string, value: string) =>
      jars.set(host, (jars.get(host) ?? new Map<string, string>()).set(name, value)),
    take(host: string, setCookies: string[]) {
      const jar = jars.get(host) ?? new Map<string, string>();
      jars.set(host, jar);
      for (const line of setCookies) {
        const [pair = '', ...attributes] = line.split(';');
        const [name = '', ...value] = pair.split('=');
        const gone = attributes.some((a) => /^\s*max-age=0$|^\s*expires=thu, 01 jan 1970/i.test(a));
        if (gone) jar.delete(name.trim());
        else jar.set(name.trim(), value.join('='));
      }
    },
  };
}

type Hop = { status: number; location?: string; setCookies: string[]; body: string };

/** One browser: the issuer over real HTTP, the store through inject on its host. */
function browser() {
  const jar = cookieJar();
  async function visit(url: string, form?: Record<string, string>): Promise<Hop> {
    const target = new URL(url);
    const cookie = jar.header(target.host);
    let hop: Hop;
    if (target.origin === issuer.issuer) {
      const res = await fetch(target, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: form && new URLSearchParams(form),
      });
      const location = res.headers.get('location');
      hop = {
        status: res.status,
        location: location ? new URL(location, target).href : undefined,
        setCookies: res.headers.getSetCookie(),
        body: await res.text(),
      };
    } else {
      const res = await t.app.inject({
        url: `${target.pathname}${target.search}`,
        headers: { host: target.host, cookie },
      });
      const setCookie = res.headers['set-cookie'] ?? [];
      hop = {
        status: res.statusCode,
        location: res.headers.location as string | undefined,
        setCookies: Array.isArray(setCookie) ? setCookie : [setCookie],
        body: res.body,
      };
    }
    jar.take(target.host, hop.setCookies);
    return hop;
  }
  /** Follows redirects through the issuer and the API; stops at the first store page. */
  async function follow(url: string): Promise<Hop[]> {
    const hops = [await visit(url)];
    for (let hop = hops[0]!; hop.location && hops.length < 10; hops.push(hop)) {
      const next = new URL(hop.location, url);
      if (next.origin !== issuer.issuer && !next.pathname.startsWith('/api/')) break;
      hop = await visit(next.href);
    }
    return hops;
  }
  return { visit, follow, setCookie: jar.set };
}

const startUrl = (query = '') => `${GLOBEX}/api/sso/${globexId}/start${query}`;
const tokenIn = (hop: Hop) =>
  hop.setCookies
    .find((c) => c.startsWith('token='))
    ?.split(';')[0]!
    .slice('token='.length);

async function me(token: string) {
  return t.app.inject({ url: '/api/auth/me', headers: { ...hostOf('globex'), ...bearer(token) } });
}

describe('single sign-on with the local OpenID Connect provider', () => {
  const shopper = browser();
  let token: string;

  it('goes to the issuer with PKCE, the scope and the store host in state', async () => {
    const start = await shopper.visit(startUrl('?returnUrl=/products'));
    expect(start.status).toBe(302);
    const url = new URL(start.location!);
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('client_id')).toBe('globex-local');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${GLOBEX}/api/sso/callback`);
    const state = JSON.parse(Buffer.from(url.searchParams.get('state')!, 'base64url').toString());
    expect(state.host).toBe('globex.localhost:3000');
  });

  it('comes back signed in, verified, with an httpOnly Lax session cookie', async () => {
    const hops = await shopper.follow(startUrl('?returnUrl=/products'));
    const last = hops.at(-1)!;
    expect(last.location).toBe('/products');
    const cookie = last.setCookies.find((c) => c.startsWith('token='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    token = tokenIn(last)!;
    const res = await me(token);
    expect(res.json().data.user).toMatchObject({
      email: 'casey@globex.test',
      first_name: 'Casey',
      last_name: 'Nguyen',
      email_verified: true,
      external: true,
    });
  });

  it('enters the private store with that session', async () => {
    const res = await t.app.inject({
      url: `/api/storefronts/${globexId}/storefront-products`,
      headers: { ...hostOf('globex'), ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
  });

  it('finds the same account next time', async () => {
    const first = (await me(token)).json().data.user.id;
    const again = tokenIn((await shopper.follow(startUrl())).at(-1)!)!;
    expect((await me(again)).json().data.user.id).toBe(first);
  });

  it('signs out at the provider too and comes back to the store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...hostOf('globex'), ...bearer(token) },
    });
    const logoutUrl = new URL(res.json().logout_url);
    expect(logoutUrl.origin).toBe(issuer.issuer);
    expect(logoutUrl.searchParams.get('post_logout_redirect_uri')).toBe(`${GLOBEX}/`);
    expect((await me(token)).statusCode).toBe(401);

    const page = await shopper.visit(logoutUrl.href);
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirmed = await shopper.visit(new URL(action, issuer.issuer).href, {
      xsrf,
      logout: 'yes',
    });
    expect(confirmed.location).toBe(`${GLOBEX}/`);

    // Signed out at the provider: the next sign-in asks who it is again.
    const auth = await shopper.visit((await shopper.visit(startUrl())).location!);
    expect(new URL(auth.location!).pathname).toMatch(/^\/interaction\//);
  });

  it('ties an existing password account of the same e-mail to the provider', async () => {
    issuer.signIn({
      sub: 'jordan-0002',
      email: JORDAN.email,
      given_name: 'Jordan',
      family_name: 'Lee',
    });
    const signedIn = tokenIn((await browser().follow(startUrl())).at(-1)!)!;
    expect((await me(signedIn)).json().data.user).toMatchObject({
      email: JORDAN.email,
      external: true,
    });
  });

  it('brings the guest cart along', async () => {
    const code = { code: 'globex-2026' };
    const list = await t.app.inject({
      url: `/api/storefronts/${globexId}/storefront-products`,
      headers: { ...hostOf('globex'), ...code },
    });
    const { slug } = list.json().data.data.find((p: { is_gift_card: boolean }) => !p.is_gift_card);
    const product = await t.app.inject({
      url: `/api/storefronts/${globexId}/storefront-products/${slug}`,
      headers: { ...hostOf('globex'), ...code },
    });
    const variant = product.json().data.product_variants[0];
    const guest = cartClient(t.app, globexId, 'globex', code);
    await guest.add({
      product_id: product.json().data.id,
      product_variant_id: variant.id,
      product_size_id: variant.product_variant_sizes[0].id,
      quantity: 1,
    });

    issuer.signIn({ ...CASEY, sub: 'cart-0004', email: 'robin@globex.test' });
    const shopperWithCart = browser();
    shopperWithCart.setCookie('globex.localhost:3000', 'cart_id', guest.cartId!);
    const token = tokenIn((await shopperWithCart.follow(startUrl())).at(-1)!)!;
    const own = await cartClient(t.app, globexId, 'globex', bearer(token)).get();
    expect(own.json().data.item_count).toBe(1);
  });

  it('refuses an e-mail address the provider did not verify', async () => {
    issuer.signIn({
      ...CASEY,
      sub: 'unverified-0003',
      email: 'pat@globex.test',
      email_verified: false,
    });
    const last = (await browser().follow(startUrl())).at(-1)!;
    expect(last.location).toBe('/login?sso=failed');
    expect(tokenIn(last)).toBeUndefined();
  });

  it('refuses a callback without the flow started in this browser', async () => {
    const res = await t.app.inject({
      url: '/api/sso/callback?code=stolen&state=x',
      headers: hostOf('globex'),
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?sso=failed');
  });

  it('answers 404 for a store without single sign-on', async () => {
    const acmeId = await storeIdOf(t.app, 'acme');
    const res = await t.app.inject({ url: `/api/sso/${acmeId}/start`, headers: hostOf('acme') });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Single sign-on is not enabled for this store.');
  });
});

describe('the Microsoft issuer', () => {
  it("is the store tenant's, with user.read", () => {
    const store = {
      sso: { enabled: true, client_id: 'app-id', tenant_id: 'b7c1-tenant' },
    } as StorefrontRow;
    expect(issuerOf(store, undefined)).toEqual({
      url: 'https://login.microsoftonline.com/b7c1-tenant/v2.0',
      clientId: 'app-id',
      scope: 'openid email profile user.read',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import {
  ALEX,
  bearer,
  createMailingTestApp,
  linkIn,
  signInAs,
  waitForMail,
  type SmtpSink,
} from '../identity/identity.fixtures.ts';
import { OPERATOR, PLATFORM_HOST, signedInOperator } from './platform.fixtures.ts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
let operator: Record<string, string>;

beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
  operator = await signedInOperator(t);
});
afterAll(() => close());

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...headers }, ...(payload && { payload }) });
const UMBRELLA = { name: 'Umbrella', slug: 'umbrella', company_name: 'Umbrella Corp.' };
const listStores = async () =>
  (await call('GET', '/platform/stores', operator)).json().data as {
    id: number;
    slug: string;
    order_count: number;
    owner_count: number;
    host: string;
    status: string;
  }[];

describe('operator sign-in', () => {
  it('signs in, knows who is signed in, and signs out', async () => {
    const headers = await signedInOperator(t);
    const me = await call('GET', '/platform/auth/me', headers);
    expect(me.json()).toEqual({
      data: { operator: { id: expect.any(Number), email: OPERATOR.email } },
    });
    expect((await call('POST', '/platform/auth/logout', headers)).statusCode).toBe(200);
    expect((await call('GET', '/platform/auth/me', headers)).statusCode).toBe(401);
  });

  it('refuses a wrong password, a bad payload, and any host but the platform host', async () => {
    const wrong = await call('POST', '/platform/auth/login', PLATFORM_HOST, {
      ...OPERATOR,
      password: 'Wrong-2026!',
    });
    expect(wrong.statusCode).toBe(401);
    const bad = await call('POST', '/platform/auth/login', PLATFORM_HOST, { email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'password']);
    const elsewhere = await call('POST', '/platform/auth/login', hostOf('acme'), OPERATOR);
    expect(elsewhere.statusCode).toBe(404);
    const stores = await call('GET', '/platform/stores', { ...operator, ...hostOf('acme') });
    expect(stores.statusCode).toBe(404);
  });

  it("refuses store accounts' tokens: a shopper's and an owner's", async () => {
    const shopper = await signInAs(t, 'acme', ALEX.email, ALEX.password);
    const owner = await signInAs(t, 'acme', 'owner@acme.test', 'Acme-Owner-2026!');
    for (const token of [shopper, owner]) {
      const res = await call('GET', '/platform/stores', { ...PLATFORM_HOST, ...bearer(token) });
      expect(res.statusCode).toBe(401);
      const create = await call(
        'POST',
        '/platform/stores',
        { ...PLATFORM_HOST, ...bearer(token) },
        UMBRELLA,
      );
      expect(create.statusCode).toBe(401);
    }
    expect((await call('GET', '/platform/stores', PLATFORM_HOST)).statusCode).toBe(401);
  });
});

describe('stores', () => {
  it('lists every store with its host, status and order count', async () => {
    const stores = await listStores();
    expect(stores.map((s) => s.slug)).toEqual(['acme', 'globex', 'initech']);
    expect(stores[0]).toMatchObject({ host: 'acme.localhost', status: 'demo', owner_count: 1 });
    expect(stores[0]!.order_count).toBeGreaterThan(0);
  });

  it('creates a draft store with a home page, on its own host', async () => {
    const res = await call('POST', '/platform/stores', operator, {
      ...UMBRELLA,
      slug: 'Umbrella ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      slug: 'umbrella',
      host: 'umbrella.localhost',
      status: 'draft',
      order_count: 0,
      owner_count: 0,
    });
    const config = await call('GET', '/storefronts/get-by-url', hostOf('umbrella'));
    expect(config.json().data).toMatchObject({ name: 'Umbrella', status: 'draft' });
    expect(config.json().data.pages).toEqual([
      expect.objectContaining({ url: 'home', title: 'Home' }),
    ]);
  });

  it('refuses a taken slug or domain and a bad payload, changing nothing', async () => {
    const before = await listStores();
    const taken = await call('POST', '/platform/stores', operator, {
      ...UMBRELLA,
      slug: 'acme',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['This address is taken. Choose another.']);
    const reserved = await call('POST', '/platform/stores', operator, {
      ...UMBRELLA,
      slug: 'admin',
    });
    expect(reserved.json().errors.slug).toBeDefined();
    await call('POST', '/platform/stores', operator, {
      ...UMBRELLA,
      slug: 'shop-one',
      domain: 'shop.example.com',
    });
    const domain = await call('POST', '/platform/stores', operator, {
      ...UMBRELLA,
      slug: 'shop-two',
      domain: 'SHOP.example.com',
    });
    expect(domain.statusCode).toBe(422);
    expect(domain.json().errors.domain).toEqual(['Another store uses this domain.']);
    const bad = await call('POST', '/platform/stores', operator, {
      name: '',
      slug: 'Not a slug!',
      company_name: 'x',
      domain: 'http://x',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['domain', 'name', 'slug']);
    expect((await listStores()).map((s) => s.slug)).toEqual([
      ...before.map((s) => s.slug),
      'shop-one',
    ]);
  });
});

describe("a store's first owner and the operator's console link", () => {
  let umbrellaId: number;
  beforeAll(async () => {
    umbrellaId = (await listStores()).find((s) => s.slug === 'umbrella')!.id;
  });

  it('has no console link while the store has no owner', async () => {
    const res = await call('POST', `/platform/stores/${umbrellaId}/console-link`, operator);
    expect(res.statusCode).toBe(422);
  });

  it("invites the owner with a link on the store's host that sets a password", async () => {
    const res = await call('POST', `/platform/stores/${umbrellaId}/owners`, operator, {
      email: 'owner@umbrella.test',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.owner_count).toBe(1);
    const link = linkIn(
      await waitForMail(sink, 'owner@umbrella.test', 'You are invited'),
      '/accept-invite',
    );
    expect(link.origin).toBe('http://umbrella.localhost:3000');
    const accepted = await call('POST', '/auth/accept-invite', hostOf('umbrella'), {
      token: link.searchParams.get('token'),
      password: 'Umbrella-Owner-2026!',
      password_confirmation: 'Umbrella-Owner-2026!',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.user).toMatchObject({ role: 'owner', email_verified: true });

    const bad = await call('POST', `/platform/stores/${umbrellaId}/owners`, operator, {
      email: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await call('POST', '/platform/stores/999999/owners', operator, {
      email: 'a@b.test',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("opens the console as the owner once, recorded in the store's audit log", async () => {
    const res = await call('POST', `/platform/stores/${umbrellaId}/console-link`, operator);
    expect(res.statusCode).toBe(201);
    const url = new URL(res.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://umbrella.localhost:3000/admin/impersonate');
    const token = url.searchParams.get('token')!;

    const elsewhere = await call('POST', '/auth/impersonate', hostOf('acme'), { token });
    expect(elsewhere.statusCode).toBe(422);
    const opened = await call('POST', '/auth/impersonate', hostOf('umbrella'), { token });
    expect(opened.statusCode).toBe(200);
    const session = bearer(opened.json().data.access_token);
    const me = await call('GET', '/auth/me', { ...hostOf('umbrella'), ...session });
    expect(me.json().data).toMatchObject({
      user: { email: 'owner@umbrella.test', role: 'owner' },
      impersonated_by: OPERATOR.email,
    });
    expect(
      (await call('POST', '/auth/impersonate', hostOf('umbrella'), { token })).statusCode,
    ).toBe(422);

    const owner = bearer(
      await signInAs(t, 'umbrella', 'owner@umbrella.test', 'Umbrella-Owner-2026!'),
    );
    const log = await call('GET', `/storefronts/${umbrellaId}/audit-log`, {
      ...hostOf('umbrella'),
      ...owner,
    });
    const actions = (log.json().data.data as { action: string; impersonated_by: string }[]).map(
      (e) => [e.action, e.impersonated_by],
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        ['operator.impersonate', OPERATOR.email],
        ['team.invite', OPERATOR.email],
        ['storefront.create', OPERATOR.email],
      ]),
    );
  });
});

describe('operator sign-in attempts', () => {
  it('are limited per address on the platform host (429 after 10 a minute)', async () => {
    const limited = await createTestApp({ seed: false, config: { rateLimits: true } });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/platform/auth/login',
          headers: PLATFORM_HOST,
          payload: { ...OPERATOR, password: 'Wrong-2026!' },
        });
      for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

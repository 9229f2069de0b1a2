import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { ALEX, bearer, signInAs, storeIdOf } from '../identity/identity.fixtures.ts';
import { Mailer } from './mail.service.ts';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  [t, sink] = await Promise.all([createTestApp(), startSmtpSink()]);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

async function acmeId() {
  const res = await t.app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf('acme') });
  return res.json().data.id as number;
}

describe('outgoing mail', () => {
  it('delivers queued mail over SMTP and marks it sent', async () => {
    const mailer = new Mailer(t.database.db, sink.url, 'Acme <shop@acme.test>');
    const storefrontId = await acmeId();
    await mailer.queue({
      storefrontId,
      to: 'sam@example.test',
      subject: 'Hello',
      text: 'Open https://acme.test/x',
    });
    await mailer.flush();
    await mailer.stop();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['sam@example.test']);
    expect(sink.received[0]!.raw).toContain('Subject: Hello');
    const [row] = await mailer.listForStore(storefrontId, 1);
    expect(row!.status).toBe('sent');
  });

  it('lists the store mail in the dev mailbox while no SMTP server is configured', async () => {
    await t.app.mailer.queue({
      storefrontId: await acmeId(),
      to: 'kim@example.test',
      subject: 'Verify',
      text: 'Link',
    });
    const res = await t.app.inject({ url: '/api/dev/mailbox', headers: hostOf('acme') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      to: 'kim@example.test',
      subject: 'Verify',
      status: 'pending',
    });
  });

  it("never shows one store's mail to another", async () => {
    const res = await t.app.inject({ url: '/api/dev/mailbox', headers: hostOf('globex') });
    expect(res.json().data.map((m: { to: string }) => m.to)).not.toContain('kim@example.test');
  });
});

describe('the dev mailbox in production', () => {
  let prod: TestApp;
  const OWNER = { email: 'owner@acme.test', password: 'Acme-Owner-2026!' };
  beforeAll(async () => {
    prod = await createTestApp({ config: { env: 'production' } });
    await prod.app.mailer.queue({
      storefrontId: await storeIdOf(prod.app, 'acme'),
      to: 'alex@acme.test',
      subject: 'Reset your password',
      text: 'https://acme.test/update-password?token=secret',
    });
  });
  afterAll(() => prod.close());
  const mailbox = (slug: string, headers: object = {}) =>
    prod.app.inject({ url: '/api/dev/mailbox', headers: { ...hostOf(slug), ...headers } });

  it('refuses anonymous readers, on public and private stores', async () => {
    for (const slug of ['acme', 'globex']) {
      const res = await mailbox(slug);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String), errors: {} });
    }
  });

  it('refuses a shopper of the store', async () => {
    const alex = await signInAs(prod, 'acme', ALEX.email, ALEX.password);
    const res = await mailbox('acme', bearer(alex));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only the store owner may do this.', errors: {} });
  });

  it("shows the owner their own store's mail, and another store's owner nothing", async () => {
    const owner = await signInAs(prod, 'acme', OWNER.email, OWNER.password);
    const res = await mailbox('acme', bearer(owner));
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ to: 'alex@acme.test' });
    const globexOwner = await signInAs(prod, 'globex', 'owner@globex.test', 'Globex-Owner-2026!');
    expect((await mailbox('acme', bearer(globexOwner))).statusCode).toBe(401);
    const own = await mailbox('globex', bearer(globexOwner));
    expect(own.json().data.map((m: { to: string }) => m.to)).not.toContain('alex@acme.test');
  });
});

describe('the dev mailbox with a mail server', () => {
  it('does not exist', async () => {
    const mailing = await createTestApp({ config: { smtpUrl: sink.url } });
    const res = await mailing.app.inject({ url: '/api/dev/mailbox', headers: hostOf('acme') });
    await mailing.close();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String), errors: {} });
  });
});

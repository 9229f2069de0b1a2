/** Test helpers for the identity API: a test app that mails over real SMTP, and mail reading. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Config } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { startSmtpSink, type ReceivedMail } from '../../test/smtp-sink.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The seeded app with mail going to a real SMTP server of the test's own. */
export async function createMailingTestApp(config: Partial<Config> = {}) {
  const sink = await startSmtpSink();
  const t = await createTestApp({ config: { smtpUrl: sink.url, ...config } });
  return {
    t,
    sink,
    async close() {
      await t.close();
      await sink.close();
    },
  };
}

/** The body of a MIME message with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for the next mail to `to` with a subject containing `subject`. */
export async function waitForMail(
  sink: SmtpSink,
  to: string,
  subject: string,
  seen = 0,
): Promise<ReceivedMail & { text: string }> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const matching = sink.received
      .map((mail) => ({ ...mail, text: decoded(mail.raw) }))
      .filter((mail) => mail.to.includes(to) && mail.text.includes(subject));
    if (matching.length > seen) return matching[seen]!;
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} arrived.`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The first link in a mail to a path of the store. */
export function linkIn(mail: { text: string }, path: string): URL {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?[^\\s"<>]+`).exec(mail.text);
  expect(match, `a ${path} link in the mail`).not.toBeNull();
  return new URL(match![0].replace(/&amp;/g, '&'));
}

export async function storeIdOf(app: FastifyInstance, slug: string): Promise<number> {
  const res = await app.inject({ url: '/api/storefronts/get-by-url', headers: hostOf(slug) });
  return res.json().data.id;
}

/** Signs in and answers the bearer token. */
export async function signInAs(t: TestApp, slug: string, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: hostOf(slug),
    payload: { email, password, storefront_id: await storeIdOf(t.app, slug) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.access_token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const ALEX = { email: 'alex@acme.test', password: 'Acme-Demo-2026!' };
export const JORDAN = { email: 'jordan@globex.test', password: 'Globex-Demo-2026!' };

/**
 * A signed-in, verified account of `role` made for the test (staff and extra owners have no
 * demo account); answers its bearer headers.
 */
export async function signedInWithRole(
  t: TestApp,
  slug: string,
  role: 'customer' | 'owner' | 'staff',
): Promise<Record<string, string>> {
  const email = `${role}-${randomUUID().slice(0, 8)}@${slug}.test`;
  const password = 'Team-Member-2026!';
  await t.database.db.insert(users).values({
    storefrontId: await storeIdOf(t.app, slug),
    email,
    username: email,
    firstName: role,
    lastName: 'Test',
    passwordHash: await hashPassword(password),
    role,
    emailVerifiedAt: new Date(),
  });
  return bearer(await signInAs(t, slug, email, password));
}

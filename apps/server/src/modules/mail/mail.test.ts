import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
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

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftingLinks } from '../../db/schema/index.ts';
import { lockDataDir } from '../../lib/data-lock.ts';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { KIT_TOKEN, kitUrl } from './gifting.fixtures.ts';
import { sendGiftingLinks } from './gifting-links.ts';
import { parseRecipientsCsv, RecipientsCsvError } from './recipients-csv.ts';

let t: TestApp;
let initechId: number;
beforeAll(async () => {
  t = await createTestApp();
  initechId = await storeIdOf(t.app, 'initech');
});
afterAll(() => t.close());

const db = () => t.database.db;
const send = (csv: string, extra: { expiresInDays?: number; kitToken?: string } = {}) =>
  sendGiftingLinks(db(), t.app.mailer, {
    storeSlug: 'initech',
    kitToken: KIT_TOKEN,
    csv,
    port: 3000,
    ...extra,
  });
const linkCount = async () => (await db().select().from(giftingLinks)).length;

/** The refusal's problems, or a failure when the CSV was accepted. */
function problemsOf(csv: string): string[] {
  try {
    parseRecipientsCsv(csv);
  } catch (error) {
    expect(error).toBeInstanceOf(RecipientsCsvError);
    return (error as RecipientsCsvError).problems;
  }
  throw new Error('the CSV was accepted');
}

describe('recipients CSV', () => {
  it('reads quoted fields with commas, quotes and CRLF line ends', () => {
    const csv =
      'name,email\r\n"Lumbergh, Bill",Bill@Initech.test\r\n"Tom ""Tommy"" S",tom@x.test\r\n';
    expect(parseRecipientsCsv(csv)).toEqual([
      { name: 'Lumbergh, Bill', email: 'bill@initech.test' },
      { name: 'Tom "Tommy" S', email: 'tom@x.test' },
    ]);
  });

  it('refuses the whole file naming every bad row by its line', () => {
    const csv =
      'name,email\nPeter,peter@initech.test\nSamir,not-an-email\n,milton@initech.test\n\nJoanna\nPete,PETER@initech.test\n';
    expect(problemsOf(csv)).toEqual([
      'line 3: email is not a valid e-mail address',
      'line 4: name is empty',
      'line 6: expected 2 fields, found 1',
      'line 7: peter@initech.test is listed twice',
    ]);
  });

  it('names the line of a quote left open, and counts lines inside quoted fields', () => {
    expect(
      problemsOf('name,email\r\n"Peter\r\nGibbons",peter@initech.test\r\nSamir,nope\r\n'),
    ).toEqual([
      'line 2: Must not contain control characters.',
      'line 4: email is not a valid e-mail address',
    ]);
    expect(problemsOf('name,email\nPeter,peter@initech.test\n"Samir,samir@initech.test\n')).toEqual(
      ['line 3: a quote is not closed'],
    );
  });

  it('refuses a wrong header and a file without recipients', () => {
    expect(problemsOf('email,phone\na@b.test,1\n')).toEqual([
      'line 1: the header must be name,email',
    ]);
    expect(problemsOf('name,email\n')).toEqual(['the file has no recipients']);
  });
});

describe('sendGiftingLinks', () => {
  it('makes one open link per recipient and queues each their e-mail', async () => {
    const sent = await send(
      'name,email\nPeter Gibbons,peter@example.test\n"Bolton, Michael",mb@example.test\n',
      {
        expiresInDays: 30,
      },
    );
    expect(sent.map((s) => [s.name, s.email])).toEqual([
      ['Peter Gibbons', 'peter@example.test'],
      ['Bolton, Michael', 'mb@example.test'],
    ]);
    const mails = await t.app.mailer.listForStore(initechId);
    for (const link of sent) {
      const url = new URL(link.url);
      expect(url.origin).toBe('http://initech.localhost:3000');
      expect(url.pathname).toBe('/kit');
      expect(url.searchParams.get('token')).toBe(KIT_TOKEN);
      const userToken = url.searchParams.get('user_token')!;
      const kit = await t.app.inject({
        url: kitUrl(initechId, KIT_TOKEN, userToken),
        headers: hostOf('initech'),
      });
      expect(kit.statusCode).toBe(200);
      const [row] = await db()
        .select()
        .from(giftingLinks)
        .where(eq(giftingLinks.userToken, userToken));
      const days = (row!.expiresAt!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      const mail = mails.find((m) => m.to === link.email)!;
      expect(mail.subject).toBe('A gift for you from Initech LLC');
      expect(mail.text).toContain(link.url);
    }
  });

  it('makes no link and sends no mail for a bad CSV or an unknown kit', async () => {
    const before = await linkCount();
    const mailsBefore = (await t.app.mailer.listForStore(initechId)).length;
    await expect(send('name,email\nSamir,nope\n')).rejects.toThrow(/line 2: email/);
    await expect(send('name,email\nSamir,s@example.test\n', { kitToken: 'nope' })).rejects.toThrow(
      /No kit/,
    );
    expect(await linkCount()).toBe(before);
    expect((await t.app.mailer.listForStore(initechId)).length).toBe(mailsBefore);
  });
});

describe('the gifting:links script', () => {
  it('refuses while a server holds the data folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gifting-links-'));
    const unlock = await lockDataDir(dir); // this test process stands for the server
    const csv = path.join(dir, 'recipients.csv');
    fs.writeFileSync(csv, 'name,email\nPeter,peter@example.test\n');
    const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gifting-links.cli.ts');
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', cli, '--store', 'initech', '--kit', KIT_TOKEN, '--csv', csv],
      { env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
    );
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('is in use by another server'),
    });
    await unlock();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { openConsole } from './console';
import { expect, storeUrl, test } from './fixtures';
import { freshStore, type FreshStore } from './fresh-store';
import { startServer, type ServerProcess } from './server-process';
import { api } from './store-api';
import { createDatabase, type TestDatabase } from './test-database';

/**
 * Issue #17's promise, as an owner sees it: campaign reminders go out exactly once even with two
 * server instances on one PostgreSQL, each with its own clock, running the reminder job at once.
 * The suite's own server runs on embedded PGlite, which one process owns, so this spec starts two
 * servers of its own on a fresh database of TEST_DATABASE_URL (set in CI by `.ci/run`).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Links last 30 days and remind 3 days before expiry (the campaign's defaults): day 28 is due. */
const DUE_OFFSET_MS = 28 * DAY_MS;
const OPEN = ['Ada Open', 'Ben Open', 'Cleo Open'];
const REVOKED = 'Dan Revoked';

const serverUrl = process.env.TEST_DATABASE_URL;
test.skip(!serverUrl, 'needs a PostgreSQL server for two instances: set TEST_DATABASE_URL');

let database: TestDatabase | undefined;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

// eslint-disable-next-line no-empty-pattern -- a hook's fixtures come first; it needs none
test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'starts two servers and moves their clocks: once per run (desktop) is enough',
  );
  testInfo.setTimeout(240_000);
  database = await createDatabase(serverUrl!);
  // One after the other: the first migrates the empty database, the second finds it migrated.
  for (const name of ['a', 'b']) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `storefront-e2e-reminders-${name}-`));
    dataDirs.push(dataDir);
    servers.push(
      await startServer({
        NODE_ENV: 'test',
        RATE_LIMITS: 'false',
        SEED_DEMO: 'false',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
      }),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.drop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A store API call on one instance (Node cannot resolve *.localhost: the host is a header). */
async function call(
  request: APIRequestContext,
  store: FreshStore,
  server: ServerProcess,
  method: 'PUT' | 'POST',
  pathname: string,
  data?: unknown,
) {
  const response = await request.fetch(`http://127.0.0.1:${server.port}/api${pathname}`, {
    method,
    headers: { host: `${store.slug}.localhost:${server.port}` },
    data,
  });
  expect(response.status(), `${method} ${pathname} on port ${server.port}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** The reminders in the store's dev mailbox, read through one instance, by recipient. */
async function remindersOn(request: APIRequestContext, store: FreshStore, server: ServerProcess) {
  const response = await api(request, store.slug, '/dev/mailbox', undefined, server.port);
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { to: string; subject: string }[] };
  const counts: Record<string, number> = {};
  for (const mail of data.filter((m) => m.subject.startsWith('Reminder:')))
    counts[mail.to] = (counts[mail.to] ?? 0) + 1;
  return counts;
}

const emailOf = (store: FreshStore, name: string) =>
  `${name.split(' ')[0]!.toLowerCase()}@${store.slug}.test`;

test('campaign reminders go out once when two server instances run the job at the same time', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const store = await freshStore(request, testInfo, { port: a.port });
  const moveClocks = (offsetMs: number) =>
    Promise.all(
      [a, b].map(
        async (server) =>
          (await call(request, store, server, 'PUT', '/test/clock', { offset_ms: offsetMs }))
            .now as string,
      ),
    );
  // The links are made at the real time, even in a repeat of this test on the same servers.
  await moveClocks(0);

  // The owner builds a one-pick campaign on instance A and sends four links from a CSV.
  await openConsole(page, store.slug, '/admin/campaigns/new', store.owner, a.port);
  await page.getByLabel('Campaign name').fill('Welcome pack');
  await page.getByLabel('Number of picks').fill('1');
  await page.getByLabel('Search products').fill('Team Tee');
  await page.getByRole('button', { name: 'Add Team Tee to the kit' }).click();
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\?tab=recipients$/, { timeout: 15_000 });
  const campaignPath = `${new URL(page.url()).pathname}?tab=recipients`;
  const csv = ['name,email', ...[...OPEN, REVOKED].map((n) => `${n},${emailOf(store, n)}`)];
  await page.getByLabel('Recipients file (CSV)').setInputFiles({
    name: 'recipients.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv.join('\n')),
  });
  await page.getByRole('button', { name: 'Send 4 links' }).click();
  await expect(page.getByText('4 links sent.')).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByTestId('recipient-row')).toHaveCount(4);
  // One link is withdrawn: it is never reminded.
  await page.getByRole('button', { name: `Revoke the link of ${REVOKED}`, exact: true }).click();
  await expect(page.getByText('1 link changed.')).toBeVisible();
  await expect(page.getByTestId('recipient-reminded')).toHaveCount(0);
  expect(await remindersOn(request, store, a)).toEqual({});

  // Each instance keeps its clock in memory: both move to two days before the links expire.
  const nows = await moveClocks(DUE_OFFSET_MS);
  // Both instances run the reminder job at the same moment, twice each.
  const runs = await Promise.all(
    [a, b, a, b].map((server) => call(request, store, server, 'POST', '/test/campaign-reminders')),
  );
  expect(runs.reduce((sum, run) => sum + (run.sent as number), 0)).toBe(OPEN.length);
  // A later run in the same window, on either instance, sends nothing more.
  const again = await Promise.all(
    [a, b].map((server) => call(request, store, server, 'POST', '/test/campaign-reminders')),
  );
  expect(again.map((run) => run.sent)).toEqual([0, 0]);

  // Every open recipient got exactly one reminder; the mailbox reads the same on both instances.
  const expected = Object.fromEntries(OPEN.map((n) => [emailOf(store, n), 1]));
  expect(await remindersOn(request, store, a)).toEqual(expected);
  expect(await remindersOn(request, store, b)).toEqual(expected);

  // The campaign page shows when each was reminded, on either instance.
  const dates = nows.map((now) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(now),
    ),
  );
  const reminded = new RegExp(`^Reminded on (${dates.join('|')})$`);
  for (const server of [a, b]) {
    await page.goto(storeUrl(store.slug, campaignPath, server.port));
    for (const name of OPEN) {
      const row = page.getByTestId('recipient-row').filter({ hasText: name });
      await expect(row.getByTestId('recipient-reminded')).toHaveText(reminded);
    }
    const revoked = page.getByTestId('recipient-row').filter({ hasText: REVOKED });
    await expect(revoked).toContainText('Revoked');
    await expect(revoked.getByTestId('recipient-reminded')).toHaveCount(0);
  }
  await expectNoSeriousViolations(page);
  // The same table on a phone: the reminder line shows within the row.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(
    page
      .getByTestId('recipient-row')
      .filter({ hasText: OPEN[0]! })
      .getByTestId('recipient-reminded'),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

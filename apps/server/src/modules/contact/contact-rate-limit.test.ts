import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/test-app.ts';
import { storeIdOf } from '../identity/identity.fixtures.ts';
import { MULTIPART, multipartBody, solveBotCheck } from './contact.fixtures.ts';

let t: TestApp;
let acmeId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contact-limit-'));
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: true, dataDir } });
  acmeId = await storeIdOf(t.app, 'acme');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function contact(from: string) {
  const fields = {
    first_name: 'Sam',
    last_name: 'Lee',
    email: 'sam@acme.test',
    message: 'Hello',
    recaptcha: await solveBotCheck(t.app, 'acme', acmeId),
  };
  return t.app.inject({
    method: 'POST',
    url: `/api/storefronts/${acmeId}/contact`,
    headers: { ...hostOf('acme'), ...MULTIPART },
    payload: multipartBody(fields),
    remoteAddress: from,
  });
}

it('stops a sixth submission from one address within 10 minutes', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) statuses.push((await contact('10.9.0.1')).statusCode);
  expect(statuses).toEqual([201, 201, 201, 201, 201]);
  const sixth = await contact('10.9.0.1');
  expect(sixth.statusCode).toBe(429);
  expect(sixth.json()).toEqual({
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
    errors: {},
  });
  // Another address is not affected.
  expect((await contact('10.9.0.2')).statusCode).toBe(201);
});

/** Test helpers for the platform API: an operator of the test's own, signed in. */
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createOperator } from './platform.service.ts';

export const PLATFORM_HOST = { host: 'admin.localhost:3000' };
export const OPERATOR = { email: 'ops@platform.test', password: 'Operator-2026!' };

/** Creates the operator (once per app) and answers their bearer headers on the platform host. */
export async function signedInOperator(t: TestApp, operator = OPERATOR) {
  await createOperator(t.database.db, operator.email, operator.password).catch(() => undefined);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/platform/auth/login',
    headers: PLATFORM_HOST,
    payload: operator,
  });
  expect(res.statusCode).toBe(200);
  return { ...PLATFORM_HOST, authorization: `Bearer ${res.json().data.access_token}` };
}

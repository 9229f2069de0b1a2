/** Test helpers for private stores: entering one with a code, as a shopper's browser does. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hostOf } from '../../test/test-app.ts';

/** Enters a private store with a code that opens it: the answer, whose body and cookie carry the grant. */
export async function enterWithCode(
  app: FastifyInstance,
  storefrontId: number,
  code: string,
  slug = 'globex',
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/storefronts/${storefrontId}/private-access`,
    headers: hostOf(slug),
    payload: { code },
  });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The grant token a code gives, as the `store_access` cookie carries it. */
export const grantForCode = async (
  app: FastifyInstance,
  storefrontId: number,
  code: string,
  slug = 'globex',
) => (await enterWithCode(app, storefrontId, code, slug)).json().data.grant as string;

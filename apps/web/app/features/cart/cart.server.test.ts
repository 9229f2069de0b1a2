import type { AppLoadContext } from 'react-router';
import { describe, expect, test } from 'vitest';
import { shellCartOf } from './cart.server.ts';

const cart = { data: { item_count: 3, gifting: null } };

/** A load context counting its API calls; every call answers `cart`. */
function counting(mayHoldCart: boolean) {
  const calls: string[] = [];
  const context = {
    mayHoldCart,
    apiText: async (path: string) => {
      calls.push(path);
      return { status: 200, body: JSON.stringify(cart), header: () => undefined, setCookies: [] };
    },
  } as unknown as AppLoadContext;
  return { context, calls };
}

describe("the shell's cart", () => {
  test('is not asked for when the visitor holds neither a cart nor a session', async () => {
    const { context, calls } = counting(false);
    await expect(shellCartOf(context)).resolves.toEqual({ count: 0, gifting: null });
    expect(calls).toEqual([]);
  });

  test('is read when the visitor may hold one', async () => {
    const { context, calls } = counting(true);
    await shellCartOf(context);
    expect(calls.length).toBeGreaterThan(0);
  });
});

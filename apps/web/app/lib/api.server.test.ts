import { CartResponse } from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiFailure, apiJson } from './api.server.ts';

/** A load context whose API answers every call with `body` and `status`. */
const answering = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  ({
    api: async () => Response.json(body, { status, headers }),
    apiText: async () => ({
      status,
      body: JSON.stringify(body),
      header: (name: string) => headers[name],
      setCookies: headers['set-cookie'] ? [headers['set-cookie']] : [],
    }),
    cspNonce: '',
    platform: false,
    mayHoldCart: true,
  }) as AppLoadContext;

const emptyCart = {
  data: {
    id: null,
    lines: [],
    parcels: [],
    item_count: 0,
    subtotal: 0,
    blocked: false,
    gifting: null,
  },
};

describe('apiJson', () => {
  afterEach(() => vi.restoreAllMocks());

  test('answers the body its contract reads', async () => {
    await expect(
      apiJson(answering(emptyCart), '/storefronts/1/cart', CartResponse),
    ).resolves.toEqual(emptyCart);
  });

  test('an answer that breaks its contract is logged and becomes a 500, not page data', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const thrown = await apiJson(
      answering({ data: { item_count: 'three' } }),
      '/storefronts/1/cart',
      CartResponse,
    ).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 500 } });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toMatch(
      /GET \/storefronts\/1\/cart[\s\S]*item_count/,
    );
  });

  test('in production the API’s own serialiser has checked the answer: it is read, not parsed again', async () => {
    const context = { ...answering({ data: { item_count: 3 } }), answersChecked: true };
    const parse = vi.spyOn(CartResponse, 'safeParse');
    await expect(apiJson(context, '/storefronts/1/cart', CartResponse)).resolves.toEqual({
      data: { item_count: 3 },
    });
    expect(parse).not.toHaveBeenCalled();
    // A refusal is still a refusal.
    const refused = await apiJson(
      { ...answering({ message: 'No such cart.' }, 404), answersChecked: true },
      '/storefronts/1/cart',
      CartResponse,
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 404, message: 'No such cart.' });
  });

  test('passes the cookies the API sets on, and a moved answer’s address', async () => {
    const setCookies = new Headers();
    await apiJson(
      answering(emptyCart, 200, { 'set-cookie': 'cart_id=abc; Path=/; HttpOnly' }),
      '/storefronts/1/cart',
      CartResponse,
      { setCookies },
    );
    expect(setCookies.getSetCookie()).toEqual(['cart_id=abc; Path=/; HttpOnly']);
    const moved = await apiJson(
      answering({ message: 'Moved' }, 301, { location: '/api/storefronts/1/products/new' }),
      '/storefronts/1/products/old',
      CartResponse,
    ).catch((error: unknown) => error);
    expect(moved).toMatchObject({ status: 301, location: '/api/storefronts/1/products/new' });
  });

  test('a refusal without a body is an ApiFailure all the same', async () => {
    const context = {
      ...answering({}, 503),
      apiText: async () => ({ status: 503, body: '', header: () => undefined, setCookies: [] }),
    } as AppLoadContext;
    const thrown = await apiJson(context, '/storefronts/1/cart', CartResponse).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(ApiFailure);
    expect(thrown).toMatchObject({ status: 503, message: '', errors: {} });
  });

  test('a refusal stays an ApiFailure with the server’s message and errors', async () => {
    const thrown = await apiJson(
      answering({ message: 'Nope', errors: { code: ['Wrong'] } }, 422),
      '/storefronts/1/private-access',
      CartResponse,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(ApiFailure);
    expect(thrown).toMatchObject({ status: 422, message: 'Nope', errors: { code: ['Wrong'] } });
  });
});

import type { AppLoadContext } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { placeOrder, quoteCheckout } from '../features/checkout/checkout.server.ts';
import { ApiFailure } from '../lib/api.server.ts';
import { action } from './checkout.tsx';

// The API calls of the checkout, counted: the server prices the cart on each of them.
vi.mock('../features/checkout/checkout.server.ts', async (original) => ({
  ...(await original<typeof import('../features/checkout/checkout.server.ts')>()),
  quoteCheckout: vi.fn(),
  placeOrder: vi.fn(),
}));

const QUOTE = { total: 2500, payment_required: true } as Awaited<ReturnType<typeof quoteCheckout>>;
const ADDRESS = {
  email: 'alex@acme.test',
  name: 'Alex Morgan',
  line1: '1 Main St',
  city: 'Springfield',
  region: 'IL',
  postal_code: '62701',
  country: 'US',
};
const CARD = { card_number: '4242424242424242', exp: '12/30', cvc: '123' };

function post(fields: Record<string, string>) {
  const request = new Request('http://acme.localhost/checkout', {
    method: 'POST',
    body: new URLSearchParams({ ...ADDRESS, idempotencyKey: 'key-1', ...fields }),
  });
  return action({ request, context: {} as AppLoadContext, params: {} } as never);
}

describe('checkout action', () => {
  beforeEach(() => {
    vi.mocked(quoteCheckout).mockReset().mockResolvedValue(QUOTE);
    vi.mocked(placeOrder).mockReset();
  });

  test('a quote asks the server for one price', async () => {
    await post({ intent: 'quote' });
    expect(quoteCheckout).toHaveBeenCalledOnce();
    expect(placeOrder).not.toHaveBeenCalled();
  });

  test('placing the order prices the cart once: the order call, no quote first', async () => {
    vi.mocked(placeOrder).mockResolvedValue({ uuid: 'order-1' } as never);
    const answer = (await post({ intent: 'place', ...CARD })) as Response;
    expect(quoteCheckout).not.toHaveBeenCalled();
    expect(placeOrder).toHaveBeenCalledOnce();
    expect(vi.mocked(placeOrder).mock.calls[0]![1].payment).toEqual(CARD);
    expect(answer.headers.get('location')).toBe('/order-confirmation/order-1');
  });

  test('sends no card when the page showed no card fields (nothing to pay)', async () => {
    vi.mocked(placeOrder).mockResolvedValue({ uuid: 'order-2' } as never);
    await post({ intent: 'place' });
    expect(vi.mocked(placeOrder).mock.calls[0]![1].payment).toBeUndefined();
  });

  test('a refused order shows the page again with its quote', async () => {
    vi.mocked(placeOrder).mockRejectedValue(new ApiFailure(402, 'Your card was declined.'));
    const answer = (await post({ intent: 'place', ...CARD })) as unknown as {
      data: { quote: unknown; message: string; declined: boolean };
    };
    expect(quoteCheckout).toHaveBeenCalledOnce();
    expect(answer.data).toMatchObject({
      quote: QUOTE,
      message: 'Your card was declined.',
      declined: true,
    });
  });
});

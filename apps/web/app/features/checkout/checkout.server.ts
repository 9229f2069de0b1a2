import {
  addressErrors,
  type CheckoutBody,
  OrderResponse,
  QuoteResponse,
  type OrderDetail,
  type PaymentDetails,
  type PlaceOrderBody,
  type Quote,
} from '@storefront/contracts';
import type { AppLoadContext } from 'react-router';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';

/** What the checkout form holds, as typed. */
export type CheckoutValues = {
  email: string;
  name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  phone: string;
  promo_code: string;
  gift_card_code: string;
};

const FIELDS: (keyof CheckoutValues)[] = [
  'email',
  'name',
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
  'phone',
  'promo_code',
  'gift_card_code',
];

export function checkoutValuesOf(form: FormData): CheckoutValues {
  return Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '').trim()]),
  ) as CheckoutValues;
}

/** The API body of a quote or an order; empty optional fields are left out. */
export function checkoutBodyOf(values: CheckoutValues): CheckoutBody {
  const optional = (value: string) => value || undefined;
  return {
    email: values.email,
    shipping_address: {
      name: values.name,
      line1: values.line1,
      line2: optional(values.line2),
      city: values.city,
      region: optional(values.region),
      postal_code: values.postal_code,
      country: values.country,
      phone: optional(values.phone),
    },
    promo_code: optional(values.promo_code),
    gift_card_codes: values.gift_card_code ? [values.gift_card_code] : [],
  };
}

/** Field errors found before asking the server: the e-mail and the country's address rules. */
export function checkoutErrors(values: CheckoutValues): Record<string, string> {
  const body = checkoutBodyOf(values);
  const errors = addressErrors(body.shipping_address);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email))
    errors.email = 'Please enter a valid email address!';
  return errors;
}

/** The server's field errors (`shipping_address.city`, `gift_card_codes.0`) keyed by form field. */
export function formErrorsOf(failure: ApiFailure): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, messages] of Object.entries(failure.errors)) {
    const field = key
      .replace(/^shipping_address\./, '')
      .replace(/^gift_card_codes\.\d+$/, 'gift_card_code');
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}

/** The card fields (`CardFields`) as the API takes them. */
export function paymentOf(form: FormData): PaymentDetails {
  return {
    card_number: String(form.get('card_number') ?? ''),
    exp: String(form.get('exp') ?? ''),
    cvc: String(form.get('cvc') ?? ''),
  };
}

const storePath = async (context: AppLoadContext, rest: string) =>
  `/storefronts/${(await getStore(context)).id}${rest}`;

export async function quoteCheckout(context: AppLoadContext, body: CheckoutBody): Promise<Quote> {
  return (
    await apiJson(context, await storePath(context, '/checkout/quote'), QuoteResponse, {
      method: 'POST',
      json: body,
    })
  ).data;
}

export async function placeOrder(
  context: AppLoadContext,
  body: PlaceOrderBody,
  idempotencyKey: string,
  setCookies: Headers,
): Promise<OrderDetail> {
  return (
    await apiJson(context, await storePath(context, '/orders'), OrderResponse, {
      method: 'POST',
      json: body,
      headers: { 'idempotency-key': idempotencyKey },
      setCookies,
    })
  ).data;
}

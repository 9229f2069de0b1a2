import { z } from 'zod';
import { pagedResponse } from './catalog.ts';
import { ConsoleOrderListQuery } from './console-orders.ts';
import { orderStatusTag, ParcelState, PaymentStatus } from './orders.ts';
import { IdParam, requestText } from './request.ts';

// Signed order webhooks and the order CSV export (decision 0022): one order payload for both.

/* ---------- The order payload (webhook body and CSV columns) ---------- */

export const OrderPayloadLine = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  name: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price paid, in cents. */
  unit_price: z.number().int(),
  /** quantity × unit price, in cents. */
  line_total: z.number().int(),
  is_gift_card: z.boolean(),
  /** The parcel it ships in (null for gift cards, which go by e-mail). */
  parcel_id: z.number().int().nullable(),
});
export type OrderPayloadLine = z.infer<typeof OrderPayloadLine>;

export const OrderPayloadParcel = z.object({
  id: z.number().int(),
  status: ParcelState,
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
});
export type OrderPayloadParcel = z.infer<typeof OrderPayloadParcel>;

export const OrderPayloadAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postal_code: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
});

/**
 * An order as webhooks send it and the CSV export writes it (a row per line): money in integer
 * cents of `currency`, dates ISO 8601 UTC, `number` is the order number (its uuid).
 */
export const OrderPayload = z
  .object({
    id: z.number().int(),
    number: z.string(),
    created_at: z.string(),
    /** §3 status number and its name (New Order, Shipped…). */
    status: z.number().int(),
    status_name: z.string(),
    payment_status: z.enum(PaymentStatus),
    currency: z.string(),
    customer: z.object({ email: z.string(), name: z.string().nullable() }),
    shipping_address: OrderPayloadAddress.nullable(),
    totals: z.object({
      subtotal: z.number().int(),
      discount: z.number().int(),
      shipping: z.number().int(),
      tax: z.number().int(),
      gift_card_amount: z.number().int(),
      total: z.number().int(),
      refunded: z.number().int(),
    }),
    promo_code: z.string().nullable(),
    lines: z.array(OrderPayloadLine),
    parcels: z.array(OrderPayloadParcel),
  })
  .meta({ id: 'OrderPayload' });
export type OrderPayload = z.infer<typeof OrderPayload>;

/** The events a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'order.status_changed',
  'parcel.shipped',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** What "send test" sends: any endpoint gets it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The JSON body of every webhook request. */
export const WebhookEvent = z
  .object({
    /** Unique per event: receivers dedupe by it (a delivery may arrive more than once). */
    id: z.string(),
    type: z.union([WebhookEventType, z.literal(WEBHOOK_TEST_EVENT)]),
    created_at: z.string(),
    data: z.object({
      order: OrderPayload,
      /** order.status_changed: the status before the move. */
      previous_status: z.number().int().nullable(),
      /** parcel.shipped: the parcel that shipped (in `order.parcels`). */
      parcel_id: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

/* ---------- The order CSV ---------- */

/** The export's columns, in order: the order's fields on every row, then one line's. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'created_at',
  'status',
  'status_name',
  'payment_status',
  'currency',
  'customer_email',
  'customer_name',
  'address_name',
  'address_line1',
  'address_line2',
  'address_city',
  'address_region',
  'address_postal_code',
  'address_country',
  'address_phone',
  'subtotal_cents',
  'discount_cents',
  'shipping_cents',
  'tax_cents',
  'gift_card_amount_cents',
  'total_cents',
  'refunded_cents',
  'promo_code',
  'line_product_id',
  'line_name',
  'line_color',
  'line_size',
  'line_quantity',
  'line_unit_price_cents',
  'line_total_cents',
  'line_is_gift_card',
  'parcel_status',
  'parcel_carrier',
  'parcel_tracking_number',
  'parcel_tracking_url',
  'parcel_shipped_at',
] as const;
export type OrderCsvColumn = (typeof ORDER_CSV_COLUMNS)[number];
export type OrderCsvRow = Record<OrderCsvColumn, string>;

const text = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** An order's CSV rows: one per line (one with empty line columns when it has none). */
export function orderCsvRows(order: OrderPayload): OrderCsvRow[] {
  const a = order.shipping_address;
  const head = {
    order_number: order.number,
    created_at: order.created_at,
    status: text(order.status),
    status_name: order.status_name,
    payment_status: order.payment_status,
    currency: order.currency,
    customer_email: order.customer.email,
    customer_name: text(order.customer.name),
    address_name: text(a?.name),
    address_line1: text(a?.line1),
    address_line2: text(a?.line2),
    address_city: text(a?.city),
    address_region: text(a?.region),
    address_postal_code: text(a?.postal_code),
    address_country: text(a?.country),
    address_phone: text(a?.phone),
    subtotal_cents: text(order.totals.subtotal),
    discount_cents: text(order.totals.discount),
    shipping_cents: text(order.totals.shipping),
    tax_cents: text(order.totals.tax),
    gift_card_amount_cents: text(order.totals.gift_card_amount),
    total_cents: text(order.totals.total),
    refunded_cents: text(order.totals.refunded),
    promo_code: text(order.promo_code),
  };
  const lines = order.lines.length ? order.lines : [null];
  return lines.map((line) => {
    const parcel = line && order.parcels.find((p) => p.id === line.parcel_id);
    return {
      ...head,
      line_product_id: text(line?.product_id),
      line_name: text(line?.name),
      line_color: text(line?.color),
      line_size: text(line?.size),
      line_quantity: text(line?.quantity),
      line_unit_price_cents: text(line?.unit_price),
      line_total_cents: text(line?.line_total),
      line_is_gift_card: line ? text(line.is_gift_card) : '',
      parcel_status: text(parcel?.status),
      parcel_carrier: text(parcel?.carrier),
      parcel_tracking_number: text(parcel?.tracking_number),
      parcel_tracking_url: text(parcel?.tracking_url),
      parcel_shipped_at: text(parcel?.shipped_at),
    };
  });
}

/** The export takes the console list's query; paging is ignored (every matching order). */
export const OrderExportQuery = ConsoleOrderListQuery.omit({ page: true, rows: true });
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

/** The status name a payload carries. */
export const orderStatusName = (status: number) => orderStatusTag(status).label;

/* ---------- Signatures ---------- */

export const WEBHOOK_SIGNATURE_HEADER = 'Storefront-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Storefront-Event-Id';
export const WEBHOOK_EVENT_HEADER = 'Storefront-Event';
/** A signature older (or newer) than this is refused by the verifier: replay protection. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * `t=<unix seconds>,v1=<hex>[,v1=<hex>…]` read into its time and signatures (several v1 while a
 * secret rotates); null when it is not of that form.
 */
export function parseWebhookSignatureHeader(
  header: string | null | undefined,
): { timestamp: number; signatures: string[] } | null {
  if (!header) return null;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === null || !signatures.length ? null : { timestamp, signatures };
}

/** The text that is signed: `<t>.<raw body>`. */
export const webhookSignedText = (timestamp: number, rawBody: string) => `${timestamp}.${rawBody}`;

/* ---------- The console API ---------- */

const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_MESSAGES = {
  url: 'Enter an http:// or https:// address.',
  privateUrl: 'Webhooks cannot be sent to a private or loopback address.',
  events: 'Choose at least one event.',
  disabled: 'The endpoint is disabled.',
} as const;

export const WebhookEndpointParams = z.object({ storefrontId: IdParam, endpointId: IdParam });
export const WebhookDeliveryParams = z.object({ storefrontId: IdParam, deliveryId: IdParam });

/** An http(s) URL (other schemes are refused). */
export const WebhookUrl = requestText()
  .trim()
  .min(1, WEBHOOK_MESSAGES.url)
  .max(WEBHOOK_URL_MAX)
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^\s]+$/, error: WEBHOOK_MESSAGES.url }));

export const WebhookEndpointBody = z.object({
  url: WebhookUrl,
  description: requestText().trim().max(200).default(''),
  events: z
    .array(WebhookEventType)
    .min(1, WEBHOOK_MESSAGES.events)
    .max(WEBHOOK_EVENT_TYPES.length)
    .transform((events) => [...new Set(events)]),
  active: z.boolean().default(true),
});
export type WebhookEndpointBody = z.input<typeof WebhookEndpointBody>;
export const WebhookEndpointPatch = z
  .object({
    url: WebhookUrl,
    description: requestText().trim().max(200),
    events: WebhookEndpointBody.shape.events,
    active: z.boolean(),
  })
  .partial();
export type WebhookEndpointPatch = z.input<typeof WebhookEndpointPatch>;

export const WebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  active: z.boolean(),
  /** The secret's last four characters, to tell secrets apart; the whole is shown once. */
  secret_hint: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;
export const WebhookEndpointListResponse = z.object({ data: z.array(WebhookEndpoint) });
export const WebhookEndpointResponse = z.object({ data: WebhookEndpoint });
/** On creation and rotation only: the signing secret, in full, once. */
export const WebhookEndpointWithSecretResponse = z.object({
  data: WebhookEndpoint,
  secret: z.string(),
});
export type WebhookEndpointWithSecretResponse = z.infer<typeof WebhookEndpointWithSecretResponse>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryState = z.enum(WEBHOOK_DELIVERY_STATES);
export type WebhookDeliveryState = z.infer<typeof WebhookDeliveryState>;

export const WebhookDelivery = z.object({
  id: z.number().int(),
  endpoint_id: z.number().int(),
  endpoint_url: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  /** pending: waiting for its next attempt; delivered: a 2xx came back; failed: gave up. */
  state: WebhookDeliveryState,
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  /** The start of the receiver's last answer. */
  last_response: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;
export const WebhookDeliveryResponse = z.object({ data: WebhookDelivery });
export const WebhookTestResponse = z.object({ data: WebhookDelivery, event: WebhookEvent });
export type WebhookTestResponse = z.infer<typeof WebhookTestResponse>;

export const WEBHOOK_DELIVERY_PAGE_SIZE = 20;
/**
 * Delivered and failed deliveries are kept this many days after their last attempt (the delivery
 * log shows them, "retry now" resends them), then deleted; a pending delivery is always kept.
 */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
export const WebhookDeliveryQuery = z.object({
  state: WebhookDeliveryState.optional().or(z.literal('').transform(() => undefined)),
  endpoint_id: IdParam.optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuery>;
export const WebhookDeliveryListResponse = pagedResponse(WebhookDelivery);
export type WebhookDeliveryListResponse = z.infer<typeof WebhookDeliveryListResponse>;

import { randomBytes, randomUUID } from 'node:crypto';
import {
  pageMeta,
  WEBHOOK_DELIVERY_PAGE_SIZE,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  WebhookEndpointBody,
  WebhookEndpointPatch,
  type OrderPayload,
  type WebhookDelivery,
  type WebhookDeliveryQuery,
  type WebhookDeliveryState,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookEventType,
} from '@storefront/contracts';
import type { z } from 'zod';
import { invalidData, notFound } from '../../lib/errors.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import type { Transaction } from '../../db/client.ts';
import {
  claimLeftoverOrderEvent,
  claimOrderEvents,
  type OrderEventRow,
  type OrderEvents,
} from '../orders/index.ts';
import {
  attemptDelivery,
  attemptDueDeliveries,
  queueAttempt,
  type DeliveryDeps,
} from './webhook-delivery.ts';
import { namesPrivateHost } from './webhook-url.ts';
import {
  deleteEndpoint,
  findDeliveryPage,
  findEndpoint,
  findEndpoints,
  findStoreDelivery,
  findSubscribedEndpoints,
  insertDeliveries,
  insertEndpoint,
  updateEndpoint,
  type DeliveryRow,
  type EndpointRow,
} from './webhooks.queries.ts';

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
const DELIVERY_NOT_FOUND = 'Webhook delivery not found.';

/**
 * What the webhooks need to build an event's order: the orders module's payload, passed in, read
 * in the transaction that claims the event.
 */
export type OrderPayloadOf = (
  tx: Transaction,
  storefrontId: number,
  orderId: number,
) => Promise<OrderPayload | null>;

export type WebhookDeps = DeliveryDeps & {
  orderPayloadOf: OrderPayloadOf;
  /** The store's latest order, the test event's sample. */
  latestOrderPayload: (storefrontId: number) => Promise<OrderPayload | null>;
  now?: () => Date;
};

const nowOf = (deps: WebhookDeps) => deps.now?.() ?? new Date();

/** A new signing secret: `whsec_` and 32 random bytes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export function toEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookEventType[],
    active: row.active,
    secret_hint: row.secret.slice(-4),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDelivery(row: DeliveryRow, url: string): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    endpoint_url: url,
    event_id: row.eventId,
    event_type: row.eventType,
    state: row.state as WebhookDeliveryState,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    last_response: row.lastResponse,
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: row.state === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** In production (unless allowed), a URL naming a private address or localhost is refused. */
function checkUrl(deps: WebhookDeps, url: string | undefined) {
  if (url !== undefined && !deps.allowPrivateUrls && namesPrivateHost(url)) {
    throw invalidData(WEBHOOK_MESSAGES.privateUrl, { url: [WEBHOOK_MESSAGES.privateUrl] });
  }
}

async function endpointOf(deps: WebhookDeps, storefrontId: number, endpointId: number) {
  const row = await findEndpoint(deps.db, storefrontId, endpointId);
  if (!row) throw notFound(ENDPOINT_NOT_FOUND);
  return row;
}

const audited = (row: EndpointRow) => ({
  url: row.url,
  description: row.description,
  events: row.events,
  active: row.active,
});

export async function listEndpoints(deps: WebhookDeps, storefrontId: number) {
  return (await findEndpoints(deps.db, storefrontId)).map(toEndpoint);
}

export async function createEndpoint(
  deps: WebhookDeps,
  storefrontId: number,
  body: z.output<typeof WebhookEndpointBody>,
  actor: AuditActor,
) {
  checkUrl(deps, body.url);
  const secret = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertEndpoint(tx, { storefrontId, ...body, secret });
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'webhook.create',
      subject: String(created.id),
      after: audited(created),
    });
    return created;
  });
  return { data: toEndpoint(row), secret };
}

export async function changeEndpoint(
  deps: WebhookDeps,
  storefrontId: number,
  endpointId: number,
  body: z.output<typeof WebhookEndpointPatch>,
  actor: AuditActor,
) {
  checkUrl(deps, body.url);
  const before = await endpointOf(deps, storefrontId, endpointId);
  const row = await deps.db.transaction(async (tx) => {
    const changed = await updateEndpoint(tx, endpointId, body);
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'webhook.update',
      subject: String(endpointId),
      before: audited(before),
      after: audited(changed),
    });
    return changed;
  });
  return toEndpoint(row);
}

export async function removeEndpoint(
  deps: WebhookDeps,
  storefrontId: number,
  endpointId: number,
  actor: AuditActor,
) {
  const before = await endpointOf(deps, storefrontId, endpointId);
  await deps.db.transaction(async (tx) => {
    await deleteEndpoint(tx, endpointId);
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'webhook.delete',
      subject: String(endpointId),
      before: audited(before),
    });
  });
}

/** A new secret, shown once; the old one stops signing at once. */
export async function rotateSecret(
  deps: WebhookDeps,
  storefrontId: number,
  endpointId: number,
  actor: AuditActor,
) {
  await endpointOf(deps, storefrontId, endpointId);
  const secret = newSecret();
  const row = await deps.db.transaction(async (tx) => {
    const changed = await updateEndpoint(tx, endpointId, { secret });
    await recordAudit(tx, {
      storefrontId,
      actor,
      action: 'webhook.rotate_secret',
      subject: String(endpointId),
    });
    return changed;
  });
  return { data: toEndpoint(row), secret };
}

/** A sample order for the test event when the store has none yet. */
function sampleOrder(now: Date): OrderPayload {
  return {
    id: 0,
    number: '00000000-0000-4000-8000-000000000000',
    created_at: now.toISOString(),
    status: 1,
    status_name: 'New Order',
    payment_status: 'paid',
    currency: 'usd',
    customer: { email: 'shopper@example.com', name: 'Sam Sample' },
    shipping_address: {
      name: 'Sam Sample',
      line1: '1 Sample Street',
      line2: null,
      city: 'Springfield',
      region: 'IL',
      postal_code: '62701',
      country: 'US',
      phone: null,
    },
    totals: {
      subtotal: 2500,
      discount: 0,
      shipping: 500,
      tax: 0,
      gift_card_amount: 0,
      total: 3000,
      refunded: 0,
    },
    promo_code: null,
    lines: [
      {
        id: 0,
        product_id: null,
        name: 'Sample tee',
        color: 'Black',
        size: 'M',
        quantity: 1,
        unit_price: 2500,
        line_total: 2500,
        is_gift_card: false,
        parcel_id: 0,
      },
    ],
    parcels: [
      {
        id: 0,
        status: 'pending',
        carrier: null,
        tracking_number: null,
        tracking_url: null,
        shipped_at: null,
      },
    ],
  };
}

/**
 * "Send test": a `webhook.test` event with the store's latest order (or a sample) to this endpoint,
 * whatever it subscribed to, attempted at once; later attempts follow the usual backoff.
 */
export async function sendTestEvent(deps: WebhookDeps, storefrontId: number, endpointId: number) {
  const endpoint = await endpointOf(deps, storefrontId, endpointId);
  const now = nowOf(deps);
  const order = (await deps.latestOrderPayload(storefrontId)) ?? sampleOrder(now);
  const event: WebhookEvent = {
    id: randomUUID(),
    type: WEBHOOK_TEST_EVENT,
    created_at: now.toISOString(),
    data: { order, previous_status: null, parcel_id: null },
  };
  const [row] = await insertDeliveries(deps.db, [deliveryRow(endpoint, event, now)]);
  const attempted = await attemptDelivery(deps, row!.id, now, { force: true });
  return { data: toDelivery(attempted ?? row!, endpoint.url), event };
}

const deliveryRow = (endpoint: EndpointRow, event: WebhookEvent, now: Date) => ({
  storefrontId: endpoint.storefrontId,
  endpointId: endpoint.id,
  eventId: event.id,
  eventType: event.type,
  payload: event as unknown as Record<string, unknown>,
  nextAttemptAt: now,
});

/** "Retry now": one attempt at once, whatever its state (a delivered one is sent again). */
export async function retryDelivery(deps: WebhookDeps, storefrontId: number, deliveryId: number) {
  const found = await findStoreDelivery(deps.db, storefrontId, deliveryId);
  if (!found) throw notFound(DELIVERY_NOT_FOUND);
  const attempted = await attemptDelivery(deps, deliveryId, nowOf(deps), { force: true });
  const latest =
    attempted ?? (await findStoreDelivery(deps.db, storefrontId, deliveryId))!.delivery;
  return toDelivery(latest, found.url);
}

export async function listDeliveries(
  deps: WebhookDeps,
  storefrontId: number,
  query: WebhookDeliveryQuery,
) {
  const rows = WEBHOOK_DELIVERY_PAGE_SIZE;
  const { rows: found, total } = await findDeliveryPage(
    deps.db,
    storefrontId,
    { state: query.state, endpointId: query.endpoint_id },
    { limit: rows, offset: (query.page - 1) * rows },
  );
  return {
    data: {
      data: found.map((r) => toDelivery(r.delivery, r.url)),
      total,
      ...pageMeta(total, query.page, rows),
    },
  };
}

/** An event is left to its change's own after-commit step for this long before the sweep takes it. */
export const LEFTOVER_AFTER_MS = 5_000;
/** At most this many left-over events per sweep; the next sweep takes the rest. */
const SWEEP_EVENTS = 200;

/**
 * Claimed order events become deliveries, written in the claim's transaction `tx` (so the claim
 * and the deliveries commit together, or neither): one per active endpoint of the event's store
 * subscribed to its type. The event's id and time are the outbox row's; its order is the order
 * as it is now, read in `tx` (PGlite has one connection: nothing is read through `deps.db` while
 * the transaction is open).
 */
async function deliveriesOfEvents(
  deps: WebhookDeps,
  tx: Transaction,
  events: OrderEventRow[],
  now: Date,
): Promise<DeliveryRow[]> {
  const rows: Parameters<typeof insertDeliveries>[1] = [];
  const orders = new Map<number, OrderPayload | null>();
  for (const event of events) {
    const endpoints = await findSubscribedEndpoints(tx, event.storefrontId, event.type);
    if (!endpoints.length) continue;
    if (!orders.has(event.orderId)) {
      orders.set(event.orderId, await deps.orderPayloadOf(tx, event.storefrontId, event.orderId));
    }
    const order = orders.get(event.orderId);
    if (!order) continue;
    const body: WebhookEvent = {
      id: event.uuid,
      type: event.type,
      created_at: event.createdAt.toISOString(),
      data: { order, previous_status: event.fromStatus, parcel_id: event.parcelId },
    };
    rows.push(...endpoints.map((e) => deliveryRow(e, body, now)));
  }
  return insertDeliveries(tx, rows);
}

/**
 * After an order change committed: the events it recorded (and any earlier ones of the order
 * still waiting) are claimed and become deliveries in one transaction, then each delivery's
 * first attempt is queued at once.
 */
export async function deliverOrderEvents(
  deps: WebhookDeps,
  order: { storefrontId: number; orderId: number },
) {
  const now = nowOf(deps);
  const rows = await deps.db.transaction(async (tx) => {
    const events = await claimOrderEvents(tx, order.storefrontId, order.orderId);
    return deliveriesOfEvents(deps, tx, events, now);
  });
  for (const row of rows) await queueAttempt(deps, row.id, now);
  return rows;
}

/**
 * The sweep's first half: events recorded at least LEFTOVER_AFTER_MS before `now` and still
 * waiting (the process died between the change's commit and its after-commit step, or that step
 * failed) become deliveries, one event per transaction, so one that fails is put back and passed
 * over until the next sweep without holding up the others. Answers how many were claimed.
 */
export async function deliverLeftoverEvents(deps: WebhookDeps, now: Date) {
  const before = new Date(now.getTime() - LEFTOVER_AFTER_MS);
  const skip: number[] = [];
  let claimed = 0;
  while (claimed + skip.length < SWEEP_EVENTS) {
    let eventId: number | null = null;
    try {
      const rows = await deps.db.transaction(async (tx) => {
        const event = await claimLeftoverOrderEvent(tx, before, skip);
        if (!event) return null;
        eventId = event.id;
        return deliveriesOfEvents(deps, tx, [event], now);
      });
      if (!rows) break;
      claimed++;
      for (const row of rows) await queueAttempt(deps, row.id, now);
    } catch (error) {
      deps.log.error({ err: error, eventId }, 'a left-over order event could not be delivered');
      if (eventId === null) break;
      skip.push(eventId);
    }
  }
  return claimed;
}

/** The minute's sweep: left-over order events become deliveries, then due attempts are made. */
export async function sweepWebhooks(deps: WebhookDeps, now: Date) {
  const events = await deliverLeftoverEvents(deps, now);
  const attempts = await attemptDueDeliveries(deps, now);
  return { events, attempts };
}

/** The listener app.ts hands the orders and checkout modules: it never throws. */
export function webhookOrderEvents(deps: WebhookDeps): OrderEvents {
  return {
    async announce(order) {
      try {
        await deliverOrderEvents(deps, order);
      } catch (error) {
        // The events stay recorded: the sweep delivers them within a minute or so.
        deps.log.error({ err: error, ...order }, 'delivering an order’s events failed');
      }
    },
  };
}

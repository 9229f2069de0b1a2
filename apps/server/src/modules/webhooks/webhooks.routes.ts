import {
  ApiError,
  StorefrontParams,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookDeliveryListResponse,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookDeliveryResponse,
  WebhookEndpointBody,
  WebhookEndpointListResponse,
  WebhookEndpointParams,
  WebhookEndpointPatch,
  WebhookEndpointResponse,
  WebhookEndpointWithSecretResponse,
  WebhookTestResponse,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf, OWNER_ERRORS } from '../../plugins/auth.ts';
import {
  attemptDelivery,
  BACKOFF_SECONDS,
  DELIVER_WEBHOOK,
  MAX_ATTEMPTS,
  pruneDeliveries,
  PRUNE_WEBHOOKS,
  PRUNE_WEBHOOKS_CRON,
  SWEEP_WEBHOOKS,
  SWEEP_WEBHOOKS_CRON,
  TIMEOUT_MS,
} from './webhook-delivery.ts';
import { webhookDepsOf } from './webhooks.deps.ts';
import {
  changeEndpoint,
  createEndpoint,
  listDeliveries,
  listEndpoints,
  removeEndpoint,
  retryDelivery,
  rotateSecret,
  sendTestEvent,
  sweepWebhooks,
} from './webhooks.service.ts';

const TAGS = { tags: ['webhooks'], security: [{ bearer: [] }] };
const backoff = BACKOFF_SECONDS.map((s) => (s < 60 ? `${s} s` : `${s / 60} min`)).join(', ');

/** How webhooks are sent and signed: in the OpenAPI, for whoever writes a receiver. */
export const WEBHOOKS_DESCRIPTION =
  'Webhooks POST a JSON `WebhookEvent` (its `data.order` is an `OrderPayload`, the fields of the ' +
  'order CSV export) for order.placed (paid), order.status_changed and parcel.shipped. Headers: ' +
  `\`${WEBHOOK_EVENT_ID_HEADER}\` (the event's id), \`${WEBHOOK_EVENT_HEADER}\` (its type) and ` +
  `\`${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`, where hex is ` +
  'HMAC-SHA256(secret, "<t>.<raw body>"). A receiver recomputes it over the raw body, compares in ' +
  `constant time, refuses a t more than ${WEBHOOK_TOLERANCE_SECONDS} s away, and dedupes by the ` +
  'event id: delivery is at least once. Any 2xx delivers; anything else (or no answer within ' +
  `${TIMEOUT_MS / 1000} s, or a redirect) is retried after ${backoff}, ${MAX_ATTEMPTS} attempts ` +
  'in all, then the delivery is failed (the console can retry it). Delivered and failed ' +
  `deliveries are kept in the log for ${WEBHOOK_DELIVERY_RETENTION_DAYS} days after their last ` +
  'attempt, then deleted; pending ones are kept until they are delivered or fail.';

/** The owner's webhook endpoints and delivery log (decision 0022). */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = webhookDepsOf(app);
  await app.jobs.work(DELIVER_WEBHOOK, ({ deliveryId }) =>
    attemptDelivery(deps, deliveryId, new Date()),
  );
  await app.jobs.work(SWEEP_WEBHOOKS, () => sweepWebhooks(deps, new Date()), {
    oneWaiting: true,
  });
  await app.jobs.schedule(SWEEP_WEBHOOKS, SWEEP_WEBHOOKS_CRON, {}, { runAtStart: true });
  await app.jobs.work(PRUNE_WEBHOOKS, () => pruneDeliveries(deps, new Date()), {
    oneWaiting: true,
  });
  await app.jobs.schedule(PRUNE_WEBHOOKS, PRUNE_WEBHOOKS_CRON, {}, { runAtStart: true });

  const base = '/storefronts/:storefrontId/admin/webhooks';
  const storeOf = async (request: { storefront(): Promise<{ id: number }> }) =>
    (await request.storefront()).id;

  app.get(
    base,
    {
      schema: {
        ...TAGS,
        summary: "The store's webhook endpoints (owner)",
        description: WEBHOOKS_DESCRIPTION,
        params: StorefrontParams,
        response: { 200: WebhookEndpointListResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => ({ data: await listEndpoints(deps, await storeOf(request)) }),
  );

  app.post(
    base,
    {
      schema: {
        ...TAGS,
        summary: 'Add a webhook endpoint; its signing secret is answered this once (owner)',
        description:
          'An http(s) URL only; in production a URL naming a private or loopback address is ' +
          'refused (422), and every delivery checks the resolved addresses again (decision 0022).',
        params: StorefrontParams,
        body: WebhookEndpointBody,
        response: { 201: WebhookEndpointWithSecretResponse, 422: ApiError, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await storeOf(request);
      const actor = await auditActorOf(request);
      return reply.status(201).send(await createEndpoint(deps, store, request.body, actor));
    },
  );

  app.patch(
    `${base}/:endpointId`,
    {
      schema: {
        ...TAGS,
        summary: 'Change an endpoint’s URL, description, events or active flag (owner)',
        params: WebhookEndpointParams,
        body: WebhookEndpointPatch,
        response: { 200: WebhookEndpointResponse, 422: ApiError, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await storeOf(request);
      const actor = await auditActorOf(request);
      const { endpointId } = request.params;
      return { data: await changeEndpoint(deps, store, endpointId, request.body, actor) };
    },
  );

  app.delete(
    `${base}/:endpointId`,
    {
      schema: {
        ...TAGS,
        summary: 'Delete an endpoint and its delivery log (owner)',
        params: WebhookEndpointParams,
        response: { 204: z.undefined(), ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await storeOf(request);
      await removeEndpoint(deps, store, request.params.endpointId, await auditActorOf(request));
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:endpointId/rotate-secret`,
    {
      schema: {
        ...TAGS,
        summary: 'Replace the signing secret; the new one is answered this once (owner)',
        description: 'The old secret stops signing at once, retries included.',
        params: WebhookEndpointParams,
        response: { 200: WebhookEndpointWithSecretResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) =>
      rotateSecret(
        deps,
        await storeOf(request),
        request.params.endpointId,
        await auditActorOf(request),
      ),
  );

  app.post(
    `${base}/:endpointId/test`,
    {
      schema: {
        ...TAGS,
        summary: 'Send a webhook.test event now and answer its delivery and body (owner)',
        description:
          'The event carries the store’s latest order (or a sample): `event` is the exact JSON ' +
          `body sent. ${WEBHOOKS_DESCRIPTION}`,
        params: WebhookEndpointParams,
        response: { 201: WebhookTestResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const sent = await sendTestEvent(deps, await storeOf(request), request.params.endpointId);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    `${base}/deliveries`,
    {
      schema: {
        ...TAGS,
        summary: 'The delivery log, newest first, 20 a page (owner)',
        description: 'state: pending (waiting for its next attempt), delivered or failed.',
        params: StorefrontParams,
        querystring: WebhookDeliveryQuery,
        response: { 200: WebhookDeliveryListResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => listDeliveries(deps, await storeOf(request), request.query),
  );

  app.post(
    `${base}/deliveries/:deliveryId/retry`,
    {
      schema: {
        ...TAGS,
        summary: 'Attempt a delivery again now, whatever its state (owner)',
        params: WebhookDeliveryParams,
        response: { 200: WebhookDeliveryResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => ({
      data: await retryDelivery(deps, await storeOf(request), request.params.deliveryId),
    }),
  );
};

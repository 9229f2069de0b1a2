import { PREVIEW_EVENT, type PreviewEvent, type PreviewSaveBody } from '@storefront/contracts';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { StoreEvents } from '../../plugins/store-events.ts';
import { recordAudit, type AuditActor } from '../audit/index.ts';
import {
  discardStorefrontPreview,
  saveStorefrontPreview,
  type StorefrontRow,
} from '../storefronts/index.ts';

export type PreviewDeps = { db: Database; storeEvents: StoreEvents };

/** Proxies and load balancers drop a quiet connection; a comment line now and then keeps it. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream. */
const RECONNECT_MS = 2_000;

/**
 * Saves the preview (if the draft is still at `revision`, when given) and tells every open
 * preview of the store to reload.
 */
export async function savePreview(
  deps: PreviewDeps,
  store: StorefrontRow,
  { revision, ...preview }: PreviewSaveBody,
) {
  const saved = await saveStorefrontPreview(deps.db, store, preview, revision);
  await deps.storeEvents.publishPreview(store.id);
  return saved;
}

/** Drops the preview, on the record; open previews reload and show the live store. */
export async function discardPreview(
  deps: PreviewDeps,
  store: StorefrontRow,
  actor: AuditActor,
): Promise<void> {
  await discardStorefrontPreview(deps.db, store);
  await recordAudit(deps.db, {
    storefrontId: store.id,
    actor,
    action: 'draft.discard',
    before: store.previewData,
  });
  await deps.storeEvents.publishPreview(store.id);
}

/**
 * Turns the reply into a server-sent event stream of the store's preview changes. It holds no
 * database connection: the process's one listener fans events out to every open stream.
 */
export function streamPreviewEvents(
  events: StoreEvents,
  reply: FastifyReply,
  storefrontId: number,
) {
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
  const event: PreviewEvent = { storefront_id: storefrontId };
  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  const unsubscribe = events.subscribe(storefrontId, {
    notify: () => res.write(`event: ${PREVIEW_EVENT}\ndata: ${JSON.stringify(event)}\n\n`),
    close: () => res.end(),
  });
  res.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}

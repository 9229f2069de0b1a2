import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';

/** The Postgres channel that carries a storefront id each time its preview is saved. */
export const PREVIEW_CHANNEL = 'storefront_preview';
/**
 * The channel database triggers notify on each committed change to what shoppers read of a store
 * (its row, pages, products and their parts): payload `<id>` for a change that may move which
 * products a list's filter matches (a product's listability, publish window, brand or search
 * words, a category link, the category tree), `<id>:content` for one that cannot (stock, prices,
 * descriptions, pictures, variants), `<id>:store` when the store's configuration changed: its
 * pages, or (`<id>:store:row`, migration 0026) its own row alone (its host, status or settings),
 * `<id>:tree` when the category tree changed
 * (a listing change that also moves the trees kept of category filters; migration 0020). See
 * decisions 0028, 0031 ("the listing version") and 0032 (round 3). The triggers run `notify_storefront_changed(suffix)` and
 * `notify_storefront_listing_changed(column, …)` (migration 0017, decision 0028 "one trigger
 * function per rule"), the store's row `notify_storefront_row_changed()`.
 */
export const CHANGE_CHANNEL = 'storefront_changed';

/**
 * A committed change to a store's shopper-visible data, or `all` when changes may have been
 * missed. `storeRow`: the store's configuration changed (`:store`, its row or its pages);
 * `pages`: its pages may have (any `:store` but `:store:row`, the row alone; decision 0032,
 * round 7). `listing`: it may move which products a list's filter matches (its totals, the category
 * tree); any payload but `:content` and `:store` says so, so an unknown one errs on that side.
 * `tree`: it may move the category tree itself (`:tree`, a category added, removed or moved);
 * a listing change with no suffix (a product's or a link's) does not, and any other unknown
 * suffix says it does (decision 0031, round 7).
 */
export type StoreChange =
  | { storefrontId: number; storeRow: boolean; pages: boolean; listing: boolean; tree: boolean }
  | 'all';

/** What a `storefront_changed` payload says changed, or null when it names no store. */
export function storeChangeOf(payload: string): StoreChange | null {
  const [id, what, part] = payload.split(':');
  const storefrontId = Number(id);
  if (!id || !Number.isInteger(storefrontId)) return null;
  return {
    storefrontId,
    storeRow: what === 'store',
    pages: what === 'store' && part !== 'row',
    listing: what !== 'store' && what !== 'content',
    tree: what !== undefined && what !== 'store' && what !== 'content',
  };
}

const RECONNECT_MS = { first: 500, max: 15_000 };

/** Someone connected to a store's events (a browser's event stream); closed at shutdown. */
export type StoreEventSubscriber = { notify(): void; close(): void };

export type StoreEvents = {
  /** Tells every instance on the database, this one included, that the store's preview changed. */
  publishPreview(storefrontId: number): Promise<void>;
  /** Calls `subscriber.notify()` on each preview change of the store; returns the unsubscribe. */
  subscribe(storefrontId: number, subscriber: StoreEventSubscriber): () => void;
  /**
   * Calls `listener` on every committed change to a store's shopper-visible data, from any
   * instance, and with `all` when the listening connection was lost (changes may have been
   * missed) or is not yet up.
   */
  onChange(listener: (change: StoreChange) => void): void;
  /** Whether changes are being heard: false while the PostgreSQL listener is reconnecting. */
  listening(): boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    storeEvents: StoreEvents;
  }
}

/**
 * Preview events through Postgres LISTEN/NOTIFY, so a save on one server instance reaches browsers
 * connected to any other. Each process holds one listening connection, whatever the number of
 * browsers: subscribers live in memory here. PGlite delivers notifications within its process;
 * on PostgreSQL the listener is a dedicated client that reconnects after losing the server.
 */
export const storeEventsPlugin = fp(async (app) => {
  const subscribers = new Map<number, Set<StoreEventSubscriber>>();
  const deliver = (payload: string) => {
    for (const subscriber of subscribers.get(Number(payload)) ?? []) subscriber.notify();
  };
  // After a lost connection nobody knows what was missed: every preview reloads once.
  const deliverAll = () => {
    for (const storefrontId of subscribers.keys()) deliver(String(storefrontId));
  };
  const changeListeners: ((change: StoreChange) => void)[] = [];
  const changed = (payload: string) => {
    const change = storeChangeOf(payload);
    if (change) for (const listener of changeListeners) listener(change);
  };
  const changedAll = () => {
    for (const listener of changeListeners) listener('all');
  };
  let listening = false;
  let stopListening: () => Promise<void> = async () => {};

  app.decorate('storeEvents', {
    async publishPreview(storefrontId) {
      await app.db.execute(sql`select pg_notify(${PREVIEW_CHANNEL}, ${String(storefrontId)})`);
    },
    subscribe(storefrontId, subscriber) {
      const set = subscribers.get(storefrontId) ?? new Set();
      subscribers.set(storefrontId, set.add(subscriber));
      return () => {
        set.delete(subscriber);
        if (!set.size) subscribers.delete(storefrontId);
      };
    },
    onChange(listener) {
      changeListeners.push(listener);
    },
    listening: () => listening,
  });

  app.addHook('onReady', async () => {
    if (app.dbKind === 'pglite') {
      const client = (app.db as unknown as { $client: PGlite }).$client;
      const stopPreview = await client.listen(PREVIEW_CHANNEL, deliver);
      const stopChanges = await client.listen(CHANGE_CHANNEL, changed);
      listening = true;
      stopListening = async () => {
        listening = false;
        await stopPreview();
        await stopChanges();
      };
    } else {
      stopListening = await listenOnPostgres(
        app,
        // The preview's LISTEN last: it is the connection's last query, which tests look for.
        { [CHANGE_CHANNEL]: changed, [PREVIEW_CHANNEL]: deliver },
        (up) => {
          listening = up;
          // After a lost connection nobody knows what was missed.
          if (!up) changedAll();
        },
        deliverAll,
      );
    }
  });
  // Open event streams would keep `close()` waiting for ever: end them before it waits.
  app.addHook('preClose', async () => {
    for (const set of subscribers.values()) for (const subscriber of set) subscriber.close();
    subscribers.clear();
  });
  app.addHook('onClose', async () => stopListening());
});

/**
 * A LISTEN connection of its own (a pooled one could be handed to a query at any time), on each
 * channel of `channels`; `status` hears when it is up and when it is lost.
 */
async function listenOnPostgres(
  app: FastifyInstance,
  channels: Record<string, (payload: string) => void>,
  status: (up: boolean) => void,
  deliverAll: () => void,
) {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MS.first;
  let stopped = false;
  let lost = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: app.config.databaseUrl });
    client = next;
    next.on('notification', (message) => {
      if (message.payload) channels[message.channel]?.(message.payload);
    });
    next.on('error', (error) => app.log.warn({ err: error }, 'preview listener lost'));
    next.on('end', () => reconnect());
    try {
      await next.connect();
      for (const channel of Object.keys(channels)) await next.query(`LISTEN ${channel}`);
      delay = RECONNECT_MS.first;
      status(true);
      if (lost) deliverAll();
    } catch (error) {
      app.log.warn({ err: error }, 'preview listener cannot connect');
      void next.end().catch(() => {});
      reconnect();
    }
  };
  const reconnect = () => {
    if (stopped || retry) return;
    lost = true;
    status(false);
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  await connect();
  return async () => {
    stopped = true;
    status(false);
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

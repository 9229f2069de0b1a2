import type { FastifyInstance } from 'fastify';
import { latestOrderPayload, orderPayloadOf } from '../orders/index.ts';
import type { WebhookDeps } from './webhooks.service.ts';

/** The webhooks' dependencies, taken from the app once. */
export function webhookDepsOf(app: FastifyInstance): WebhookDeps {
  return {
    db: app.db,
    jobs: app.jobs,
    log: app.log,
    // Read on every use, so a test may turn the production rule on.
    get allowPrivateUrls() {
      return app.config.webhooksAllowPrivateUrls;
    },
    // PGlite has no autovacuum: the prune vacuums what it emptied (PostgreSQL's autovacuum does).
    vacuumAfterPrune: app.dbKind === 'pglite',
    orderPayloadOf: (tx, storefrontId, orderId) => orderPayloadOf(tx, storefrontId, orderId),
    latestOrderPayload: (storefrontId) => latestOrderPayload(app.db, storefrontId),
  };
}

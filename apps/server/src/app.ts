import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransformObject,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions, OneLinePerAnswer, type LogStream } from './lib/log-redaction.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { requestContextPlugin } from './plugins/request-context.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { storeRolesPlugin } from './plugins/auth.ts';
import { webPlugin } from './plugins/web.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { readCacheApiHooks, readCachePlugin } from './plugins/read-cache.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { storeEventsPlugin } from './plugins/store-events.ts';
import { jobsPlugin } from './plugins/jobs.ts';
import { previewRoutes } from './modules/preview/preview.routes.ts';
import { publishingRoutes } from './modules/publishing/publishing.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { insightsRoutes } from './modules/analytics/insights.routes.ts';
import { storefrontRoutes } from './modules/storefronts/storefronts.routes.ts';
import { customersRoutes } from './modules/identity/customers.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { teamRoutes } from './modules/identity/team.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { privateStoreGuard } from './modules/private-access/private-access.guard.ts';
import { privateAccessRoutes } from './modules/private-access/private-access.routes.ts';
import { ssoRoutes } from './modules/sso/sso.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { productAdminListRoutes } from './modules/catalog/product-admin-list.routes.ts';
import { productEditorRoutes } from './modules/catalog/product-editor.routes.ts';
import { nextPublishBoundary, productUsingPicture } from './modules/catalog/index.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { shellRoutes } from './modules/cart/shell.routes.ts';
import { findGrant } from './modules/private-access/index.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import {
  giftOrderDemand,
  orderInsights,
  productOrdered,
  rollUpOrderInsights,
  spentOnGiftingLinks,
  type OrderEvents,
} from './modules/orders/index.ts';
import { consoleOrdersRoutes } from './modules/orders/console-orders.routes.ts';
import { orderExportRoutes } from './modules/orders/order-export.routes.ts';
import { webhookDepsOf, webhookOrderEvents, webhooksRoutes } from './modules/webhooks/index.ts';
import { orderEditsRoutes } from './modules/orders/order-edits.routes.ts';
import { draftOrdersRoutes } from './modules/checkout/draft-orders.routes.ts';
import { paymentProviderOf } from './modules/checkout/payments/payment-providers.ts';
import { giftCardsRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { consoleGiftCardsRoutes } from './modules/gift-cards/console-gift-cards.routes.ts';
import { consolePromoCodesRoutes } from './modules/promo-codes/console-promo-codes.routes.ts';
import { giftingRoutes } from './modules/gifting/gifting.routes.ts';
import { campaignRoutes } from './modules/gifting/campaigns.routes.ts';
import { giftCartDemand } from './modules/cart/index.ts';
import { AdjustableClock } from './lib/clock.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { Mailer } from './modules/mail/index.ts';
import { findSignedIn } from './modules/identity/index.ts';
import { resolveStorefront } from './modules/storefronts/index.ts';
import { endSessionUrl } from './modules/sso/index.ts';
import { BotCheck } from './modules/bot-check/bot-check.service.ts';
import { botCheckRoutes } from './modules/bot-check/bot-check.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contactInboxRoutes } from './modules/contact/contact-inbox.routes.ts';
import { mediaFileRoutes, mediaRoutes } from './modules/media/index.ts';
import { catalogueImportRoutes } from './modules/catalogue-import/index.ts';
import { seoRoutes } from './modules/seo/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    dbKind: DatabaseHandle['kind'];
    config: Config;
    mailer: Mailer;
    botCheck: BotCheck;
    /** Orders and checkout announce placed, moved and shipped orders here (the webhooks listen). */
    orderEvents: OrderEvents;
    /** The time as the app sees it; tests move it (NODE_ENV=test) instead of waiting. */
    clock: AdjustableClock;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  serveWeb?: boolean;
  logStream?: LogStream;
};

/** The whole application as a plugin tree; `server.ts` listens, tests call `inject()`. */
export async function buildApp({
  config,
  database,
  serveWeb = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    // One line per answer instead of Fastify's two per request (lib/log-redaction.ts).
    logController: new OneLinePerAnswer(),
    trustProxy: config.trustProxy,
    // Longer than any percent-encoded parameter the schemas allow, so they, not the router, refuse.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
    // Loading the web build and listing its static files can take over the default 10 s on a
    // busy machine (measured: the bench failed to start at a load average of 35).
    pluginTimeout: 60_000,
    // A shutdown finishes the requests it has: a page in flight still asks the API in-process
    // (plugins/web.ts), and a request already on an open connection is answered, with
    // `Connection: close`, rather than refused with a 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('mailer', new Mailer(database.db, config.smtpUrl, config.mailFrom));
  app.decorate('botCheck', new BotCheck(config.botCheckSecret));
  app.decorate('clock', new AdjustableClock());
  // The one line per answer is written once it is sent; a client that left before has none, so
  // one line says the request was aborted (lib/log-redaction.ts).
  if (config.logLevel !== 'silent')
    app.addHook('onRequestAbort', async (request) => {
      request.log.info({ req: request }, 'request aborted');
    });
  app.addHook('onReady', async () => app.mailer.start());
  app.addHook('onClose', async () => app.mailer.stop());

  // First: a kept answer is written from the first hook, before every other plugin (0028).
  await app.register(readCachePlugin, {
    resolveStorefront: (host) =>
      resolveStorefront(database.db, host, config.defaultStorefront, config.storeBaseDomain),
    nextPublishBoundary: (storefrontId) => nextPublishBoundary(database.db, storefrontId),
  });
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(loadSheddingPlugin);
  // Before every route, so its noindex header reaches every answer of a store kept unlisted.
  await app.register(seoRoutes);
  await app.register(storeEventsPlugin);
  await app.register(jobsPlugin, { enabled: config.jobs });
  app.decorate('orderEvents', webhookOrderEvents(webhookDepsOf(app)));
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Storefront API',
        version: '1.0.0',
        description: 'The API the storefront itself uses.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token from login' },
          storeCode: {
            type: 'apiKey',
            in: 'header',
            name: 'Code',
            description: 'Entry code of a private store (gift card, promo code or password)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Named schemas (the recursive menu and category tree) become components the paths refer to,
    // written for OpenAPI 3.0 like the paths (the default target is JSON Schema 2020-12).
    transformObject: createJsonSchemaTransformObject({
      zodToJsonConfig: { target: 'openapi-3.0' },
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      registerErrorHandler(api);
      await api.register(requestContextPlugin, {
        resolveStorefront: (request) => app.storeOf(request),
        findSession: (storefrontId, token) => findSignedIn(database.db, storefrontId, token),
      });
      await api.register(storeRolesPlugin);
      await api.register(rateLimitPlugin);
      // Before every route: a private store's API is closed unless the request may enter.
      await api.register(privateStoreGuard);
      // A write forgets its store's kept answers before its own answer leaves.
      readCacheApiHooks(api);
      await api.register(storefrontRoutes);
      await api.register(identityRoutes, {
        endSessionUrl: (store, user, origin) =>
          endSessionUrl(store, config.ssoIssuerUrl, user, origin),
      });
      await api.register(teamRoutes);
      await api.register(customersRoutes);
      await api.register(platformRoutes);
      await api.register(privateAccessRoutes);
      await api.register(ssoRoutes);
      await api.register(catalogRoutes);
      await api.register(productAdminListRoutes);
      await api.register(productEditorRoutes, { productOrdered });
      await api.register(catalogAdminRoutes);
      await api.register(mailRoutes);
      await api.register(giftCardsRoutes);
      await api.register(consoleGiftCardsRoutes);
      await api.register(consolePromoCodesRoutes);
      await api.register(ordersRoutes);
      await api.register(consoleOrdersRoutes, {
        refunder: paymentProviderOf(config, database.db),
        events: app.orderEvents,
      });
      await api.register(orderExportRoutes);
      await api.register(orderEditsRoutes, { refunder: paymentProviderOf(config, database.db) });
      await api.register(draftOrdersRoutes, { provider: paymentProviderOf(config, database.db) });
      await api.register(checkoutRoutes);
      await api.register(cartRoutes);
      await api.register(shellRoutes, {
        heldGiftCardBalance: async (store, grant) => {
          const held = await findGrant(database.db, store, grant);
          return held?.access === 'gift_card' ? held.balance : null;
        },
      });
      await api.register(botCheckRoutes);
      await api.register(contactRoutes);
      await api.register(contactInboxRoutes);
      await api.register(previewRoutes);
      await api.register(publishingRoutes);
      await api.register(auditRoutes);
      await api.register(analyticsRoutes);
      await api.register(insightsRoutes, {
        readOrders: orderInsights,
        rollUpOrders: rollUpOrderInsights,
        clock: app.clock,
      });
      await api.register(giftingRoutes, { spentOnLinks: spentOnGiftingLinks });
      await api.register(campaignRoutes, {
        clock: app.clock,
        spentOnLinks: spentOnGiftingLinks,
        chosenDemand: giftCartDemand,
        orderedDemand: giftOrderDemand,
      });
      await api.register(mediaRoutes, { pictureUsedBy: productUsingPicture });
      await api.register(catalogueImportRoutes);
      await api.register(webhooksRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaFileRoutes);
  if (serveWeb) await app.register(webPlugin);
  return app;
}

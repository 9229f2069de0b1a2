import {
  ApiError,
  COOKIES,
  StorefrontParams,
  StorefrontQuery,
  StorefrontResponse,
  StorefrontStatusBody,
  StorefrontStatusResponse,
  StoreSettingsBody,
  StoreSettingsResponse,
  WarehousesResponse,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf, OWNER_ERRORS } from '../../plugins/auth.ts';
import { KeptPages } from './kept-pages.ts';
import { saveStoreSettings, storeSettingsOf } from './store-settings.service.ts';
import { getStorefrontConfig, listWarehouses, setStorefrontStatus } from './storefronts.service.ts';

export const storefrontRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each store's live pages, kept under their version while this instance hears every change: a
  // change to the store's row alone leaves them (decision 0032, round 7).
  const keptPages = new KeptPages();
  app.get(
    '/storefronts/get-by-url',
    {
      // Anonymous and not in preview: the same for every visitor of a public store (0028). Made
      // of the store's row and pages alone, so kept across catalogue changes (0032, round 3).
      config: { readCache: 'store' },
      schema: {
        tags: ['storefront'],
        summary: 'The store configuration for the Host of the request',
        description:
          'With `preview=1`, or the `store_preview=1` cookie of a preview session, the ' +
          'preview_data the owner saved is applied over the live settings and pages.',
        querystring: StorefrontQuery,
        response: { 200: StorefrontResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const asked = request.query.preview ?? request.cookies[COOKIES.preview];
      const store = await request.storefront();
      const version = app.storeEvents.listening()
        ? app.readCache.pagesVersion(store.id)
        : undefined;
      const livePages = () => keptPages.read(app.db, store.id, version);
      return {
        data: await getStorefrontConfig(app.db, store, { preview: asked === '1', livePages }),
      };
    },
  );

  app.put(
    '/storefronts/:storefrontId/status',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Set the store status (owner): draft, demo, live or under_construction',
        description:
          'Draft and demo show a banner; under_construction sends every shopper page to ' +
          '/under-construction.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: StorefrontStatusBody,
        response: { 200: StorefrontStatusResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      await setStorefrontStatus(app.db, store, request.body.status, await auditActorOf(request));
      return { data: { status: request.body.status } };
    },
  );

  app.get(
    '/storefronts/:storefrontId/warehouses',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The warehouses the store ships from (owner), A to Z',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 200: WarehousesResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await listWarehouses(app.db, store.id) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/settings',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The store’s settings (owner): name, contacts, status, private access, listing',
        description:
          'The private-store password is never sent: `has_password` says whether one is set.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        response: { 200: StoreSettingsResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: storeSettingsOf(store) };
    },
  );

  app.put(
    '/storefronts/:storefrontId/settings',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Save the store’s settings (owner); live at once, not drafted',
        description:
          'Every field is sent. `password_action`: `keep` the private-store password, `set` it ' +
          'to `new_password` (hashed with scrypt), or `remove` it. A private store needs at ' +
          'least one way in. Open previews of the store reload.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        body: StoreSettingsBody,
        response: { 200: StoreSettingsResponse, 422: ApiError, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const { after } = await saveStoreSettings(app.db, store, request.body, actor);
      await app.storeEvents.publishPreview(store.id);
      return { data: after };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and the instance takes reads',
        description:
          'Waits at the read gate like any read, so a saturated instance answers 503 with ' +
          '`Retry-After` (not ready now). Liveness, never shed and without the database, is ' +
          '`GET /api/health/live`.',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await app.db.execute('select 1');
      return { status: 'ok' as const, database: app.dbKind };
    },
  );
};

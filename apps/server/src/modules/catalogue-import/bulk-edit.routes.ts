import {
  ApiError,
  BulkEditInput,
  BulkEditQuery,
  BulkEditRowsResponse,
  CatalogueImportResponse,
  StorefrontParams,
} from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf, OWNER_ERRORS } from '../../plugins/auth.ts';
import { mediaDepsOf } from '../media/index.ts';
import { listBulkEditRows, saveBulkEdit } from './bulk-edit.ts';
import { vacuumCatalogueSoon } from '../catalog/index.ts';

const OWNER = { security: [{ bearer: [] }], tags: ['catalogue import'] };

/** The console's spreadsheet of sizes: its rows, and saving its changed cells. */
export const bulkEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = mediaDepsOf(app);

  app.get(
    '/storefronts/:storefrontId/bulk-edit/rows',
    {
      schema: {
        ...OWNER,
        summary: 'The bulk editor’s rows: one per size, filtered and paged (owner)',
        description:
          '`search` matches product names and slugs; `category` is a category slug and includes ' +
          'the categories under it.',
        params: StorefrontParams,
        querystring: BulkEditQuery,
        response: { 200: BulkEditRowsResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await listBulkEditRows(app.db, store.id, request.query) };
    },
  );

  app.post(
    '/storefronts/:storefrontId/bulk-edits',
    {
      schema: {
        ...OWNER,
        summary: 'Save the bulk editor’s changed cells, as an import (owner)',
        description:
          'Checked and applied like a CSV import (same rules, one transaction), kept in the ' +
          'import history and undone by its rollback. 422 names each problem as ' +
          '`changes.<n>.<field>`.',
        params: StorefrontParams,
        body: BulkEditInput,
        response: { 200: CatalogueImportResponse, ...OWNER_ERRORS, 409: ApiError, 422: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const saved = await saveBulkEdit(media, store.id, request.body.changes, actor);
      await vacuumCatalogueSoon(app, store.id);
      return { data: saved };
    },
  );
};

import { AuditLogQuery, AuditLogResponse, StorefrontParams } from '@storefront/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OWNER_ERRORS, requireStoreOwner } from '../../plugins/auth.ts';
import { getAuditLog } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storefronts/:storefrontId/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary: 'The store’s audit log (owner): every owner change, newest first',
        description:
          'Append-only: who (and the operator acting through the console, if any), what, when, ' +
          'and the values before and after.',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: AuditLogQuery,
        response: { 200: AuditLogResponse, ...OWNER_ERRORS },
      },
    },
    async (request) => {
      const store = await requireStoreOwner(request, request.params.storefrontId);
      return { data: await getAuditLog(app.db, store.id, request.query) };
    },
  );
};

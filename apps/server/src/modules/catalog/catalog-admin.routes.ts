import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandAdminRoutes } from './brand-admin.routes.ts';
import { categoryAdminRoutes } from './category-admin.routes.ts';
import { stockRoutes } from './stock.routes.ts';

/** The console's catalogue structure: brands, categories and stock. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(brandAdminRoutes);
  await app.register(categoryAdminRoutes);
  await app.register(stockRoutes);
};

/** What search engines read of a store: the only file other modules import. */
export { seoRoutes } from './seo.routes.ts';

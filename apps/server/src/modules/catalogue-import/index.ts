/** The catalogue import's public face: the only file other modules import. */
export { catalogueImportRoutes } from './import.routes.ts';

/** Publishing's public face: the only file other modules import. */
export { lastPublishedAt } from './publishing.queries.ts';

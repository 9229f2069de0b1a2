/** The media module's public face: the only file other modules import. */
export { mediaFileRoutes } from './media-files.routes.ts';
export { mediaRoutes } from './media.routes.ts';
export { mediaDepsOf } from './media-avif.ts';
export { storeMediaHashes } from './media.queries.ts';
export { uploadMedia, type MediaDeps } from './media.service.ts';

import { MEDIA_PATH } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { findServedMedia } from './media.service.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An AVIF answered with WebP until the AVIF is made: the browser asks again later. */
const PROVISIONAL = 'public, max-age=300';
/** An SVG opened on its own is a document: nothing in it may run or load. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * Uploaded media at its content-addressed URL, from the database (so every instance serves
 * every upload). Outside /api, beside the static `/media/` folder of generated pictures.
 */
export async function mediaFileRoutes(app: FastifyInstance) {
  app.get(`${MEDIA_PATH}:file`, { schema: { hide: true } }, async (request, reply) => {
    const served = await findServedMedia(app.db, request.url.split('?')[0]!);
    if (!served) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ message: 'No such upload.', errors: {} });
    }
    reply
      .header('content-type', served.mime)
      .header('cache-control', served.final ? IMMUTABLE : PROVISIONAL)
      .header('etag', served.etag);
    if (served.mime === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
    if (request.headers['if-none-match'] === served.etag) return reply.status(304).send();
    return reply.send(served.bytes);
  });
}

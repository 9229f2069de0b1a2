import multipart from '@fastify/multipart';
import {
  ApiError,
  MEDIA_MESSAGES,
  MEDIA_UPLOAD,
  MediaListQuery,
  MediaListResponse,
  MediaParams,
  MediaResponse,
  StorefrontParams,
  formatFileSize,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, invalidData } from '../../lib/errors.ts';
import { readFilePart } from '../../lib/multipart-file.ts';
import { auditActorOf, OWNER_ERRORS } from '../../plugins/auth.ts';
import { MAKE_AVIF, MAKE_AVIF_CRON, makeMissingAvif, mediaDepsOf } from './media-avif.ts';
import { deleteMedia, listMedia, uploadMedia, type PictureUsedBy } from './media.service.ts';

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `Invalid file size, maximum upload size is ${formatFileSize(MEDIA_UPLOAD.maxBytes)}.`,
  );

/** The one file of the multipart body; other parts are ignored, a second file refused. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; filename: string }> {
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  let upload: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== MEDIA_UPLOAD.field || upload) {
        part.file.resume();
        continue;
      }
      upload = { bytes: await readFilePart(part, request, tooLarge), filename: part.filename };
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) throw tooLarge();
    if (error instanceof FilesLimitError) throw invalidData('Upload one image at a time.');
    throw error;
  }
  if (!upload?.bytes.length)
    throw invalidData(MEDIA_MESSAGES.missing, { file: [MEDIA_MESSAGES.missing] });
  return upload;
}

export type MediaRoutesOptions = { pictureUsedBy: PictureUsedBy };

export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (
  app,
  { pictureUsedBy },
) => {
  await app.register(multipart, {
    limits: { fileSize: MEDIA_UPLOAD.maxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  await app.jobs.work(MAKE_AVIF, async () => void (await makeMissingAvif(app.db)), {
    oneWaiting: true,
  });
  await app.jobs.schedule(MAKE_AVIF, MAKE_AVIF_CRON, {}, { runAtStart: true });
  const deps = mediaDepsOf(app);

  app.post(
    '/storefronts/:storefrontId/media',
    {
      schema: {
        tags: ['media'],
        summary: 'Upload an image to the store’s media (owner)',
        description: [
          `multipart/form-data with one file field \`${MEDIA_UPLOAD.field}\`: PNG, JPEG, WebP or`,
          `SVG by its bytes, at most ${formatFileSize(MEDIA_UPLOAD.maxBytes)} (413) and 50`,
          'megapixels. Rasters are decoded and encoded again (no metadata) and get WebP and AVIF',
          'variants at 160–1920 px; SVGs lose scripts, event handlers, foreignObject and every',
          'external reference (422 when nothing drawable is left). Kept once by the sha256 of',
          'its bytes, in the database, served at `/uploads/<sha256>-<width>w.<ext>`.',
        ].join(' '),
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        params: StorefrontParams,
        response: {
          201: MediaResponse,
          ...OWNER_ERRORS,
          406: ApiError,
          413: ApiError,
          422: ApiError,
        },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const upload = await readUpload(request);
      const item = await uploadMedia(deps, store.id, upload, await auditActorOf(request));
      return reply.status(201).send({ data: item });
    },
  );

  app.get(
    '/storefronts/:storefrontId/media',
    {
      schema: {
        tags: ['media'],
        summary: 'The store’s media, newest first (owner), paged',
        security: [{ bearer: [] }],
        params: StorefrontParams,
        querystring: MediaListQuery,
        response: { 200: MediaListResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const { page, rows } = request.query;
      return { data: await listMedia(app.db, store.id, page, rows) };
    },
  );

  app.delete(
    '/storefronts/:storefrontId/media/:mediaId',
    {
      schema: {
        tags: ['media'],
        summary: 'Delete an image from the store’s media (owner)',
        description:
          'Refused (409) while the store’s published or draft settings, menu or pages, or a ' +
          'product’s pictures or swatches, use it.',
        security: [{ bearer: [] }],
        params: MediaParams,
        response: { 200: MediaResponse, ...OWNER_ERRORS, 409: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const { mediaId } = request.params;
      return { data: await deleteMedia(app.db, store.id, mediaId, actor, pictureUsedBy) };
    },
  );
};

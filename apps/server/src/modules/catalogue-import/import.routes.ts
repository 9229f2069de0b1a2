import multipart from '@fastify/multipart';
import {
  ApiError,
  CATALOGUE_IMPORT_LIMITS,
  CatalogueImportListQuery,
  CatalogueImportListResponse,
  CatalogueImportParams,
  CatalogueImportResponse,
  IMPORT_MESSAGES,
  StorefrontParams,
  formatFileSize,
} from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidData } from '../../lib/errors.ts';
import { readFilePart } from '../../lib/multipart-file.ts';
import { auditActorOf, OWNER_ERRORS } from '../../plugins/auth.ts';
import { vacuumCatalogueSoon } from '../catalog/index.ts';
import { mediaDepsOf } from '../media/index.ts';
import { bulkEditRoutes } from './bulk-edit.routes.ts';
import { errorsCsv, exportCatalogueCsv } from './import-export.ts';
import {
  applyImport,
  checkImport,
  getImport,
  importProblems,
  listImports,
  rollbackImport,
  type Upload,
} from './import.service.ts';

const { csvField, zipField, csvMaxBytes, zipMaxBytes } = CATALOGUE_IMPORT_LIMITS;

const tooLarge = () =>
  new AppError(
    'payload_too_large',
    `The file is too large: a CSV may have ${formatFileSize(csvMaxBytes)}, a zip ${formatFileSize(zipMaxBytes)}.`,
  );

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The CSV (and the optional zip of pictures) of the multipart body. */
async function readImportUpload(request: FastifyRequest): Promise<Upload> {
  const { RequestFileTooLargeError } = request.server.multipartErrors;
  let csv: { bytes: Buffer; filename: string } | null = null;
  let zip: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === csvField && !csv)
        csv = { bytes: await readFilePart(part, request, tooLarge), filename: part.filename };
      else if (part.fieldname === zipField && !zip)
        zip = await readFilePart(part, request, tooLarge);
      else part.file.resume();
    }
  } catch (error) {
    if (error instanceof RequestFileTooLargeError) throw tooLarge();
    throw error;
  }
  if (!csv?.bytes.length)
    throw invalidData(IMPORT_MESSAGES.missingCsv, { file: [IMPORT_MESSAGES.missingCsv] });
  if (csv.bytes.length > csvMaxBytes) throw tooLarge();
  let text: string;
  try {
    text = utf8.decode(csv.bytes);
  } catch {
    throw invalidData('Save the CSV as UTF-8.', { file: ['Save the CSV as UTF-8.'] });
  }
  const fileName = csv.filename.trim().slice(0, 200) || 'import.csv';
  return { csv: text, fileName, zip: zip?.length ? zip : null, kind: 'csv' };
}

const OWNER = { security: [{ bearer: [] }], tags: ['catalogue import'] };

export const catalogueImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: zipMaxBytes, files: 2, fields: 5, fieldSize: 1000, parts: 7 },
  });
  await app.register(bulkEditRoutes);
  const media = mediaDepsOf(app);

  app.get(
    '/storefronts/:storefrontId/products/export.csv',
    {
      schema: {
        ...OWNER,
        summary: 'Every product, colour and size of the store as one CSV (owner)',
        description:
          'One row per size (decision 0020); streamed. Importing it unchanged changes nothing.',
        params: StorefrontParams,
        response: { 200: z.string().describe('text/csv'), ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${store.slug}-products.csv"`)
          // A stream is sent as it is, never serialised: the schema's string only documents it.
          .send(exportCatalogueCsv(app.db, store.id) as unknown as string)
      );
    },
  );

  app.post(
    '/storefronts/:storefrontId/imports',
    {
      schema: {
        ...OWNER,
        summary: 'Upload a catalogue CSV and dry-run it (owner)',
        description: [
          `multipart/form-data: the CSV in \`${csvField}\` (UTF-8, at most`,
          `${formatFileSize(csvMaxBytes)}), optionally a zip of pictures in \`${zipField}\``,
          `(at most ${formatFileSize(zipMaxBytes)}). Kept as an import that answers what applying`,
          'it would do (rows created, updated, unchanged) and every problem by line and column;',
          'nothing of the catalogue is written.',
        ].join(' '),
        consumes: ['multipart/form-data'],
        params: StorefrontParams,
        response: {
          201: CatalogueImportResponse,
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
      const upload = await readImportUpload(request);
      const data = await checkImport(app.db, store.id, upload, await auditActorOf(request));
      return reply.status(201).send({ data });
    },
  );

  app.get(
    '/storefronts/:storefrontId/imports',
    {
      schema: {
        ...OWNER,
        summary: 'The store’s imports and bulk edits, newest first (owner), paged',
        params: StorefrontParams,
        querystring: CatalogueImportListQuery,
        response: { 200: CatalogueImportListResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const { page, rows } = request.query;
      return { data: await listImports(app.db, store.id, page, rows) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/imports/:importId',
    {
      schema: {
        ...OWNER,
        summary: 'One import with its problems, and its progress while it is applied (owner)',
        params: CatalogueImportParams,
        response: { 200: CatalogueImportResponse, ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      return { data: await getImport(app.db, store.id, request.params.importId) };
    },
  );

  app.get(
    '/storefronts/:storefrontId/imports/:importId/errors.csv',
    {
      schema: {
        ...OWNER,
        summary: 'The rows of an import that have problems, each with its problems (owner)',
        params: CatalogueImportParams,
        response: { 200: z.string().describe('text/csv'), ...OWNER_ERRORS },
      },
      config: { storeRole: 'owner' },
    },
    async (request, reply) => {
      const store = await request.storefront();
      const { csv, problems, fileName } = await importProblems(
        app.db,
        store.id,
        request.params.importId,
      );
      const name = fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-errors.csv"`)
        .send(errorsCsv(csv, problems));
    },
  );

  app.post(
    '/storefronts/:storefrontId/imports/:importId/apply',
    {
      schema: {
        ...OWNER,
        summary: 'Apply a checked import: one transaction, all or nothing (owner)',
        description:
          'Upserts by product slug + colour + size; the zip’s pictures go through the media ' +
          'library. While it runs, GET …/imports/{id} shows its progress. 409 when it was applied ' +
          'already or is being applied; 422 when it has problems (also when the products changed ' +
          'since the dry run and it no longer fits).',
        params: CatalogueImportParams,
        response: {
          200: CatalogueImportResponse,
          ...OWNER_ERRORS,
          409: ApiError,
          413: ApiError,
          422: ApiError,
        },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const applied = await applyImport(media, store.id, request.params.importId, actor);
      await vacuumCatalogueSoon(app, store.id);
      return { data: applied };
    },
  );

  app.post(
    '/storefronts/:storefrontId/imports/:importId/rollback',
    {
      schema: {
        ...OWNER,
        summary: 'Put the products an import touched back as they were (owner)',
        description:
          'Restores each row it changed and removes what it created. 409 when a newer change (an ' +
          'import, a bulk edit, the product editor, an order) touched the same products since.',
        params: CatalogueImportParams,
        response: { 200: CatalogueImportResponse, ...OWNER_ERRORS, 409: ApiError },
      },
      config: { storeRole: 'owner' },
    },
    async (request) => {
      const store = await request.storefront();
      const actor = await auditActorOf(request);
      const rolledBack = await rollbackImport(app.db, store.id, request.params.importId, actor);
      await vacuumCatalogueSoon(app, store.id);
      return { data: rolledBack };
    },
  );
};

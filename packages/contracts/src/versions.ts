import { z } from 'zod';
import { pagedResponse, StorefrontParams } from './catalog.ts';
import { DraftRevision, PreviewData } from './preview.ts';
import { ID_MAX, requestText } from './request.ts';

/** Body of `POST /api/storefronts/{id}/publish`: the draft revision the owner saw, and a note. */
export const PublishBody = z.strictObject({
  revision: DraftRevision,
  note: requestText().trim().max(200).optional(),
});
export type PublishBody = z.infer<typeof PublishBody>;

/** One published version of a store's look, menu and pages (0 is what was live before the first publish). */
export const VersionSummary = z.object({
  number: z.number().int(),
  note: z.string().nullable(),
  /** The version this one brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
  published_at: z.string(),
  /** The e-mail of whoever published it; null for version 0 and deleted accounts. */
  published_by: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof VersionSummary>;

/** A version with what it made live: every look setting, the menu and the pages. */
export const Version = VersionSummary.extend({ snapshot: PreviewData });
export type Version = z.infer<typeof Version>;

export const VersionParams = StorefrontParams.extend({
  number: z.coerce.number().int().min(0).max(ID_MAX),
});

export const VersionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(ID_MAX).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(20),
});

export const VersionsResponse = pagedResponse(VersionSummary);
export const VersionResponse = z.object({ data: Version });
/** The answer to a publish or restore: the new live version and the fresh draft revision. */
export const PublishedResponse = z.object({
  data: z.object({ version: VersionSummary, revision: DraftRevision }),
});

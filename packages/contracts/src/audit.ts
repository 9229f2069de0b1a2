import { z } from 'zod';
import { pagedResponse } from './catalog.ts';

/** One owner change as the audit log shows it: who, what, when, and the values before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  subject: z.string().nullable(),
  actor_email: z.string(),
  /** The platform operator acting through the console, when it was one. */
  impersonated_by: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogResponse = pagedResponse(AuditEntry);
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;

import type { Database } from '../../db/client.ts';
import { contactSubmissions } from '../../db/schema/index.ts';

export type NewContactSubmission = typeof contactSubmissions.$inferInsert;

export async function insertContactSubmission(db: Database, row: NewContactSubmission) {
  const [inserted] = await db
    .insert(contactSubmissions)
    .values(row)
    .returning({ id: contactSubmissions.id });
  return inserted!;
}

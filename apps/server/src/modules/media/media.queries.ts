import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { mediaFiles, mediaVariants, storeMedia } from '../../db/schema/index.ts';

export type MediaFileRow = typeof mediaFiles.$inferSelect;
export type NewMediaFile = typeof mediaFiles.$inferInsert;
export type NewMediaVariant = typeof mediaVariants.$inferInsert;

/** A store's library entry with what its file says about itself (no bytes). */
const ITEM = {
  id: storeMedia.id,
  hash: storeMedia.hash,
  name: storeMedia.name,
  createdAt: storeMedia.createdAt,
  mime: mediaFiles.mime,
  width: mediaFiles.width,
  height: mediaFiles.height,
  size: sql<number>`octet_length(${mediaFiles.bytes})`.mapWith(Number),
};
export type StoreMediaItem = {
  id: number;
  hash: string;
  name: string;
  createdAt: Date;
  mime: string;
  width: number | null;
  height: number | null;
  size: number;
};

export async function mediaFileExists(db: Database, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: mediaFiles.hash })
    .from(mediaFiles)
    .where(eq(mediaFiles.hash, hash));
  return !!row;
}

/** Keeps a file and its variants; a file already kept (same bytes) stays as it is. */
export async function insertMediaFile(
  db: Database,
  file: NewMediaFile,
  variants: NewMediaVariant[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(mediaFiles).values(file).onConflictDoNothing();
    if (variants.length) await tx.insert(mediaVariants).values(variants).onConflictDoNothing();
  });
}

export async function insertMediaVariants(db: Database, variants: NewMediaVariant[]) {
  if (variants.length) await db.insert(mediaVariants).values(variants).onConflictDoNothing();
}

/** Adds the file to the store's library (once: a second upload of it keeps the first entry). */
export async function addStoreMedia(
  db: Database,
  storefrontId: number,
  hash: string,
  name: string,
): Promise<StoreMediaItem> {
  await db.insert(storeMedia).values({ storefrontId, hash, name }).onConflictDoNothing();
  const [item] = await selectItems(db).where(
    and(eq(storeMedia.storefrontId, storefrontId), eq(storeMedia.hash, hash)),
  );
  return item!;
}

const selectItems = (db: Database) =>
  db.select(ITEM).from(storeMedia).innerJoin(mediaFiles, eq(mediaFiles.hash, storeMedia.hash));

/** One page of the store's library, newest first. */
export async function listStoreMedia(
  db: Database,
  storefrontId: number,
  page: number,
  rows: number,
): Promise<{ items: StoreMediaItem[]; total: number }> {
  const [items, [totals]] = await Promise.all([
    selectItems(db)
      .where(eq(storeMedia.storefrontId, storefrontId))
      .orderBy(desc(storeMedia.createdAt), desc(storeMedia.id))
      .limit(rows)
      .offset((page - 1) * rows),
    db.select({ total: count() }).from(storeMedia).where(eq(storeMedia.storefrontId, storefrontId)),
  ]);
  return { items, total: totals?.total ?? 0 };
}

export async function findStoreMedia(db: Database, storefrontId: number, id: number) {
  const [item] = await selectItems(db).where(
    and(eq(storeMedia.storefrontId, storefrontId), eq(storeMedia.id, id)),
  );
  return item;
}

/** Removes the library entry, and the file with its variants when no store has it any more. */
export async function deleteStoreMedia(tx: Transaction, id: number, hash: string): Promise<void> {
  await tx.delete(storeMedia).where(eq(storeMedia.id, id));
  const [other] = await tx
    .select({ id: storeMedia.id })
    .from(storeMedia)
    .where(and(eq(storeMedia.hash, hash), ne(storeMedia.id, id)))
    .limit(1);
  if (!other) await tx.delete(mediaFiles).where(eq(mediaFiles.hash, hash));
}

/** The bytes of the file itself. */
export async function findMediaFile(db: Database, hash: string) {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.hash, hash));
  return row;
}

export async function findMediaVariant(db: Database, hash: string, format: string, width: number) {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.hash, hash),
        eq(mediaVariants.format, format),
        eq(mediaVariants.width, width),
      ),
    );
  return row;
}

/** Raster files that have no AVIF variant yet (oldest first), for the job that makes them. */
export async function findFilesWithoutAvif(db: Database, limit: number) {
  return db
    .select({ hash: mediaFiles.hash })
    .from(mediaFiles)
    .leftJoin(
      mediaVariants,
      and(eq(mediaVariants.hash, mediaFiles.hash), eq(mediaVariants.format, 'avif')),
    )
    .where(and(ne(mediaFiles.mime, 'image/svg+xml'), isNull(mediaVariants.hash)))
    .orderBy(mediaFiles.createdAt)
    .limit(limit);
}

/** Which of `hashes` are in the store's media library. */
export async function storeMediaHashes(
  db: Database,
  storefrontId: number,
  hashes: string[],
): Promise<Set<string>> {
  if (!hashes.length) return new Set();
  const rows = await db
    .select({ hash: storeMedia.hash })
    .from(storeMedia)
    .where(and(eq(storeMedia.storefrontId, storefrontId), inArray(storeMedia.hash, hashes)));
  return new Set(rows.map((row) => row.hash));
}

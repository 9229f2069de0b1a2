import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { catalogueImports } from '../../db/schema/index.ts';

type Db = Database | Transaction;
export type ImportRecord = typeof catalogueImports.$inferSelect;

export async function insertImport(db: Db, values: typeof catalogueImports.$inferInsert) {
  const [record] = await db.insert(catalogueImports).values(values).returning();
  return record!;
}

export async function findImport(db: Db, storefrontId: number, importId: number) {
  const [record] = await db
    .select()
    .from(catalogueImports)
    .where(and(eq(catalogueImports.storefrontId, storefrontId), eq(catalogueImports.id, importId)));
  return record;
}

/** The import's row, held until the transaction ends: one apply or rollback at a time. */
export async function lockImport(tx: Transaction, importId: number) {
  const [record] = await tx
    .select()
    .from(catalogueImports)
    .where(eq(catalogueImports.id, importId))
    .for('update');
  return record!;
}

export async function updateImport(
  db: Db,
  importId: number,
  values: Partial<typeof catalogueImports.$inferInsert>,
) {
  const [record] = await db
    .update(catalogueImports)
    .set(values)
    .where(eq(catalogueImports.id, importId))
    .returning();
  return record!;
}

/** The store's imports, newest first, without their files and images. */
export async function listStoreImports(db: Db, storefrontId: number, page: number, rows: number) {
  const where = eq(catalogueImports.storefrontId, storefrontId);
  const [{ total }] = (await db.select({ total: count() }).from(catalogueImports).where(where)) as [
    { total: number },
  ];
  const {
    csv: _csv,
    zip: _zip,
    beforeImage: _b,
    afterImage: _a,
    ...columns
  } = getTableColumns(catalogueImports);
  const items = await db
    .select(columns)
    .from(catalogueImports)
    .where(where)
    .orderBy(desc(catalogueImports.id))
    .limit(rows)
    .offset((page - 1) * rows);
  return { items, total };
}

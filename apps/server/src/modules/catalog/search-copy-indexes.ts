import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The search copy's order indexes (decision 0036): a list page's ids are a range read of one of
 * them. When links are written after their products (an import, a bulk action), each copy row
 * is written twice; a vacuum frees the dead entries' space but a btree never packs its pages
 * again, so the indexes stay sparser than a rebuild makes them (decision 0037, round 3).
 */
export const SEARCH_COPY_ORDER_INDEXES = [
  'product_search_rows_id',
  'product_search_rows_price',
  'product_search_rows_created',
  'product_search_rows_name',
] as const;

/** Rebuilt when its pages exceed what its entries would fill packed by more than this. */
export const SPARSE_ABOVE = 1.5;
/** Smaller ones are left alone: their estimate is a few pages either way. */
export const REBUILT_FROM_PAGES = 32;
/** Session advisory lock: one rebuild at a time, whichever instance's job runs it. */
const REBUILD_LOCK = 1_511_038;

const PAGE = 8192;
/** A btree page's header and special space, its leaves' fill factor (PostgreSQL's default). */
const PAGE_SPACE = (PAGE - 24 - 16) * 0.9;

export type IndexSize = { name: string; pages: number; packedPages: number };

/**
 * The pages a freshly built btree needs for `entries` entries of `width` bytes of data on
 * average: a tuple header and its line pointer each, the data aligned to 8 bytes, leaves filled
 * to 90 %, about one inner page a hundred leaves and the meta page.
 */
export function packedPagesOf(entries: number, width: number): number {
  const entry = Math.ceil((8 + width) / 8) * 8 + 4;
  const leaves = Math.ceil(entries / Math.floor(PAGE_SPACE / entry));
  return leaves + Math.ceil(leaves / 100) + 1;
}

export const isSparse = (index: IndexSize) =>
  index.pages >= REBUILT_FROM_PAGES && index.pages > index.packedPages * SPARSE_ABOVE;

/**
 * Each order index's pages and its packed estimate, from the statistics the catalogue vacuum
 * just wrote: `pg_class` (pages, entries) and `pg_stats` (each key column's average width and
 * share of nulls). pgstattuple would measure it exactly, but it is an extension neither PGlite
 * nor every PostgreSQL has. An index never vacuumed nor analysed (no entry count) is left out.
 */
export async function searchCopyIndexSizes(db: Database): Promise<IndexSize[]> {
  const rows = await rowsOf<{ name: string; pages: number; entries: number; width: number }>(
    db,
    sql`
    SELECT c.relname AS name, c.relpages::int AS pages, c.reltuples::float8 AS entries,
      sum(coalesce(s.avg_width, 8) * (1 - coalesce(s.null_frac, 0)))::float8 AS width
    FROM pg_class c
    JOIN pg_index i ON i.indexrelid = c.oid
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
    LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'product_search_rows'
      AND s.attname = a.attname
    WHERE c.relname = ANY(${sql.param([...SEARCH_COPY_ORDER_INDEXES])}::text[])
      AND c.relnamespace = current_schema()::regnamespace AND c.reltuples >= 0
    GROUP BY c.relname, c.relpages, c.reltuples
    ORDER BY c.relname`,
  );
  return rows.map((row) => ({
    name: row.name,
    pages: Number(row.pages),
    packedPages: packedPagesOf(Number(row.entries), Number(row.width)),
  }));
}

/**
 * Rebuilds the order indexes that are sparse; answers their names. On PostgreSQL `REINDEX …
 * CONCURRENTLY` (lists read and the copy written meanwhile; it cannot run in a transaction) on a
 * connection of its own, which holds a session advisory lock so two instances' jobs never
 * rebuild at once (the second skips); first an index an interrupted rebuild left invalid
 * (`…_ccnew`) is dropped. On PGlite, one connection that answers nothing meanwhile, a plain
 * `REINDEX`.
 */
export async function rebuildSparseSearchCopyIndexes(
  db: Database,
  kind: 'pglite' | 'postgres',
): Promise<string[]> {
  if (kind === 'pglite') {
    const sparse = await sparseIndexNames(db);
    for (const name of sparse) await db.execute(sql.raw(`REINDEX INDEX ${name}`));
    return sparse;
  }
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    const [lock] = (await client.query('SELECT pg_try_advisory_lock($1) AS got', [REBUILD_LOCK]))
      .rows as { got: boolean }[];
    if (!lock?.got) return [];
    try {
      await dropInterruptedRebuilds(client);
      const sparse = await sparseIndexNames(db);
      for (const name of sparse) await client.query(`REINDEX INDEX CONCURRENTLY ${name}`);
      return sparse;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [REBUILD_LOCK]);
    }
  } finally {
    client.release();
  }
}

async function sparseIndexNames(db: Database): Promise<string[]> {
  return (await searchCopyIndexSizes(db)).filter(isSparse).map((index) => index.name);
}

/** The invalid copies an interrupted `REINDEX … CONCURRENTLY` of the copy's indexes left. */
async function dropInterruptedRebuilds(client: pg.PoolClient) {
  const { rows } = await client.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'product_search_rows'::regclass AND NOT i.indisvalid
      AND c.relname LIKE '%\\_ccnew%'`);
  for (const { name } of rows) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS "${name}"`);
}

/**
 * `node --import tsx bench/list-counts.ts`: a list's exact count on PGlite (decision 0037), each
 * way alternated in the same process — counted from the search copy or from `products` as
 * `listableCount` did (their count indexes are dropped since, so those columns now read other
 * indexes), against summed from the groups kept in `product_list_counts` — for the bench store
 * (10,000 products) and a small one (30), unfiltered and with the bench's filter (apparel tree + 3
 * brands). CPU ms of one statement (PGlite's `query`: parsed and planned each time), the median of
 * five blocks. Uses the seeded snapshot of `bench/pglite-statements.ts` (MICRO_SNAPSHOT; run that
 * once first), migrated on open; the kept table is measured as the migration left it, then after
 * `VACUUM (ANALYZE)` (what the catalogue vacuum job does after compacting). MICRO_ROUNDS (default
 * 300).
 */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { cpuMs, MICRO_SNAPSHOT, printTable } from './micro.ts';

const window = (t: string) =>
  `(${t}.start_publish_date is null or ${t}.start_publish_date <= now()) and (${t}.end_publish_date is null or ${t}.end_publish_date > now())`;
const fixed = `p.storefront_id = $1 and p.status = 'published' and not p.disabled and not p.discontinued`;

const STATEMENTS = {
  'listableCount (products)': `select ((select count(*) from products p where ${fixed}
      and p.start_publish_date is null and p.end_publish_date is null)
    + (select count(*) from products p where ${fixed}
      and (p.start_publish_date is not null or p.end_publish_date is not null)
      and ${window('p')}))::int as n`,
  'copy count, unfiltered': `select count(*)::int as n from product_search_rows r
    where r.storefront_id = $1 and ${window('r')}`,
  'kept sum, unfiltered': `select coalesce(sum(k.products), 0)::int as n from product_list_counts k
    where k.storefront_id = $1 and ${window('k')}`,
  'copy count, filtered': `select count(*)::int as n from product_search_rows r
    where r.storefront_id = $1 and ${window('r')} and r.brand = any($2::text[])
      and r.category_ids && $3::int[]`,
  'kept sum, filtered': `select coalesce(sum(k.products), 0)::int as n from product_list_counts k
    where k.storefront_id = $1 and ${window('k')} and k.brand = any($2::text[])
      and k.category_ids && $3::int[]`,
};

async function main() {
  const snapshot = await fs.readFile(MICRO_SNAPSHOT);
  const database = await openDatabase({ dataDir: null, snapshot: new Blob([snapshot]) });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const query = <T>(text: string, params: unknown[] = []) =>
    PGlite.prototype.query.call(client, text, params) as Promise<{ rows: T[] }>;
  try {
    const rows: Record<string, string | number>[] = [];
    for (const vacuumed of [false, true]) {
      if (vacuumed) await query('VACUUM (ANALYZE) product_list_counts');
      for (const slug of ['bench', 'small']) {
        const [store] = (
          await query<{ id: number }>('select id from storefronts where slug = $1', [slug])
        ).rows;
        const tree = (
          await query<{ id: number }>(
            `with recursive t as (select id from product_categories where storefront_id = $1 and slug = 'apparel'
             union select c.id from product_categories c join t on c.parent_id = t.id) select id from t`,
            [store!.id],
          )
        ).rows.map((row) => row.id);
        const brands = ['Gildan', 'Nike', 'Carhartt'];
        const kept = (
          await query<{ n: number }>(
            'select count(*)::int as n from product_list_counts where storefront_id = $1',
            [store!.id],
          )
        ).rows[0]!.n;
        const answers = new Map<string, number>();
        const cpu = new Map<string, number[]>();
        for (let pass = 0; pass < 2; pass++)
          for (const [label, text] of Object.entries(STATEMENTS)) {
            const params = text.includes('$3') ? [store!.id, brands, tree] : [store!.id];
            const run = () => query<{ n: number }>(text, params);
            answers.set(label, (await run()).rows[0]!.n);
            for (let i = 0; i < 20; i++) await run();
            cpu.set(label, [...(cpu.get(label) ?? []), await cpuMs(run)]);
          }
        for (const [label, figures] of cpu)
          rows.push({
            store: slug,
            'kept rows': kept,
            vacuumed: String(vacuumed),
            statement: label,
            answer: answers.get(label)!,
            'CPU ms (two passes)': figures.map((f) => f.toFixed(3)).join(' / '),
          });
      }
    }
    printTable(rows);
  } finally {
    await database.close();
  }
}

await main();

import { stringify } from 'csv-stringify/sync';
import type { DatabaseHandle } from '../apps/server/src/db/client.ts';
import {
  createCategories,
  createStore,
} from '../apps/server/src/modules/catalog/catalog.fixtures.ts';
import {
  applyImport,
  checkImport,
} from '../apps/server/src/modules/catalogue-import/import.service.ts';
import { BENCH_CATEGORIES } from './bench-catalog.ts';

export const IMPORT_ROWS = 5_000;
const SIZES = ['XS', 'S', 'M', 'L', 'XL'];
const COLOURS = [
  ['Navy', '#1f2a44'],
  ['Heather Grey', '#9ea3a8'],
];

/** 500 products × 2 colours × 5 sizes: the catalogue CSV of 5,000 rows an owner would upload. */
function importCsv(priceOffset: number): string {
  const rows: string[][] = [];
  for (let p = 0; rows.length < IMPORT_ROWS; p++) {
    for (const [colour, hex] of COLOURS) {
      SIZES.forEach((size, s) => {
        const first = !rows.length || rows.at(-1)![0] !== `import-tee-${p}`;
        rows.push([
          `import-tee-${p}`,
          first ? `Import Cotton Tee ${p}` : '',
          first ? 'Gildan' : '',
          first ? 'published' : '',
          first ? 'apparel/t-shirts' : '',
          colour!,
          s ? '' : hex!,
          size,
          ((1800 + p + s * 100 + priceOffset) / 100).toFixed(2),
          String(20 + s),
        ]);
      });
    }
  }
  const header = [
    'slug',
    'name',
    'brand',
    'status',
    'categories',
    'colour',
    'primary_hex',
    'size',
    'price',
    'stock',
  ];
  return stringify([header, ...rows]);
}

const seconds = (start: number) => (performance.now() - start) / 1000;

/**
 * Times the catalogue import of 5,000 rows into a store of its own, through the service the API
 * calls: the dry run, the apply that creates every row, and an apply that changes every price.
 */
export async function benchCatalogueImport(database: DatabaseHandle) {
  const { db } = database;
  const store = await createStore(db, 'bench-import', { name: 'Bench import' });
  await createCategories(db, store.id, BENCH_CATEGORIES);
  const actor = { userId: null, email: 'bench@example.test', impersonatedBy: null };
  const media = { db, queueAvif: async () => {} };
  const figures: Record<string, string | number>[] = [];
  for (const [name, offset] of [
    ['create 5,000 rows', 0],
    ['update 5,000 rows', 1],
  ] as const) {
    const upload = {
      csv: importCsv(offset),
      fileName: 'bench.csv',
      zip: null,
      kind: 'csv' as const,
    };
    const dryStart = performance.now();
    const checked = await checkImport(db, store.id, upload, actor);
    const dry = seconds(dryStart);
    if (checked.problems.length) throw new Error(JSON.stringify(checked.problems.slice(0, 3)));
    const applyStart = performance.now();
    const applied = await applyImport(media, store.id, checked.id, actor);
    const apply = seconds(applyStart);
    figures.push({
      import: name,
      'dry run (s)': Number(dry.toFixed(1)),
      'apply (s)': Number(apply.toFixed(1)),
      'rows/s (apply)': Math.round(IMPORT_ROWS / apply),
      'created / updated': `${applied.created} / ${applied.updated}`,
    });
  }
  return figures;
}

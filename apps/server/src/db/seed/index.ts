/** Seeds the demo stores of docs/demo-stores.md into an empty database, with their pictures. */
import { MEDIA_VARIANT_FORMATS, mediaWidths } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { storefronts } from '../schema/index.ts';
import { ACME } from './acme.ts';
import { planCatalog } from './build-catalog.ts';
import { insertWelcomeKit } from './gifting.ts';
import { GLOBEX } from './globex.ts';
import { insertProducts } from './insert-products.ts';
import { insertStores, type SeededStore } from './insert-stores.ts';
import { INITECH } from './initech.ts';
import { faviconSvg, logoSvg } from './pictures/marks.ts';
import { SCENE_SIZES, type SceneName } from './pictures/scenes.ts';
import type { StoreTheme } from './pictures/types.ts';
import { writeMedia, type MediaFile } from './pictures/write-media.ts';
import { createRandom } from './random.ts';
import { DEMO_ACCOUNTS, insertShoppers } from './shoppers.ts';
import type { StoreDef } from './store-def.ts';

export { printableGiftingLinks } from './gifting.ts';

const STORES = [ACME, GLOBEX, INITECH];
const RANDOM_SEED = 20_260_101;
/** Serialises seeding when several instances start on one empty PostgreSQL. */
const SEED_LOCK = 7_310_001;

const countStores = (db: Pick<Database, 'select'>) =>
  db.select({ count: sql<number>`count(*)::int` }).from(storefronts);

/**
 * Seeds only into an empty database, so a restart does nothing. `dataDir: null` (tests) stores
 * the picture paths without rendering the files.
 */
export async function seedDemoStores(
  db: Database,
  opts: { dataDir: string | null },
): Promise<void> {
  const [existing] = await countStores(db);
  if (existing!.count > 0) return;

  // scrypt and sharp run on the thread pool while the inserts run here.
  const accountHashes = Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const storeHashes = Promise.all(
    STORES.map((s) => (s.access ? hashPassword(s.access.password) : null)),
  );
  const rand = createRandom(RANDOM_SEED);
  const now = new Date();
  const planned = STORES.map((def) => ({ def, ...planCatalog(def, rand, now) }));
  const media = opts.dataDir
    ? writeMedia(opts.dataDir, [
        ...STORES.flatMap(storeArtwork),
        ...planned.flatMap((p) => p.media),
      ])
    : Promise.resolve();
  media.catch(() => {}); // awaited in the transaction; this only stops an early failure going unhandled

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = await countStores(tx);
    if (again!.count > 0) return;
    const passwords = await storeHashes;
    const stores: SeededStore[] = planned.map(({ def, products }, i) => ({
      def,
      plans: products,
      privatePasswordHash: passwords[i]!,
    }));
    const catalog = await insertProducts(tx, stores, await insertStores(tx, stores));
    await insertShoppers(tx, catalog, await accountHashes, rand, now);
    await insertWelcomeKit(tx, catalog, now);
    // A picture that failed to render rolls the seed back, so the next start tries again.
    await media;
  });
}

function storeArtwork(def: StoreDef): MediaFile[] {
  const dir = `stores/${def.slug}`;
  return [
    { path: `${dir}/logo.svg`, svg: logoSvg(def.theme, def.name) },
    { path: `${dir}/favicon.svg`, svg: faviconSvg(def.theme) },
    ...def.scenes.flatMap((scene) => sceneFiles(dir, scene, def.theme)),
  ];
}

/** Scenes shown as a plain picture (the kit page's banner), kept as `<scene>.webp` too. */
const PLAIN_SCENES: ReadonlySet<SceneName> = new Set(['banner-kit']);

/**
 * A scene at each responsive width in each variant format, named as uploads' variants are
 * (`<scene>-<width>w.<format>`), which pages offer in a srcset.
 */
function sceneFiles(dir: string, scene: SceneName, theme: StoreTheme): MediaFile[] {
  const widths = mediaWidths(SCENE_SIZES[scene][0]);
  return [
    ...(PLAIN_SCENES.has(scene) ? [{ path: `${dir}/${scene}.webp`, scene, theme }] : []),
    ...MEDIA_VARIANT_FORMATS.flatMap((format) =>
      widths.map((width) => ({
        path: `${dir}/${scene}-${width}w.${format}`,
        scene,
        theme,
        variant: { width, format },
      })),
    ),
  ];
}

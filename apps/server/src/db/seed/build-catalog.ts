/** Turns a store's product definitions into rows and the pictures they point at (no database here). */
import type { productVariants, productVariantSizes, products } from '../schema/index.ts';
import { DECORATION_METHODS, GIFT_CARD_AMOUNTS, kindOf } from './kinds.ts';
import { colourOf, colourSlug } from './palette.ts';
import type { MediaFile } from './pictures/write-media.ts';
import type { Random } from './random.ts';
import type { CatalogDef, CategoryDef, ProductDef } from './store-def.ts';
import { daysFrom } from './days.ts';

type Owned<T> = Omit<T, 'id' | 'storefrontId' | 'productId' | 'variantId' | 'warehouseId'>;

export type VariantPlan = {
  row: Owned<typeof productVariants.$inferInsert>;
  sizes: Owned<typeof productVariantSizes.$inferInsert>[];
};

export type ProductPlan = {
  slug: string;
  row: Owned<typeof products.$inferInsert>;
  warehouse: number | null;
  /** The product's category and all its ancestors. */
  categories: string[];
  variants: VariantPlan[];
  guides: { specificationType: string; sizes: { size: string; value: string }[] }[];
  inputFields: { label: string; isRequired: boolean }[];
};

const GIFT_CARD_STOCK = 100_000;

/** slug → the slugs from itself up to the root. */
function lineage(categories: CategoryDef[], up: string[] = [], into = new Map<string, string[]>()) {
  for (const c of categories) {
    into.set(c.slug, [c.slug, ...up]);
    lineage(c.children ?? [], [c.slug, ...up], into);
  }
  return into;
}

/** Half the catalogue gets an HTML description, the other half a JSON list of bullets (§3). */
function description(def: ProductDef, bullets: string[], html: boolean): string {
  if (!html) return JSON.stringify(bullets);
  return `<p>${def.blurb}</p><ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul>`;
}

function stockOf(rand: Random): number {
  return rand.next() < 0.07 ? 0 : rand.int(4, 240);
}

/** A fixed shuffle, so "newest" mixes kinds instead of following the order of the file. */
function creationRanks(count: number, rand: Random): number[] {
  const ranks = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = rand.int(0, i);
    [ranks[i], ranks[j]] = [ranks[j]!, ranks[i]!];
  }
  return ranks;
}

export function planCatalog(
  store: CatalogDef,
  rand: Random,
  now: Date,
): { products: ProductPlan[]; media: MediaFile[] } {
  const ancestors = lineage(store.categories);
  const ranks = creationRanks(store.products.length, rand);
  const media: MediaFile[] = [];

  const plans = store.products.map((def, index): ProductPlan => {
    const kind = kindOf(def.item);
    const isGiftCard = def.item.kind === 'gift-card';
    const dir = `products/${store.slug}/${def.slug}`;
    const colours = isGiftCard
      ? [{ name: 'Digital', primary: store.theme.primary, secondary: null }]
      : def.colours.map((name) => ({ name, ...colourOf(name) }));

    const variants = colours.map(({ name, primary, secondary }): VariantPlan => {
      const picture = { item: def.item, colour: primary, trim: secondary, theme: store.theme };
      const views = kind.rearView ? (['front', 'rear'] as const) : (['front'] as const);
      const images = views.map((view) => {
        const file = `${dir}/${colourSlug(name)}-${view}.webp`;
        media.push({ path: file, picture: { ...picture, view } });
        return { type: `${view}Image`, full_path: `/media/${file}` };
      });
      const sizes = kind.sizes.map((size, i) => {
        const soldOut = def.soldOut?.some((s) => s.colour === name && s.size === size);
        const amount = GIFT_CARD_AMOUNTS.find(([label]) => label === size)?.[1];
        return {
          size,
          price: amount ?? def.price + (kind.surcharge[size] ?? 0),
          quantity: isGiftCard ? GIFT_CARD_STOCK : soldOut ? 0 : stockOf(rand),
          weightGrams: isGiftCard ? 0 : kind.weightGrams + i * 15,
        };
      });
      return {
        row: {
          color: name,
          primaryHexColor: primary,
          secondaryHexColor: secondary,
          swatchUrl: null,
          thumbnailPath: images[0]!.full_path,
          images,
        },
        sizes,
      };
    });

    const first = colours[0]!;
    const additionalPhotos: string[] = [];
    if (def.detailPhoto) {
      const file = `${dir}/detail.webp`;
      media.push({
        path: file,
        picture: {
          item: def.item,
          colour: first.primary,
          trim: first.secondary,
          theme: store.theme,
          view: 'detail',
        },
      });
      additionalPhotos.push(`/media/${file}`);
    }
    const finalPrice = Math.min(...variants.flatMap((v) => v.sizes.map((s) => s.price)));
    const reviewed = rand.next() > 0.15;
    const bullets = [...def.details, ...kind.care];

    return {
      slug: def.slug,
      warehouse: isGiftCard ? null : store.warehouseOf(def),
      categories: ancestors.get(def.category) ?? [def.category],
      variants,
      guides: kind.guides.map((g) => ({ specificationType: g.specification_type, sizes: g.sizes })),
      inputFields: (def.inputFields ?? []).map((f) => ({ label: f.label, isRequired: f.required })),
      row: {
        name: def.name,
        slug: def.slug,
        brand: def.brand,
        lineName: def.lineName ?? null,
        finalPrice,
        totalCost: Math.round(finalPrice * 0.52),
        margin: finalPrice - Math.round(finalPrice * 0.52),
        status: def.status ?? 'published',
        description: description(def, bullets, index % 2 === 0),
        shortDescription: def.blurb,
        copyUnderneathDescription: def.underneath ?? '',
        isCustom: def.isCustom ?? false,
        isGiftCard,
        disabled: def.disabled ?? false,
        libraryApproved: def.libraryApproved ?? true,
        needAttention: def.needAttention ?? 0,
        startPublishDate: def.endedDaysAgo ? daysFrom(now, -120) : null,
        endPublishDate: def.endedDaysAgo ? daysFrom(now, -def.endedDaysAgo) : null,
        reviewsRateAverage: reviewed ? rand.int(36, 50) / 10 : 0,
        reviewsCount: reviewed ? rand.int(2, 240) : 0,
        decorationMethods: kind.decoration.map((name) => ({ id: DECORATION_METHODS[name], name })),
        thumbnailPath: variants[0]!.row.thumbnailPath,
        additionalPhotos,
        // A product every 26 hours, so the newest-first order is the same on every run.
        createdAt: daysFrom(now, (-(ranks[index]! + 1) * 26) / 24),
      },
    };
  });
  return { products: plans, media };
}

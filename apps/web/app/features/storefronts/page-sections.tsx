import type { ProductSummary, Section } from '@storefront/contracts';
import type { PicturePriority } from '../../components/media-image.tsx';
import { cn } from '../../lib/cn.ts';
import { BannerImageSection } from './banner-image-section.tsx';
import { ProductsListSection } from './products-list-section.tsx';
import { RedirectTilesSection } from './redirect-tiles-section.tsx';
import { TextAreaSection } from './text-area-section.tsx';
import { TextWithImageSection } from './text-with-image-section.tsx';
import { TitleSection } from './title-section.tsx';

/** What product sections show: products by section id, and whether the store hides prices. */
export type SectionProducts = { products: Record<string, ProductSummary[]>; hidePrices: boolean };

/** Sections that show pictures. */
const PICTURED: ReadonlySet<Section['component']> = new Set([
  'BANNER_IMAGE',
  'TEXT_WITH_IMAGE',
  'REDIRECT_TILES',
  'PRODUCTS_LIST',
]);
/**
 * The pictured sections a first screen usually shows: a banner and the next one, which on a
 * phone, under a short banner, is often the largest picture of the screen.
 */
const FIRST_SCREEN_PICTURED = 2;

/**
 * How soon each section's pictures load: the first two pictured sections' first of all (a
 * banner must arrive before the page paints, or everything under it moves; on a phone the next
 * picture is the larger, the page's largest paint, which Lighthouse measured), the rest when
 * scrolled near.
 */
function picturePriorities(sections: Section[]): PicturePriority[] {
  let pictured = 0;
  return sections.map((section) => {
    if (!PICTURED.has(section.component)) return 'lazy';
    pictured += 1;
    return pictured > FIRST_SCREEN_PICTURED ? 'lazy' : 'high';
  });
}

/** A configured page's sections (parsed by the loader), top to bottom. */
export function PageSections({ sections, ...products }: { sections: Section[] } & SectionProducts) {
  const priorities = picturePriorities(sections);
  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      {sections.map((section, index) => {
        // A full-width banner on top sits flush under the navbar (it cancels main's top padding).
        const flush = section.component === 'BANNER_IMAGE' && section.content.fullWidth;
        return (
          <section
            key={section.id}
            data-section={section.component}
            className={cn(flush && 'first:-mt-8')}
          >
            <SectionBody section={section} priority={priorities[index]!} {...products} />
          </section>
        );
      })}
    </div>
  );
}

function SectionBody({
  section,
  priority,
  products,
  hidePrices,
}: { section: Section; priority: PicturePriority } & SectionProducts) {
  switch (section.component) {
    case 'TEXT_AREA':
      return <TextAreaSection content={section.content} />;
    case 'TEXT_WITH_IMAGE':
      return <TextWithImageSection content={section.content} priority={priority} />;
    case 'BANNER_IMAGE':
      return <BannerImageSection content={section.content} priority={priority} />;
    case 'TITLE':
      return <TitleSection content={section.content} />;
    case 'REDIRECT_TILES':
      return <RedirectTilesSection content={section.content} priority={priority} />;
    case 'PRODUCTS_LIST':
      return (
        <ProductsListSection
          content={section.content}
          products={products[section.id] ?? []}
          hidePrices={hidePrices}
          priority={priority}
        />
      );
  }
}

import {
  parseSection,
  type PageSection,
  type ProductSummary,
  type Section,
} from '@storefront/contracts';
import { cn } from '../../lib/cn.ts';
import { BannerImageSection } from './banner-image-section.tsx';
import { ProductsListSection } from './products-list-section.tsx';
import { RedirectTilesSection } from './redirect-tiles-section.tsx';
import { TextAreaSection } from './text-area-section.tsx';
import { TextWithImageSection } from './text-with-image-section.tsx';
import { TitleSection } from './title-section.tsx';

/** What product sections show: products by section id, and whether the store hides prices. */
export type SectionProducts = { products: Record<string, ProductSummary[]>; hidePrices: boolean };

/** A configured page's sections, top to bottom; a section whose content does not fit is left out. */
export function PageSections({
  sections,
  ...products
}: { sections: PageSection[] } & SectionProducts) {
  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      {sections.map((raw) => {
        const section = parseSection(raw);
        // A full-width banner on top sits flush under the navbar (it cancels main's top padding).
        const flush = section?.component === 'BANNER_IMAGE' && section.content.fullWidth;
        return section ? (
          <section
            key={section.id}
            data-section={section.component}
            className={cn(flush && 'first:-mt-8')}
          >
            <SectionBody section={section} {...products} />
          </section>
        ) : null;
      })}
    </div>
  );
}

function SectionBody({ section, products, hidePrices }: { section: Section } & SectionProducts) {
  switch (section.component) {
    case 'TEXT_AREA':
      return <TextAreaSection content={section.content} />;
    case 'TEXT_WITH_IMAGE':
      return <TextWithImageSection content={section.content} />;
    case 'BANNER_IMAGE':
      return <BannerImageSection content={section.content} />;
    case 'TITLE':
      return <TitleSection content={section.content} />;
    case 'REDIRECT_TILES':
      return <RedirectTilesSection content={section.content} />;
    case 'PRODUCTS_LIST':
      return (
        <ProductsListSection
          content={section.content}
          products={products[section.id] ?? []}
          hidePrices={hidePrices}
        />
      );
  }
}

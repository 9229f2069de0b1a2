import { parseSection, type PageSection, type Section } from '@storefront/contracts';
import { BannerImageSection } from './banner-image-section.tsx';
import { ProductsListSection } from './products-list-section.tsx';
import { RedirectTilesSection } from './redirect-tiles-section.tsx';
import { TextAreaSection } from './text-area-section.tsx';
import { TextWithImageSection } from './text-with-image-section.tsx';
import { TitleSection } from './title-section.tsx';

/** A configured page's sections, top to bottom; a section whose content does not fit is left out. */
export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <div className="flex flex-col gap-10 sm:gap-14">
      {sections.map((raw) => {
        const section = parseSection(raw);
        return section ? (
          <section key={section.id} data-section={section.component}>
            <SectionBody section={section} />
          </section>
        ) : null;
      })}
    </div>
  );
}

function SectionBody({ section }: { section: Section }) {
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
      return <ProductsListSection content={section.content} />;
  }
}

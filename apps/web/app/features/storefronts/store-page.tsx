import { hasOwnMainHeading, type Section, type StorefrontPage } from '@storefront/contracts';
import { PageSections, type SectionProducts } from './page-sections.tsx';

/** A store page whose sections the loader parsed: a section whose content does not fit is left out. */
export type ParsedPage = Omit<StorefrontPage, 'sections'> & { sections: Section[] };

/** A page from the store's configuration; its title is the main heading unless the owner wrote one. */
export function StorePage({ page, ...products }: { page: ParsedPage } & SectionProducts) {
  return (
    <>
      {hasOwnMainHeading(page) ? null : <h1 className="sr-only">{page.title}</h1>}
      <PageSections sections={page.sections} {...products} />
    </>
  );
}

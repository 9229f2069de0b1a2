import { hasOwnMainHeading, type StorefrontPage } from '@storefront/contracts';
import { PageSections, type SectionProducts } from './page-sections.tsx';

/** A page from the store's configuration; its title is the main heading unless the owner wrote one. */
export function StorePage({ page, ...products }: { page: StorefrontPage } & SectionProducts) {
  return (
    <>
      {hasOwnMainHeading(page) ? null : <h1 className="sr-only">{page.title}</h1>}
      <PageSections sections={page.sections} {...products} />
    </>
  );
}

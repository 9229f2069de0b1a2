import type { ProductsListContent } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

/**
 * PRODUCTS_LIST section: its title and, until the catalogue's product list lands (the catalogue
 * work completes this component), the section's empty text of §2.
 */
export function ProductsListSection({ content }: { content: ProductsListContent }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      {content.title ? (
        <h2 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          {content.title}
        </h2>
      ) : null}
      <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-gray-500">
        {t('PAGES.noProducts')}
      </p>
    </div>
  );
}

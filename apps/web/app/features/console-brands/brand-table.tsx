import type { BrandSummary } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import type { BrandChange } from './brand-dialog.tsx';

/** The store's brands with their product counts, and what an owner can do with each. */
export function BrandTable({
  brands,
  onChange,
}: {
  brands: BrandSummary[];
  onChange: (kind: BrandChange, brand: BrandSummary) => void;
}) {
  const { t } = useTranslation('console');
  if (!brands.length)
    return (
      <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-gray-600">
        {t('brands.empty')}
      </p>
    );
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('brands.listLabel')}>
      {brands.map((brand) => (
        <li key={brand.name} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <div className="min-w-0 flex-1 basis-40">
            <p className="font-medium break-words">{brand.name}</p>
            <p className="text-sm text-gray-600">
              {t('brands.products', { count: brand.product_count })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {(['rename', 'merge', 'remove'] as const).map((kind) => (
              <Button
                key={kind}
                variant="outline"
                size="sm"
                disabled={kind === 'merge' && brands.length < 2}
                aria-label={t(`brands.${kind}Label`, { name: brand.name })}
                onClick={() => onChange(kind, brand)}
              >
                {t(`brands.${kind}`)}
              </Button>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}

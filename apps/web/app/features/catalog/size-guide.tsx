import type { SizeGuide as SizeGuideData } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { RulerIcon } from '../../components/ui/icons.tsx';

/** The Size Guide link and its 750 px dialog: a table per size group, or the no-guide text (§2). */
export function SizeGuide({ guides }: { guides: SizeGuideData[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-gray-700 underline underline-offset-4 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&_svg]:size-4"
      >
        <RulerIcon />
        {t('PRODUCT.sizeGuide')}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('PRODUCT.sizeGuide')}
        className="max-w-[750px]"
      >
        <div className="space-y-6 p-6">
          {guides.length ? (
            guides.map((guide) => <GuideTable key={guide.id} guide={guide} />)
          ) : (
            <p className="text-gray-700">{t('PRODUCT.noSizeGuide')}</p>
          )}
          <div className="flex justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t('COMMON.close')}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function GuideTable({ guide }: { guide: SizeGuideData }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200">
      <table className="w-full text-center text-sm">
        <caption className="bg-gray-50 px-4 py-2.5 text-left font-semibold text-gray-900">
          {guide.specification_type}
        </caption>
        <thead>
          <tr className="border-t border-gray-200">
            <th scope="row" className="px-3 py-2 text-left font-medium text-gray-600">
              {t('PRODUCT.size')}
            </th>
            {guide.size_guide_sizes.map((entry) => (
              <th key={entry.size} scope="col" className="px-3 py-2 font-semibold text-gray-900">
                {entry.size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-t border-gray-200">
            <th
              scope="row"
              className="px-3 py-2 text-left font-medium whitespace-nowrap text-gray-600"
            >
              {guide.specification_type}
            </th>
            {guide.size_guide_sizes.map((entry) => (
              <td key={entry.size} className="px-3 py-2 text-gray-900 tabular-nums">
                {entry.value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

import type { Kit } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, InfoIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';
import type { KitSelection } from './kit-selection.ts';

/**
 * The kit page's banners (§2, §5 Kit): how many products over the limit the selection is, that
 * every slot is taken (the max-quantity banner), and which required products are still missing.
 */
export function KitNotices({ kit, selection }: { kit: Kit; selection: KitSelection }) {
  const { t } = useTranslation();
  const missing = kit.products
    .filter((p) => selection.missingRequired.includes(p.id))
    .map((p) => p.name);
  return (
    <div className="space-y-2 empty:hidden">
      {selection.overLimit > 0 ? (
        <KitNotice tone="danger" testId="kit-over-limit">
          {t('GIFTING.overLimit', { count: selection.overLimit })}
        </KitNotice>
      ) : selection.full ? (
        <KitNotice tone="info" testId="kit-max-quantity">
          {t('GIFTING.maxReached')}
        </KitNotice>
      ) : null}
      {missing.length ? (
        <KitNotice tone="info" testId="kit-required-missing">
          {t('GIFTING.requiredMissing', { names: missing.join(', ') })}
        </KitNotice>
      ) : null}
    </div>
  );
}

/** One banner line; a danger one is announced at once. */
export function KitNotice({
  tone,
  testId,
  children,
}: {
  tone: 'danger' | 'info';
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid={testId}
      className={cn(
        'flex items-start gap-2 rounded-lg px-4 py-3 text-sm font-medium [&_svg]:mt-px [&_svg]:size-4 [&_svg]:shrink-0',
        tone === 'danger' ? 'bg-red-50 text-red-800' : 'bg-sky-50 text-sky-900',
      )}
    >
      {tone === 'danger' ? <AlertCircleIcon /> : <InfoIcon />}
      <span>{children}</span>
    </p>
  );
}

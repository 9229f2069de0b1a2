import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** Where a page is shown in the store: the home page at /, the others at their url. */
export function pagePath(url: string) {
  return url === 'home' ? '/' : `/${url}`;
}

/**
 * The real store, in preview mode, beside the form: it reloads its data on every preview event
 * (each saved change), so what the owner sees is what shoppers will get.
 */
export function PreviewFrame({ url, className }: { url: string; className?: string }) {
  const { t } = useTranslation('console');
  return (
    <iframe
      title={t('pageBuilder.preview.title')}
      src={`${pagePath(url)}?preview=1`}
      className={cn('h-full w-full rounded-lg border border-gray-200 bg-white', className)}
    />
  );
}

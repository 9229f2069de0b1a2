import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { BrandingForm } from '../../features/console-branding/branding-form.tsx';
import { loadBranding, saveBranding } from '../../features/console-branding/branding.server.ts';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import type { Route } from './+types/branding';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBranding(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await saveBranding(request, context, await request.json().catch(() => null));
  return data(result, { status: result.ok ? 200 : 422 });
}

/** The console keeps its own look whatever the store's theme (the store's shows in the preview). */
/** The form, and beside it on wide screens the store's preview at phone width, which follows each save. */
export default function Branding({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  return (
    <>
      <PageHeader
        title={t('branding.title')}
        description={t('branding.intro')}
        actions={
          <a
            href="/?preview=1"
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent"
          >
            {t('branding.openPreview')}
            <ExternalLinkIcon className="size-4" aria-hidden />
          </a>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24.5rem]">
        <BrandingForm initial={loaderData.values} />
        <aside className="sticky top-20 hidden h-[calc(100dvh-7rem)] overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm xl:block">
          <iframe src="/?preview=1" title={t('branding.previewTitle')} className="size-full" />
        </aside>
      </div>
    </>
  );
}

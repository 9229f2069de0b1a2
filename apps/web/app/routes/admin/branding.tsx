import { FONT_STACKS } from '@storefront/contracts';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { BrandingForm } from '../../features/console-branding/branding-form.tsx';
import { loadBranding, saveBranding } from '../../features/console-branding/branding.server.ts';
import { brandingTranslations } from '../../features/console-branding/branding-translations.server.ts';
import { createI18n } from '../../lib/i18n.ts';
import { languageOf } from '../../lib/translations.server.ts';
import type { Route } from './+types/branding';

/** The console draws its own page, without the store's shell. */
export const handle = { bare: true };

export function meta({ data: loaded }: Route.MetaArgs) {
  return [
    { title: loaded ? `Branding · ${loaded.storeName}` : 'Branding' },
    { name: 'robots', content: 'noindex' },
  ];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await languageOf(request);
  const branding = await loadBranding(request, context);
  return { ...branding, lang, translations: brandingTranslations(lang) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await saveBranding(request, context, await request.json().catch(() => null));
  return data(result, { status: result.ok ? 200 : 422 });
}

export default function Branding({ loaderData }: Route.ComponentProps) {
  const { lang, translations } = loaderData;
  const i18n = useMemo(() => createI18n(lang, translations), [lang, translations]);
  return (
    <I18nextProvider i18n={i18n}>
      <BrandingPage initial={loaderData.values} />
    </I18nextProvider>
  );
}

/** The console keeps its own look whatever the store's theme (the store's shows in the preview). */
const CONSOLE_THEME = {
  '--store-primary': '#111827',
  '--store-primary-foreground': '#ffffff',
  '--store-accent': '#1d4ed8',
  '--store-accent-foreground': '#ffffff',
  fontFamily: FONT_STACKS.system,
} as React.CSSProperties;

/** The form, and beside it on wide screens the store's preview, which follows each save. */
function BrandingPage({ initial }: { initial: Route.ComponentProps['loaderData']['values'] }) {
  const { t } = useTranslation();
  return (
    <main className="min-h-dvh bg-gray-50" style={CONSOLE_THEME}>
      <div className="mx-auto grid max-w-[112rem] gap-8 px-4 py-6 sm:px-6 xl:grid-cols-[minmax(0,44rem)_minmax(0,1fr)]">
        <div>
          <header className="mb-6 flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-gray-900">
                {t('branding.title')}
              </h1>
              <p className="mt-1 max-w-prose text-sm text-gray-600">{t('branding.intro')}</p>
            </div>
            <a
              href="/?preview=1"
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent xl:hidden"
            >
              {t('branding.openPreview')}
              <ExternalLinkIcon className="size-4" aria-hidden />
            </a>
          </header>
          <BrandingForm initial={initial} />
        </div>
        <aside className="sticky top-6 hidden h-[calc(100dvh-3rem)] overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm xl:block">
          <iframe src="/?preview=1" title={t('branding.openPreview')} className="size-full" />
        </aside>
      </div>
    </main>
  );
}

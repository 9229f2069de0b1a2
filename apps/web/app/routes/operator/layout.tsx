import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, isRouteErrorResponse, useRouteError } from 'react-router';
import { consoleTranslationsFor } from '../../features/console-shell/console-i18n.server.ts';
import { getOperator } from '../../features/console-operator/operator.server.ts';
import { OperatorShell } from '../../features/console-operator/operator-shell.tsx';
import { NotFound } from '../../features/not-found/not-found.tsx';
import { createI18n } from '../../lib/i18n.ts';
import { useStoreTranslations } from '../../lib/translations.ts';
import { languageOf } from '../../lib/translations.server.ts';
import type { PageHandle } from '../../root.tsx';
import type { Route } from './+types/layout';

export const handle: PageHandle = { bare: true, console: true };

/** The platform operator's console: on the platform host only (elsewhere a 404). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const operator = await getOperator(request, context);
  const lang = await languageOf(request);
  return { operator, lang, translations: consoleTranslationsFor(lang) };
}

export function meta() {
  return [{ title: 'Platform console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function OperatorLayout({ loaderData }: Route.ComponentProps) {
  const { operator, lang, translations } = loaderData;
  const storeTranslations = useStoreTranslations(lang);
  const i18n = useMemo(
    () => createI18n(lang, storeTranslations, { console: translations }),
    [lang, storeTranslations, translations],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <OperatorShell operator={operator}>
        <Outlet />
      </OperatorShell>
    </I18nextProvider>
  );
}

/** On a store's host these pages do not exist: the store's own not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <p className="px-6 py-16 text-center text-gray-600">Server error. Please try again.</p>;
}

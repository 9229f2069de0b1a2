import { canOpenConsole, MeResponse } from '@storefront/contracts';
import { useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { data, Form, isRouteErrorResponse, Outlet, redirect, useRouteError } from 'react-router';
import { consoleTranslationsFor } from '../../features/console-shell/console-i18n.server.ts';
import { ConsoleShell } from '../../features/console-shell/console-shell.tsx';
import { apiJson } from '../../lib/api.server.ts';
import { createI18n } from '../../lib/i18n.ts';
import { useStoreTranslations } from '../../lib/translations.ts';
import { currentPath, getStore, getUser, withReturnUrl } from '../../lib/session.server.ts';
import { languageOf } from '../../lib/translations.server.ts';
import type { PageHandle } from '../../root.tsx';
import type { Route } from './+types/layout';

export const handle: PageHandle = { bare: true, console: true };

/**
 * The owner console's frame. Owners and staff only: a visitor signs in first and comes back, a
 * shopper's account gets a 403 page. The API checks the role again on every call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  if (!user) throw redirect(withReturnUrl('/login', currentPath(request)));
  if (!canOpenConsole(user.role))
    throw data({ message: 'This account cannot manage the store.' }, { status: 403 });
  const lang = await languageOf(request);
  // The same answer getUser read (one API call): it names an operator acting as this owner.
  const me = await apiJson(context, '/auth/me', MeResponse);
  return {
    user,
    impersonatedBy: me.data.impersonated_by,
    store: await getStore(context),
    lang,
    translations: consoleTranslationsFor(lang),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Console · ${loaderData.store.name}` : 'Console' },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  const { user, impersonatedBy, store, lang, translations } = loaderData;
  const storeTranslations = useStoreTranslations(lang);
  const i18n = useMemo(
    () => createI18n(lang, storeTranslations, { console: translations }),
    [lang, storeTranslations, translations],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <ConsoleShell store={store} user={user} impersonatedBy={impersonatedBy}>
        <Outlet />
      </ConsoleShell>
    </I18nextProvider>
  );
}

/** A shopper's account (403) or a failure: in the store's strings, the console's never loaded. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-semibold">
        {forbidden ? t('ERROR.consoleForbiddenTitle') : t('ERROR.title')}
      </h1>
      <p className="mt-3 text-gray-600">
        {forbidden ? t('ERROR.consoleForbiddenText') : t('ERROR.message')}
      </p>
      <Form method="post" action="/logout" className="mt-6">
        <button type="submit" className="rounded-lg bg-gray-900 px-4 py-2 font-medium text-white">
          {t('ERROR.signOut')}
        </button>
      </Form>
    </main>
  );
}

import {
  CategoryTreeResponse,
  DraftResponse,
  PreviewData,
  PreviewSavedResponse,
  PreviewSettings,
} from '@storefront/contracts';
import { ExternalLinkIcon } from '../../components/ui/icons.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import { SaveBar } from '../../components/ui/save-bar.tsx';
import { LogoPositionChoice } from '../../features/console-menu/logo-position-choice.tsx';
import { MenuEditor } from '../../features/console-menu/menu-editor.tsx';
import {
  categoryChoices,
  menuOf,
  rowProblems,
  rowsOf,
} from '../../features/console-menu/menu-items.ts';
import { ConsoleCard, PageHeader } from '../../features/console-shell/page-header.tsx';
import { ApiFailure, apiJson } from '../../lib/api.server.ts';
import { getStore } from '../../lib/session.server.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import type { Route } from './+types/menu';

/** The draft's menu, and what its entries may lead to: the store's categories, the draft's pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const store = await getStore(context);
  const [draft, categories] = await Promise.all([
    apiJson(context, `/storefronts/${store.id}/draft`, DraftResponse),
    apiJson(
      context,
      `/storefronts/${store.id}/has-products/product-categories`,
      CategoryTreeResponse,
    ),
  ]);
  const { menu, pages, settings } = draft.data.draft;
  return {
    menu: menu ?? store.menu,
    logoPosition: settings.logoPosition ?? store.settings.logoPosition,
    targets: {
      categories: categoryChoices(categories.data),
      pages: (pages ?? store.pages).map(({ url, title }) => ({ url, title })),
    },
  };
}

/** The navigation bar: its menu, and where its logo sits (which also centres the menu). */
const NavbarForm = z.object({
  menu: PreviewData.shape.menu.unwrap(),
  logoPosition: PreviewSettings.shape.logoPosition.unwrap(),
});

/** Saves the menu into the draft (the rest of the draft as it is now), so the preview shows it. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = NavbarForm.safeParse({
    menu: JSON.parse(String(form.get('menu') ?? '[]')),
    logoPosition: form.get('logoPosition'),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const store = await getStore(context);
  const draftPath = `/storefronts/${store.id}/draft`;
  try {
    const { draft, revision } = (await apiJson(context, draftPath, DraftResponse)).data;
    await apiJson(context, `/storefronts/${store.id}/preview`, PreviewSavedResponse, {
      method: 'PUT',
      json: {
        ...draft,
        revision,
        menu: parsed.data.menu,
        settings: { ...draft.settings, logoPosition: parsed.data.logoPosition },
      },
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) || error.status >= 500) throw error;
    return { ok: false, message: error.message };
  }
  return { ok: true, message: null };
}

export default function MenuRoute({ loaderData }: Route.ComponentProps) {
  const { menu, targets, logoPosition: savedPosition } = loaderData;
  const { t } = useTranslation('console');
  const fetcher = useFetcher<typeof action>();
  const initial = useMemo(() => rowsOf(menu), [menu]);
  const [rows, setRows] = useState(initial);
  const [tried, setTried] = useState(false);
  const [logoPosition, setLogoPosition] = useState(savedPosition);
  const dirty =
    JSON.stringify(menuOf(rows)) !== JSON.stringify(menu) || logoPosition !== savedPosition;
  const saving = fetcher.state !== 'idle';
  useLeaveGuard(dirty, t('menu.leave'));
  const save = () => {
    setTried(true);
    if (rows.some((row) => Object.keys(rowProblems(row)).length)) return;
    fetcher.submit({ menu: JSON.stringify(menuOf(rows)), logoPosition }, { method: 'post' });
  };
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <>
      <PageHeader
        title={t('menu.title')}
        description={t('menu.description')}
        actions={
          <a
            href="/?preview=1"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium hover:bg-gray-50"
          >
            <ExternalLinkIcon className="size-4" aria-hidden />
            {t('menu.preview')}
          </a>
        }
      />
      <div className="mb-6">
        <ConsoleCard title={t('menu.logoPosition.title')}>
          <LogoPositionChoice value={logoPosition} onChange={setLogoPosition} />
        </ConsoleCard>
      </div>
      <ConsoleCard title={t('menu.entries')}>
        <p className="mb-4 text-sm text-gray-600">{t('menu.help')}</p>
        <MenuEditor rows={rows} onChange={setRows} targets={targets} showProblems={tried} />
      </ConsoleCard>
      {failed ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failed}
        </p>
      ) : null}
      <div className="mt-6">
        <SaveBar
          dirty={dirty}
          saving={saving}
          status={t(dirty ? 'menu.unsaved' : fetcher.data?.ok ? 'menu.saved' : 'menu.upToDate')}
          saveLabel={t(saving ? 'menu.saving' : 'menu.save')}
          discardLabel={t('menu.discard')}
          onDiscard={() => {
            setRows(initial);
            setLogoPosition(savedPosition);
            setTried(false);
          }}
          onSave={save}
        />
      </div>
    </>
  );
}

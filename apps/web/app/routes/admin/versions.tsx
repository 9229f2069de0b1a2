import { useTranslation } from 'react-i18next';
import { loadVersions, restoreAction } from '../../features/console-pages/versions.server.ts';
import { VersionsList } from '../../features/console-pages/versions-list.tsx';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import type { Route } from './+types/versions';

export async function loader({ request, context }: Route.LoaderArgs) {
  const restored = new URL(request.url).searchParams.get('restored');
  return {
    ...(await loadVersions(request, context)),
    restored: restored ? Number(restored) : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return restoreAction(request, context);
}

export function meta() {
  return [{ title: 'Versions' }];
}

export default function VersionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  return (
    <>
      <PageHeader title={t('versions.title')} description={t('versions.intro')} />
      <VersionsList
        versions={loaderData.data}
        restored={loaderData.restored}
        error={actionData?.message ?? null}
        lastPage={loaderData.last_page}
        page={loaderData.page}
      />
    </>
  );
}

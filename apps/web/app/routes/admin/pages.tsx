import { useTranslation } from 'react-i18next';
import { loadDraft } from '../../features/console-pages/draft.server.ts';
import { PageList } from '../../features/console-pages/page-list.tsx';
import { keepDraftOnSave } from '../../features/console-pages/revalidate.ts';
import { useDraft } from '../../features/console-pages/use-draft.ts';
import { PageHeader } from '../../features/console-shell/page-header.tsx';
import type { Route } from './+types/pages';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDraft(request, context);
}

export const shouldRevalidate = keepDraftOnSave;

export function meta() {
  return [{ title: 'Pages' }];
}

export default function PagesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('console');
  const editor = useDraft(loaderData);
  return (
    <>
      <PageHeader title={t('pageBuilder.pages')} description={t('pageBuilder.pagesIntro')} />
      <PageList editor={editor} />
    </>
  );
}

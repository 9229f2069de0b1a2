import { loadDraft } from '../../features/console-pages/draft.server.ts';
import { PageList } from '../../features/console-pages/page-list.tsx';
import { keepDraftOnSave } from '../../features/console-pages/revalidate.ts';
import { useDraft } from '../../features/console-pages/use-draft.ts';
import type { Route } from './+types/pages';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadDraft(request, context);
}

export const shouldRevalidate = keepDraftOnSave;

export function meta() {
  return [{ title: 'Pages' }];
}

export default function PagesRoute({ loaderData }: Route.ComponentProps) {
  const editor = useDraft(loaderData);
  return <PageList editor={editor} />;
}

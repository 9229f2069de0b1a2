import { data } from 'react-router';
import { loadCategories, loadDraft } from '../../features/console-pages/draft.server.ts';
import { PageEditor } from '../../features/console-pages/page-editor.tsx';
import { keepDraftOnSave } from '../../features/console-pages/revalidate.ts';
import { useDraft } from '../../features/console-pages/use-draft.ts';
import type { Route } from './+types/pages.$url';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = await loadDraft(request, context);
  const pageIndex = (loaded.draft.pages ?? []).findIndex((page) => page.url === params.url);
  if (pageIndex < 0) throw data({ message: 'This page is not in the draft.' }, { status: 404 });
  return { ...loaded, pageIndex, categories: await loadCategories(context, loaded.storeId) };
}

export const shouldRevalidate = keepDraftOnSave;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.draft.pages?.[loaderData.pageIndex]?.title ?? 'Page' }];
}

export default function PageEditorRoute({ loaderData }: Route.ComponentProps) {
  // A fresh editor per page: its draft state starts from what that page's loader read.
  const url = loaderData.draft.pages?.[loaderData.pageIndex]?.url;
  return <EditorOfPage key={url} loaded={loaderData} />;
}

function EditorOfPage({ loaded }: { loaded: Route.ComponentProps['loaderData'] }) {
  const editor = useDraft(loaded);
  return <PageEditor editor={editor} pageIndex={loaded.pageIndex} categories={loaded.categories} />;
}

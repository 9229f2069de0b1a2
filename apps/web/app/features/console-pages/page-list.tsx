import { PageUrl, type PreviewPage } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DraftBar } from './draft-bar.tsx';
import { urlOf } from './draft-edits.ts';
import { pagePath } from './preview-frame.tsx';
import type { useDraft } from './use-draft.ts';

/**
 * The store's pages in the draft: rename and re-address them in place, open one to edit its
 * sections, delete one, or create a new one. The page at 'home' is the home page.
 */
export function PageList({ editor }: { editor: ReturnType<typeof useDraft> }) {
  const { t } = useTranslation('console');
  const pages = editor.draft.pages ?? [];
  const [deleting, setDeleting] = useState<number | null>(null);
  const setPage = (index: number, page: PreviewPage) =>
    editor.update((draft) => ({
      ...draft,
      pages: (draft.pages ?? []).map((p, i) => (i === index ? page : p)),
    }));
  const error = (index: number, field: string) => editor.errors[`pages.${index}.${field}`]?.[0];
  return (
    <div>
      <DraftBar editor={editor} />
      <div className="space-y-8">
        <ul className="space-y-3" aria-label={t('pageBuilder.pages')}>
          {pages.map((page, index) => (
            <li key={index} className="rounded-xl border border-gray-200 bg-white p-4 shadow-xs">
              <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <TextField
                  label={t('pageBuilder.pageTitle')}
                  value={page.title}
                  onChange={(event) => setPage(index, { ...page, title: event.target.value })}
                  error={error(index, 'title')}
                />
                <TextField
                  label={t('pageBuilder.pageUrl')}
                  value={page.url}
                  onChange={(event) => setPage(index, { ...page, url: event.target.value })}
                  error={error(index, 'url')}
                  aria-describedby={`page-${index}-where`}
                />
                <div className="flex gap-2">
                  <Link
                    to={`/admin/pages/${encodeURIComponent(page.url)}`}
                    className={buttonVariants({ variant: 'outline' })}
                  >
                    {t('pageBuilder.edit')}
                    <span className="sr-only">({page.title})</span>
                  </Link>
                  <Button variant="ghost" onClick={() => setDeleting(index)}>
                    {t('pageBuilder.delete')}
                    <span className="sr-only">({page.title})</span>
                  </Button>
                </div>
              </div>
              <p id={`page-${index}-where`} className="mt-2 text-sm text-gray-600">
                {page.url === 'home'
                  ? t('pageBuilder.homeNote')
                  : t('pageBuilder.shownAt', { path: pagePath(page.url) })}{' '}
                · {t('pageBuilder.sectionCount', { count: page.sections.length })}
              </p>
            </li>
          ))}
        </ul>
        <NewPage
          taken={pages.map((p) => p.url)}
          onCreate={(page) =>
            editor.update((draft) => ({ ...draft, pages: [...(draft.pages ?? []), page] }))
          }
        />
      </div>
      {deleting !== null ? (
        <ConfirmDialog
          title={t('pageBuilder.deleteTitle', { page: pages[deleting]?.title })}
          confirmLabel={t('pageBuilder.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            editor.update((draft) => ({
              ...draft,
              pages: (draft.pages ?? []).filter((_, i) => i !== deleting),
            }));
            setDeleting(null);
          }}
        >
          {t('pageBuilder.deleteBody')}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function NewPage({ taken, onCreate }: { taken: string[]; onCreate: (page: PreviewPage) => void }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const address = url ?? urlOf(title);
  // The shared schema's message (reserved or malformed address), else a clash with another page.
  const wrong = PageUrl.safeParse(address).error?.issues[0]?.message;
  const addressError = taken.includes(address) ? t('pageBuilder.urlTaken') : wrong;
  return (
    <form
      className="space-y-4 rounded-xl border border-dashed border-gray-300 p-4"
      aria-labelledby="new-page-heading"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!title.trim() || addressError) return;
        onCreate({ url: address, title: title.trim(), sections: [] });
        void navigate(`/admin/pages/${encodeURIComponent(address)}`);
      }}
    >
      <h2 id="new-page-heading" className="text-lg font-semibold">
        {t('pageBuilder.newPage')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('pageBuilder.pageTitle')}
          value={title}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextField
          label={t('pageBuilder.pageUrl')}
          value={address}
          required
          onChange={(e) => setUrl(e.target.value)}
          error={tried || url !== null ? addressError : undefined}
        />
      </div>
      <Button type="submit">{t('pageBuilder.create')}</Button>
    </form>
  );
}

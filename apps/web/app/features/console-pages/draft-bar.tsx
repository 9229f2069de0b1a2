import { useTranslation } from 'react-i18next';
import { Link, type Blocker } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { SaveState, useDraft } from './use-draft.ts';

const TONE: Record<SaveState, string> = {
  saved: 'text-gray-600',
  pending: 'text-gray-600',
  saving: 'text-gray-600',
  invalid: 'text-red-700',
  failed: 'text-red-700',
  conflict: 'text-red-700',
};

/**
 * "Draft saved · Publish": where the draft stands, the server's message when a save failed, and
 * the Publish button (only when everything is saved and there is a draft).
 */
export function DraftBar({ editor }: { editor: ReturnType<typeof useDraft> }) {
  const { t } = useTranslation('console');
  const { state, message, drafted, publishing, published } = editor;
  const status =
    published !== null
      ? t('pageBuilder.published', { number: published })
      : state === 'saved' && !drafted
        ? t('pageBuilder.state.nothingToPublish')
        : t(`pageBuilder.state.${state}`);
  return (
    <div className="sticky top-14 z-10 mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 bg-white/95 px-4 py-3 shadow-xs backdrop-blur">
      <div role="status" aria-live="polite" className={cn('text-sm', TONE[state])}>
        <span data-testid="draft-state">{status}</span>
        {message ? <span className="ml-2">{message}</span> : null}
        {state === 'conflict' ? (
          <button type="button" className="ml-2 underline" onClick={() => window.location.reload()}>
            {t('pageBuilder.reload')}
          </button>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <Link
          to="/admin/versions"
          className="text-sm text-gray-700 underline-offset-4 hover:underline"
        >
          {t('pageBuilder.versions')}
        </Link>
        <Button
          onClick={editor.publish}
          disabled={state !== 'saved' || !drafted || publishing}
          aria-busy={publishing || undefined}
        >
          {t('pageBuilder.publish')}
        </Button>
      </div>
      <LeaveDialog blocker={editor.blocker} state={state} />
    </div>
  );
}

/** Asked when leaving would lose changes the server has not taken (a wrong field, a refusal). */
function LeaveDialog({ blocker, state }: { blocker: Blocker; state: SaveState }) {
  const { t } = useTranslation('console');
  if (blocker.state !== 'blocked' || state === 'pending' || state === 'saving') return null;
  return (
    <ConfirmDialog
      title={t('pageBuilder.leave.title')}
      confirmLabel={t('pageBuilder.leave.confirm')}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      {t('pageBuilder.leave.body')}
    </ConfirmDialog>
  );
}

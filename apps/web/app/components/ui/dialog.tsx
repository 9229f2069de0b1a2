import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { CloseIcon } from './icons.tsx';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Hides the title visually (it still names the dialog). */
  hideTitle?: boolean;
  className?: string;
  children: React.ReactNode;
};

/**
 * A centred modal on the native <dialog>: the page behind is inert, Escape or a click on the
 * backdrop closes it, focus moves in and back to whatever opened it. Width comes from `className`.
 */
export function Dialog({ open, onClose, title, hideTitle, className, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onCloseRef.current()}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={cn(
        'm-auto max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg overflow-hidden rounded-2xl border-0 bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-gray-950/60 motion-safe:animate-fade-in motion-safe:backdrop:animate-fade-in',
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[90dvh] flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-gray-100 py-3 pr-3 pl-6">
            <h2 id={titleId} className={cn('text-lg font-semibold', hideTitle && 'sr-only')}>
              {title}
            </h2>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('COMMON.close')}
              onClick={onClose}
              className="ml-auto rounded-full"
            >
              <CloseIcon />
            </Button>
          </div>
          <div className="overflow-y-auto">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}

/** The end of a form in a dialog: the form's own error, then Cancel and the submit button. */
export function DialogFormFooter({
  error,
  cancel,
  submit,
  submitting,
  onCancel,
}: {
  error?: string;
  cancel: string;
  submit: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onCancel}>
          {cancel}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submit}
        </Button>
      </div>
    </>
  );
}

import { useEffect, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

type SidePanelProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  side?: 'left' | 'top' | 'bottom';
  className?: string;
  children: React.ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel sliding in from the left, the top or the bottom (a sheet), on the native <dialog>:
 * the page behind is inert, Escape or a click on the backdrop closes it, Tab cycles inside, the
 * page does not scroll, and focus goes back to whatever opened it. Focus starts on
 * `[data-autofocus]` if any.
 */
export function SidePanel({
  open,
  onClose,
  label,
  side = 'left',
  className,
  children,
}: SidePanelProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  function keepFocusInside(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.getClientRects().length > 0, // skips collapsed, hidden branches
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-label={label}
      // Escape closes the native dialog itself; the state follows.
      onClose={() => onCloseRef.current()}
      onKeyDown={keepFocusInside}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className={cn(
        'm-0 max-h-none max-w-none border-0 bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-gray-950/50 motion-safe:backdrop:animate-fade-in',
        {
          left: 'h-dvh w-[min(22rem,88vw)] motion-safe:animate-slide-in-left',
          top: 'w-full rounded-b-2xl motion-safe:animate-slide-in-top',
          bottom:
            'mt-auto w-full rounded-t-2xl motion-safe:animate-slide-in-bottom [&>div]:max-h-[85dvh]',
        }[side],
        className,
      )}
    >
      {open ? <div className="flex h-full flex-col">{children}</div> : null}
    </dialog>
  );
}

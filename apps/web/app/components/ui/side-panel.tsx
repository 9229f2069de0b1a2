import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';

type ModalModule = typeof import('./modal.tsx');
let loaded: ModalModule | undefined;

/**
 * Radix Dialog is fetched once the page is up rather than with it, so it does not hold back the
 * first paint or hydration; by the time a shopper opens a panel it is there.
 */
function useModalModule() {
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!module) void import('./modal.tsx').then((done) => setModule((loaded = done)));
  }, [module]);
  return module;
}

type SidePanelProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the panel. */
  label: string;
  side?: 'left' | 'top' | 'bottom';
  className?: string;
  children: React.ReactNode;
};

/**
 * A modal panel sliding in from the left, the top or the bottom (a sheet); see Modal for focus,
 * Escape and scroll locking.
 */
export function SidePanel({
  open,
  onClose,
  label,
  side = 'left',
  className,
  children,
}: SidePanelProps) {
  const Modal = useModalModule()?.Modal;
  if (!open || !Modal) return null;
  return (
    <Modal
      label={label}
      onClose={onClose}
      overlayClassName="bg-gray-950/50"
      className={cn(
        {
          left: 'inset-y-0 left-0 h-dvh w-[min(22rem,88vw)] motion-safe:animate-slide-in-left',
          top: 'inset-x-0 top-0 rounded-b-2xl motion-safe:animate-slide-in-top',
          bottom:
            'inset-x-0 bottom-0 rounded-t-2xl motion-safe:animate-slide-in-bottom [&>div]:max-h-[85dvh]',
        }[side],
        className,
      )}
    >
      <div className="flex h-full flex-col">{children}</div>
    </Modal>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export type ModalProps = {
  /** Accessible name, read out but not shown. */
  label: string;
  onClose: () => void;
  overlayClassName?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * An open modal on Radix Dialog (mounted only while open): the page behind is hidden from
 * assistive technology and does not scroll, Tab stays inside, Escape or a click outside closes it,
 * focus starts on `[data-autofocus]` (else the first control) and goes back to whatever opened it.
 */
export function Modal({ label, onClose, overlayClassName, className, children }: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={cn('fixed inset-0 z-50 motion-safe:animate-fade-in', overlayClassName)}
        />
        <RadixDialog.Content
          aria-describedby={undefined}
          className={cn('fixed z-50 bg-white text-gray-900 shadow-2xl outline-none', className)}
          onOpenAutoFocus={(event) => {
            // Our openers are plain buttons, not Radix triggers, so remember them here.
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement ? active : null;
            const first = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
              '[data-autofocus]',
            );
            if (!first) return;
            event.preventDefault();
            first.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          onEscapeKeyDown={(event) => {
            // Escape in a combobox with its list open closes the list, not the modal.
            if ((event.target as Element).matches('[role="combobox"][aria-expanded="true"]')) {
              event.preventDefault();
            }
          }}
        >
          <RadixDialog.Title className="sr-only">{label}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure dropdown (WAI "disclosure navigation" pattern): the button toggles it and carries
 * aria-expanded, hover opens it when asked, Escape closes it and returns focus to the button,
 * and it closes once focus or the pointer leaves. The panel stays in the HTML, only hidden.
 */
export function useDropdown({ hover = false }: { hover?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const containerProps = {
    onMouseEnter: hover
      ? () => {
          clearTimeout(leaveTimer.current);
          setOpen(true);
        }
      : undefined,
    onMouseLeave: hover
      ? () => {
          leaveTimer.current = setTimeout(() => setOpen(false), 150);
        }
      : undefined,
    onBlur(event: React.FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    // With hover, a mouse click must not close what the pointer just opened; keys still toggle.
    onClick: (event: React.MouseEvent) =>
      setOpen((was) => (hover && event.detail > 0 ? true : !was)),
  };

  const panelProps = { id: panelId, hidden: !open };

  return { open, close: () => setOpen(false), containerProps, buttonProps, panelProps };
}

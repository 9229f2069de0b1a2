import { TOAST_LIFE_MS } from '@storefront/contracts';
import { createContext, useCallback, useContext, useState } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

type Toast = { id: number; severity: 'success' | 'error' | 'info'; text: string };
type ShowToast = (severity: Toast['severity'], text: string) => void;

const ToastContext = createContext<ShowToast>(() => {});
let nextId = 1;

const LOOK = {
  success: { icon: CheckCircleIcon, className: 'text-green-600' },
  error: { icon: AlertCircleIcon, className: 'text-red-600' },
  info: { icon: InfoIcon, className: 'text-brand-text' },
} as const;

/** Toasts of §9: each lives 3000 ms and slides in over 500 ms. */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback<ShowToast>((severity, text) => {
    const id = nextId++;
    setToasts((list) => [...list, { id, severity, text }]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_LIFE_MS);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col items-center gap-2 nav:inset-x-auto nav:right-6 nav:items-end"
        role="status"
        aria-live="polite"
      >
        {toasts.map((t) => {
          const { icon: Icon, className } = LOOK[t.severity];
          return (
            <div
              key={t.id}
              data-severity={t.severity}
              className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-white px-4 py-3 text-sm text-gray-900 shadow-lg ring-1 ring-gray-950/10 motion-safe:animate-toast-in"
            >
              <Icon className={cn('mt-px size-5 shrink-0', className)} />
              <p>{t.text}</p>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

import { TOAST_LIFE_MS } from '@storefront/contracts';
import { createContext, useCallback, useContext, useState } from 'react';

type Toast = { id: number; severity: 'success' | 'error' | 'info'; text: string };
type ShowToast = (severity: Toast['severity'], text: string) => void;

const ToastContext = createContext<ShowToast>(() => {});
let nextId = 1;

/** Toasts of §9: each lives 3000 ms. */
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
        className="fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
        role="status"
        aria-live="polite"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`rounded-md px-4 py-3 text-sm text-white shadow-lg ${
              t.severity === 'success'
                ? 'bg-green-700'
                : t.severity === 'error'
                  ? 'bg-red-700'
                  : 'bg-gray-800'
            }`}
          >
            {t.text}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

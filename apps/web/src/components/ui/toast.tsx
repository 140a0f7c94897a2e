import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export const TOAST_DEFAULT_MS = 5000;
type Variant = 'success' | 'error' | 'warning' | 'info';

interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: Variant;
  /** 0 keeps the toast until it is dismissed. */
  durationMs: number;
  action?: { label: string; onClick: () => void };
}

type ShowToast = (toast: Omit<ToastItem, 'id' | 'durationMs' | 'variant'> & { variant?: Variant; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

const VARIANT_CLASSES: Record<Variant, string> = {
  success: 'border-emerald-400/60',
  error: 'border-rose-400/70',
  warning: 'border-amber-300/70',
  info: 'border-accent-400/60',
};

/** The one toast system: top-right, 5000 ms unless told otherwise, 0 means it stays. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const value = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, variant: 'info', durationMs: TOAST_DEFAULT_MS, ...toast }]);
  }, []);

  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider swipeDirection="right">
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            duration={toast.durationMs === 0 ? Infinity : toast.durationMs}
            onOpenChange={(open) => {
              if (!open) setToasts((list) => list.filter((t) => t.id !== toast.id));
            }}
            className={`rounded-lg border bg-ink-800 p-4 text-sm shadow-xl ${VARIANT_CLASSES[toast.variant]}`}
            data-variant={toast.variant}
          >
            <div className="flex items-start gap-3">
              <div className="flex-1">
                <ToastPrimitive.Title className="font-semibold text-white">{toast.title}</ToastPrimitive.Title>
                {toast.description && <ToastPrimitive.Description className="mt-1 text-slate-300">{toast.description}</ToastPrimitive.Description>}
              </div>
              {toast.action && (
                <ToastPrimitive.Action altText={toast.action.label} asChild>
                  <button type="button" onClick={toast.action.onClick} className="rounded bg-accent-500 px-2 py-1 text-xs font-semibold text-ink-950">
                    {toast.action.label}
                  </button>
                </ToastPrimitive.Action>
              )}
              <ToastPrimitive.Close aria-label="×" className="text-slate-400 hover:text-white">
                ×
              </ToastPrimitive.Close>
            </div>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}

import * as ToastPrimitive from '@radix-ui/react-toast';
import { useTranslation } from 'react-i18next';
import type { ToastItem, Variant } from './toast';

const VARIANT_CLASSES: Record<Variant, string> = {
  success: 'border-emerald-400/60',
  error: 'border-rose-400/70',
  warning: 'border-amber-300/70',
  info: 'border-accent-400/60',
};

/** The toasts on screen, drawn with Radix's primitives: a chunk of its own, fetched after the first page (see ToastProvider). */
export function ToastList({
  toasts,
  onDismiss,
}: {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    // Radix's own labels are English ("Notifications ({hotkey})"): screen readers hear them in the page's language.
    <ToastPrimitive.Provider swipeDirection="right" label={t('common.toastLabel')}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          duration={toast.durationMs === 0 ? Infinity : toast.durationMs}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          className={`rounded-lg border bg-ink-800 p-4 text-sm shadow-xl ${VARIANT_CLASSES[toast.variant]}`}
          data-variant={toast.variant}
        >
          <div className="flex items-start gap-3">
            <div className="flex-1">
              <ToastPrimitive.Title className="font-semibold text-white">
                {toast.title}
              </ToastPrimitive.Title>
              {toast.description && (
                <ToastPrimitive.Description className="mt-1 text-slate-300">
                  {toast.description}
                </ToastPrimitive.Description>
              )}
            </div>
            {toast.action && (
              <ToastPrimitive.Action altText={toast.action.label} asChild>
                <button
                  type="button"
                  onClick={toast.action.onClick}
                  className="rounded bg-accent-500 px-2 py-1 text-xs font-semibold text-ink-950"
                >
                  {toast.action.label}
                </button>
              </ToastPrimitive.Action>
            )}
            <ToastPrimitive.Close
              aria-label={t('common.close')}
              className="text-slate-400 hover:text-white"
            >
              ×
            </ToastPrimitive.Close>
          </div>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={t('common.toastRegion')}
        className="fixed right-2 bottom-[4.5rem] left-2 z-[100] flex flex-col gap-2 outline-none sm:top-[4.75rem] sm:right-4 sm:bottom-auto sm:left-auto sm:w-[min(24rem,calc(100vw-2rem))]"
      />
    </ToastPrimitive.Provider>
  );
}

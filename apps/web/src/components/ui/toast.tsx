import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export const TOAST_DEFAULT_MS = 5000;
export type Variant = 'success' | 'error' | 'warning' | 'info';

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: Variant;
  /** 0 keeps the toast until it is dismissed. */
  durationMs: number;
  action?: { label: string; onClick: () => void };
  /** A toast with the key of one still on screen takes its place, rather than stacking a second (a count that went up). */
  key?: string;
}

type ShowToast = (
  toast: Omit<ToastItem, 'id' | 'durationMs' | 'variant'> & {
    variant?: Variant;
    durationMs?: number;
  },
) => void;

const ToastContext = createContext<ShowToast | null>(null);
/** Takes the toast with this key off the screen, when what it announced has been dealt with elsewhere. */
type DismissToast = (key: string) => void;
const DismissToastContext = createContext<DismissToast | null>(null);

const loadToastList = () => import('./toast-list');
const ToastList = lazy(async () => ({ default: (await loadToastList()).ToastList }));
/** After the first page has drawn, the toast list is fetched in the background, so the first toast shows at once and even offline. */
const PRELOAD_DELAY_MS = 2_000;

/**
 * The one toast system, placed where it hides none of the controls a player needs: from 600 px
 * top-right (spec section 7) but below the 4rem sticky header (Deposit, Withdraw, profile, Log in,
 * Sign up); on phones above the mobile footer, since the space under the header is where the open
 * menu shows Deposit and Withdraw. 5000 ms unless told otherwise, 0 means it stays. The Radix
 * primitives that draw the toasts are not part of the first page's JavaScript (ToastList).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const [isListWanted, setIsListWanted] = useState(false);
  if (toasts.length > 0 && !isListWanted) setIsListWanted(true);

  useEffect(() => {
    const timer = setTimeout(() => void loadToastList().catch(() => undefined), PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  const dismissByKey = useCallback<DismissToast>(
    (key) => setToasts((list) => list.filter((toast) => toast.key !== key)),
    [],
  );

  const value = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    setToasts((list) => {
      const item: ToastItem = { id, variant: 'info', durationMs: TOAST_DEFAULT_MS, ...toast };
      const shown =
        toast.key === undefined ? undefined : list.find((other) => other.key === toast.key);
      // The one on screen keeps its id, so it changes where it is instead of leaving and coming back.
      return shown
        ? list.map((other) => (other === shown ? { ...item, id: shown.id } : other))
        : [...list, item];
    });
  }, []);

  return (
    <ToastContext.Provider value={value}>
      <DismissToastContext.Provider value={dismissByKey}>
        {children}
        {isListWanted && (
          <Suspense fallback={null}>
            <ToastList toasts={toasts} onDismiss={dismiss} />
          </Suspense>
        )}
      </DismissToastContext.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast outside ToastProvider');
  return show;
}

export function useDismissToast(): DismissToast {
  const dismiss = useContext(DismissToastContext);
  if (!dismiss) throw new Error('useDismissToast outside ToastProvider');
  return dismiss;
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Toast } from 'radix-ui';
import { Text, Theme } from '@radix-ui/themes';
import '@radix-ui/themes/tokens/colors/red.css';
import './toast.css';

/** What a caller passes to show a toast. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

/** The toast API handed out by useToast. */
export interface ToastApi {
  show(toast: ToastInput): void;
}

interface ShownToast extends ToastInput {
  key: number;
}

/** One visible toast, 5000 ms, swipe right 50 px to dismiss. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<ToastApi | null>(null);

/** Provides useToast() and renders the single toast area (F8 focuses it, Radix's default hotkey). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // A new toast replaces the visible one: a fresh key remounts it so its 5 s timer restarts.
  const show = useCallback((toast: ToastInput) => setCurrent((prev) => ({ ...toast, key: (prev?.key ?? 0) + 1 })), []);
  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setCurrent(null);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
        {children}
        {current && (
          <Toast.Root
            key={current.key}
            className="toast-root"
            data-variant={current.variant ?? 'success'}
            onOpenChange={onOpenChange}
          >
            <Toast.Title asChild>
              <Text as="div" weight="bold" size="2" className="toast-title">
                {current.title}
              </Text>
            </Toast.Title>
            {current.description && (
              <Toast.Description asChild>
                <Text as="div" size="2">
                  {current.description}
                </Text>
              </Toast.Description>
            )}
            <Toast.Close className="toast-close" aria-label="Dismiss">
              ×
            </Toast.Close>
          </Toast.Root>
        )}
        {/* In its own layer on <body>: inside the app's root theme (its own stacking context, z-index 0)
            no z-index could lift it above a dialog's overlay, which Radix portals to <body>. */}
        {createPortal(
          <Theme asChild>
            <div className="toast-layer" data-testid="toast-layer">
              <Toast.Viewport className="toast-viewport" />
            </div>
          </Theme>,
          document.body,
        )}
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** Show a toast from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

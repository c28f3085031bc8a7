import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Branch } from '@radix-ui/react-dismissable-layer';
import { Theme } from '@radix-ui/themes';
import '@radix-ui/themes/tokens/colors/red.css';
import { ToastAnnouncer } from './ToastAnnouncer';
import { ToastCard } from './ToastCard';
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

const FOCUS_HOTKEY = 'F8';
const ToastContext = createContext<ToastApi | null>(null);

/** Provides useToast() and shows one toast at a time; F8 brings focus to it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  // A new toast replaces the visible one.
  const show = useCallback((toast: ToastInput) => setCurrent((prev) => ({ ...toast, key: (prev?.key ?? 0) + 1 })), []);
  const api = useMemo<ToastApi>(() => ({ show }), [show]);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.code !== FOCUS_HOTKEY) return;
      const card = document.querySelector<HTMLElement>('.toast-layer .toast-root');
      if (!card) return;
      e.preventDefault();
      card.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* A fresh key remounts the toast, so its 5 s start again and it is spoken again. */}
      {current && <ToastLayer key={current.key} toast={current} onDismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

/**
 * The toast on a layer of its own on <body>: inside the app's root theme (its own stacking context,
 * z-index 0) no z-index could lift it above a dialog's overlay, which Radix portals to <body>. A
 * branch of the dialogs' dismissable layers, so a press on the toast does not close a dialog under it.
 */
function ToastLayer({ toast, onDismiss }: { toast: ToastInput; onDismiss: () => void }) {
  return (
    <>
      <ToastAnnouncer text={spoken(toast)} urgent={toast.variant === 'error'} />
      {createPortal(
        <Theme asChild>
          <Branch className="toast-layer" data-testid="toast-layer">
            <div className="toast-viewport" role="region" aria-label={`Notifications (${FOCUS_HOTKEY})`}>
              <ToastCard toast={toast} onDismiss={onDismiss} />
            </div>
          </Branch>
        </Theme>,
        document.body,
      )}
    </>
  );
}

const spoken = (toast: ToastInput) => [toast.title, toast.description].filter(Boolean).join(' ');

/** Show a toast from anywhere under ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside ToastProvider');
  return api;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Branch } from '@radix-ui/react-dismissable-layer';
import { Theme } from '@radix-ui/themes';
import '@radix-ui/themes/tokens/colors/red.css';
import { ToastAnnouncer } from './ToastAnnouncer';
import { ToastCard } from './ToastCard';
import { TOAST_REMOVE_DELAY_MS, toastReducer, type ToastEntry, type ToastInput } from './toastStore';
import './toast.css';

export type { ToastEntry, ToastInput } from './toastStore';

/** One shown toast: its id, and updating or dismissing it. */
export interface ToastHandle {
  id: number;
  update(toast: Partial<ToastInput>): void;
  dismiss(): void;
}

/** The toast API handed out by useToast (SPEC: added, updated, dismissed or removed; one at a time). */
export interface ToastApi {
  /** Adds a toast, replacing the one shown. */
  show(toast: ToastInput): ToastHandle;
  update(id: number, toast: Partial<ToastInput>): void;
  /** Hides the toast (every toast without an id); it leaves the list TOAST_REMOVE_DELAY_MS later. */
  dismiss(id?: number): void;
  /** Takes the toast (every toast without an id) off the list at once. */
  remove(id?: number): void;
}

const FOCUS_HOTKEY = 'F8';
const ToastContext = createContext<ToastApi | null>(null);
const ToastListContext = createContext<readonly ToastEntry[]>([]);

/** Provides useToast() and shows one toast at a time; F8 brings focus to it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);
  // The ids in the list, and the removal timer of each dismissed one (the list itself is state).
  const listed = useRef(new Set<number>());
  const removals = useRef(new Map<number, number>());
  const forget = useCallback((id: number) => {
    window.clearTimeout(removals.current.get(id));
    removals.current.delete(id);
    listed.current.delete(id);
  }, []);
  const remove = useCallback(
    (id?: number) => {
      (id === undefined ? [...listed.current] : [id]).forEach(forget);
      dispatch({ type: 'remove', id });
    },
    [forget],
  );
  const dismiss = useCallback(
    (id?: number) => {
      for (const target of id === undefined ? listed.current : [id])
        if (listed.current.has(target) && !removals.current.has(target))
          removals.current.set(
            target,
            window.setTimeout(() => remove(target), TOAST_REMOVE_DELAY_MS),
          );
      dispatch({ type: 'dismiss', id });
    },
    [remove],
  );
  const update = useCallback((id: number, toast: Partial<ToastInput>) => dispatch({ type: 'update', id, toast }), []);
  const show = useCallback(
    (toast: ToastInput): ToastHandle => {
      const id = nextId.current++;
      // The list keeps one toast: the one replaced leaves it now, and its removal timer with it.
      [...listed.current].forEach(forget);
      listed.current.add(id);
      dispatch({ type: 'add', toast: { ...toast, id, open: true } });
      return { id, update: (next) => update(id, next), dismiss: () => dismiss(id) };
    },
    [forget, update, dismiss],
  );
  const api = useMemo<ToastApi>(() => ({ show, update, dismiss, remove }), [show, update, dismiss, remove]);

  useEffect(() => {
    const timers = removals.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

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

  const shown = toasts.find((toast) => toast.open);
  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={toasts}>
        {children}
        {/* A new toast (a new id) remounts the card, so its 5 s start again and it is spoken again; an
            update keeps the card and its timer, and speaks the new words. */}
        {shown && <ToastLayer key={shown.id} toast={shown} onDismiss={() => dismiss(shown.id)} />}
      </ToastListContext.Provider>
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

/** The toast list as it stands (shown and dismissed ones until removed). */
export function useToasts(): readonly ToastEntry[] {
  return useContext(ToastListContext);
}

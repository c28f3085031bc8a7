// The toast list (SPEC section 4, "Toasts"): at most one; a toast is added, updated, dismissed (hidden
// at once) or removed (gone from the list; a dismissed one TOAST_REMOVE_DELAY_MS after its dismissal).
// Pure: the provider holds the list and the removal timers.

/** What a caller passes to show a toast. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'success' | 'error';
}

/** A toast in the list: its id and whether it is still shown (false once dismissed). */
export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

/** At most this many toasts: a new one replaces the one shown. */
export const TOAST_LIMIT = 1;

/** A dismissed toast is removed from the list this long after its dismissal (SPEC: 1,000,000 ms). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** What can happen to the list; dismiss and remove without an id apply to every toast. */
export type ToastAction =
  | { type: 'add'; toast: ToastEntry }
  | { type: 'update'; id: number; toast: Partial<ToastInput> }
  | { type: 'dismiss'; id?: number }
  | { type: 'remove'; id?: number };

const matches = (id: number | undefined) => (toast: ToastEntry) => id === undefined || toast.id === id;

/** The list after `action`. */
export function toastReducer(toasts: readonly ToastEntry[], action: ToastAction): readonly ToastEntry[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, TOAST_LIMIT);
    case 'update':
      return toasts.map((t) => (t.id === action.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return toasts.map((t) => (matches(action.id)(t) ? { ...t, open: false } : t));
    case 'remove':
      return toasts.filter((t) => !matches(action.id)(t));
    default: {
      const never: never = action;
      return never;
    }
  }
}

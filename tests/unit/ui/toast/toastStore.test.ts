// The toast list as SPEC section 4 has it: at most one; toasts are added, updated, dismissed (hidden)
// or removed; a dismissed toast is removed 1,000,000 ms later.
import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, toastReducer, type ToastEntry } from '../../../../src/ui/toast/toastStore';

const entry = (id: number, title = `Toast ${id}`): ToastEntry => ({ id, title, open: true });

describe('toastReducer', () => {
  it('keeps at most one toast: the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const list = toastReducer(toastReducer([], { type: 'add', toast: entry(1) }), { type: 'add', toast: entry(2) });
    expect(list.map((t) => t.id)).toEqual([2]);
  });

  it('updates a toast in place, by id; another id changes nothing', () => {
    const list = [entry(1, 'Saving...')];
    expect(toastReducer(list, { type: 'update', id: 1, toast: { title: 'Saved!', variant: 'success' } })).toEqual([
      { id: 1, title: 'Saved!', variant: 'success', open: true },
    ]);
    expect(toastReducer(list, { type: 'update', id: 9, toast: { title: 'x' } })).toEqual(list);
  });

  it('dismisses (hides) one toast by id, or every toast', () => {
    expect(toastReducer([entry(1)], { type: 'dismiss', id: 1 })).toEqual([{ ...entry(1), open: false }]);
    expect(toastReducer([entry(1)], { type: 'dismiss' })).toEqual([{ ...entry(1), open: false }]);
    expect(toastReducer([entry(1)], { type: 'dismiss', id: 2 })).toEqual([entry(1)]);
  });

  it('removes one toast by id, or every toast', () => {
    expect(toastReducer([entry(1)], { type: 'remove', id: 1 })).toEqual([]);
    expect(toastReducer([entry(1)], { type: 'remove' })).toEqual([]);
    expect(toastReducer([entry(1)], { type: 'remove', id: 2 })).toEqual([entry(1)]);
  });

  it('removes a dismissed toast 1,000,000 ms after its dismissal', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });
});

// @vitest-environment jsdom
// The toast API of SPEC section 4: a toast can be added, updated, dismissed or removed; a dismissed
// toast leaves the screen at once and the list 1,000,000 ms later.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import {
  ToastProvider,
  useToast,
  useToasts,
  type ToastApi,
  type ToastEntry,
} from '../../../../src/ui/toast/ToastProvider';
import { TOAST_REMOVE_DELAY_MS } from '../../../../src/ui/toast/toastStore';

let api: ToastApi | null = null;
let list: readonly ToastEntry[] = [];
function Grab() {
  api = useToast();
  list = useToasts();
  return null;
}

function setup(): ToastApi {
  render(
    <Theme>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </Theme>,
  );
  return api!;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the toast API', () => {
  it('updates a shown toast in place: same card, new words', () => {
    const toast = setup();
    let handle!: ReturnType<ToastApi['show']>;
    act(() => {
      handle = toast.show({ title: 'Saving...' });
    });
    const card = screen.getByText('Saving...').closest('.toast-root');
    act(() => handle.update({ title: 'Saved!', description: 'Rank #3' }));
    expect(screen.getByText('Saved!').closest('.toast-root')).toBe(card);
    expect(screen.getByText('Rank #3')).toBeTruthy();
    act(() => toast.update(handle.id, { variant: 'error', title: 'Error' }));
    expect(card?.getAttribute('data-variant')).toBe('error');
  });

  it('dismisses: off the screen at once, off the list 1,000,000 ms later', () => {
    vi.useFakeTimers();
    const toast = setup();
    let id = 0;
    act(() => {
      id = toast.show({ title: 'Copied!' }).id;
    });
    act(() => toast.dismiss(id));
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(list).toEqual([{ id, title: 'Copied!', open: false }]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(list).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(list).toEqual([]);
  });

  it("the toast's own close button dismisses it", () => {
    const toast = setup();
    act(() => void toast.show({ title: 'Downloaded!' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Downloaded!')).toBeNull();
    expect(list.map((t) => t.open)).toEqual([false]);
  });

  it('removes a toast at once, by id or all', () => {
    const toast = setup();
    let id = 0;
    act(() => {
      id = toast.show({ title: 'Game Loaded!' }).id;
    });
    act(() => toast.remove(id));
    expect(screen.queryByText('Game Loaded!')).toBeNull();
    expect(list).toEqual([]);
    act(() => void toast.show({ title: 'Copied!' }));
    act(() => toast.remove());
    expect(list).toEqual([]);
  });
});

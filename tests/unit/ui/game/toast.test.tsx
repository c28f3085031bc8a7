// @vitest-environment jsdom
import { describe, expect, it, afterEach, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, Dialog, Theme } from '@radix-ui/themes';
import { ToastProvider, useToast, type ToastApi } from '../../../../src/ui/toast/ToastProvider';

let api: ToastApi | null = null;
function Grab() {
  api = useToast();
  return null;
}

/** A dialog that shows a toast from inside, as SAVE's Copy does. */
function CopyDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content aria-describedby={undefined}>
        <Dialog.Title>SAVE SPELLBOOK</Dialog.Title>
        <Button onClick={() => toast.show({ title: 'Copied!', description: 'Save code copied to clipboard.' })}>
          Copy
        </Button>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function setup(children: React.ReactNode = null) {
  render(
    <Theme>
      <ToastProvider>
        <Grab />
        <button>SAVE</button>
        {children}
      </ToastProvider>
    </Theme>,
  );
  return api!;
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('shows a toast title and description', () => {
    const toast = setup();
    act(() => toast.show({ title: 'Game Loaded!', description: 'Welcome back' }));
    expect(screen.getByText('Game Loaded!')).toBeTruthy();
    expect(screen.getByText('Welcome back')).toBeTruthy();
  });

  it('shows one toast at a time: a new toast replaces the old one', () => {
    const toast = setup();
    act(() => toast.show({ title: 'Copied!' }));
    act(() => toast.show({ title: 'Downloaded!' }));
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(screen.getByText('Downloaded!')).toBeTruthy();
  });

  it('goes after 5000 ms, and not while the pointer rests on it', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => toast.show({ title: 'Copied!' }));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(screen.getByText('Copied!').closest('.toast-root')!);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Copied!')).toBeTruthy();
    fireEvent.pointerLeave(screen.getByText('Copied!').closest('.toast-root')!);
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('is spoken once, as "Notification: title description", in a status region of its own', () => {
    vi.useFakeTimers();
    const toast = setup();
    act(() => toast.show({ title: 'Game Loaded!', description: 'Welcome back' }));
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('status').textContent).toBe('Notification: Game Loaded! Welcome back');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => toast.show({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'error' }));
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('alert').textContent).toBe('Notification: Error Failed to copy to clipboard');
  });

  it('F8 brings focus to it; Escape there dismisses it and gives focus back', () => {
    const toast = setup();
    const opener = screen.getByRole('button', { name: 'SAVE' });
    opener.focus();
    act(() => toast.show({ title: 'Copied!' }));
    fireEvent.keyDown(document.activeElement!, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(screen.getByText('Copied!').closest('.toast-root'));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('useToast outside the provider throws', () => {
    function Bad() {
      useToast();
      return null;
    }
    expect(() => render(<Bad />)).toThrow(/ToastProvider/);
  });
});

describe('toasts and dialogs', () => {
  it('live in a layer of their own on <body>, outside the app root whose stacking context traps z-index', () => {
    const toast = setup();
    act(() => toast.show({ title: 'File Loaded!' }));
    const shown = screen.getByText('File Loaded!');
    const layer = screen.getByTestId('toast-layer');
    expect(layer.parentElement).toBe(document.body);
    expect(layer.contains(shown)).toBe(true);
    // The root theme (position: relative; z-index: 0) must not contain the toast.
    expect(shown.closest('[data-is-root-theme="true"]')).toBeNull();
  });

  it('a toast shown from inside a dialog leaves the first Escape to the dialog', () => {
    setup(<CopyDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByText('Copied!')).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'SAVE SPELLBOOK' })).toBeNull();
    expect(screen.getByText('Copied!')).toBeTruthy();
  });

  it('pressing the toast does not close the dialog under it', () => {
    setup(<CopyDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    fireEvent.pointerDown(dismiss);
    fireEvent.click(dismiss);
    expect(screen.queryByText('Copied!')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'SAVE SPELLBOOK' })).toBeTruthy();
  });
});

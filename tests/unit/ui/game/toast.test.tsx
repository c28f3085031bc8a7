// @vitest-environment jsdom
import { describe, expect, it, afterEach } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { ToastProvider, useToast, type ToastApi } from '../../../../src/ui/toast/ToastProvider';

let api: ToastApi | null = null;
function Grab() {
  api = useToast();
  return null;
}

function setup() {
  render(
    <Theme>
      <ToastProvider>
        <Grab />
      </ToastProvider>
    </Theme>,
  );
  return api!;
}

afterEach(cleanup);

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

  it('useToast outside the provider throws', () => {
    function Bad() {
      useToast();
      return null;
    }
    expect(() => render(<Bad />)).toThrow(/ToastProvider/);
  });
});

describe('toasts above dialogs', () => {
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
});

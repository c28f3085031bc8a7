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

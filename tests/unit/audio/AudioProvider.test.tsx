// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AudioProvider, useAudio, type MixerFactory } from '../../../src/audio/AudioProvider';
import { SOUND_STORAGE_KEY } from '../../../src/audio/settings';
import { fakeMixer } from '../../support/react/renderWithProviders';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function withProvider(factory: MixerFactory = fakeMixer().factory) {
  return ({ children }: { children: ReactNode }) => <AudioProvider mixerFactory={factory}>{children}</AudioProvider>;
}

const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

describe('audio', () => {
  it('raises an error outside its provider', () => {
    function Orphan() {
      useAudio();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAudio must be used within an AudioProvider');
  });

  it('stays silent until a gesture unlocks it, then plays cues', async () => {
    const mixer = fakeMixer();
    const { result } = renderHook(() => useAudio(), { wrapper: withProvider(mixer.factory) });
    expect(result.current.enabled).toBe(false);
    act(() => result.current.play('move'));
    await flush();
    expect(mixer.played).toEqual([]);
    act(() => result.current.unlock());
    expect(result.current.enabled).toBe(true);
    act(() => result.current.play('attack'));
    // The mixer loads on the unlock: the cue plays once it has, however long a busy machine takes.
    await vi.waitFor(() => expect(mixer.played).toEqual(['attack']));
  });

  it('remembers sound OFF and the volumes across a reload', async () => {
    const first = renderHook(() => useAudio(), { wrapper: withProvider() });
    act(() => first.result.current.unlock());
    act(() => first.result.current.toggleEnabled());
    act(() => first.result.current.setVolume('master', 0.75));
    expect(JSON.parse(localStorage.getItem(SOUND_STORAGE_KEY)!)).toMatchObject({ enabled: false, master: 0.75 });
    first.unmount();
    const second = renderHook(() => useAudio(), { wrapper: withProvider() });
    act(() => second.result.current.unlock());
    expect(second.result.current.enabled).toBe(false);
    expect(second.result.current.settings.master).toBe(0.75);
  });
});

describe('audio when a game is in play', () => {
  it('turns on for a game resumed after a reload, with no gesture', async () => {
    const { useAudioForGame } = await import('../../../src/audio/useAudioForGame');
    const { result } = renderHook(
      () => {
        useAudioForGame(true);
        return useAudio();
      },
      { wrapper: withProvider() },
    );
    expect(result.current.enabled).toBe(true);
  });

  it('fetches Howler and the sounds only at the first gesture after a reload, not with the game screen', async () => {
    // A reload is a page the player has not touched yet (the browser would hold any sound anyway).
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
    try {
      const mixer = fakeMixer();
      let made = 0;
      const factory: MixerFactory = () => {
        made++;
        return mixer.factory();
      };
      const { useAudioForGame } = await import('../../../src/audio/useAudioForGame');
      const { result } = renderHook(
        () => {
          useAudioForGame(true);
          return useAudio();
        },
        { wrapper: withProvider(factory) },
      );
      expect(result.current.enabled).toBe(true);
      act(() => result.current.play('move'));
      await flush();
      expect(made).toBe(0);
      act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'd' })));
      // The mixer is made once the page is idle after the gesture: a timer of its own, which one flush
      // of the timers may or may not outrun.
      await waitFor(() => expect(made).toBe(1));
      act(() => result.current.play('attack'));
      await flush();
      expect(mixer.played).toEqual(['move', 'attack']);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('keeps a stored sound OFF', async () => {
    localStorage.setItem(
      SOUND_STORAGE_KEY,
      JSON.stringify({ enabled: false, master: 0.5, ambient: 0.05, movement: 0.25, attack: 0.15 }),
    );
    const { useAudioForGame } = await import('../../../src/audio/useAudioForGame');
    const { result } = renderHook(
      () => {
        useAudioForGame(true);
        return useAudio();
      },
      { wrapper: withProvider() },
    );
    expect(result.current.enabled).toBe(false);
  });
});

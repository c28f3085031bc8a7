// Sound for the whole app: off until the first gesture (browsers block earlier audio), then the
// ambient loop and the cues the game asks for, at the volumes of the sound chamber. Howler and the
// sound files load only after a gesture, never with the first screen.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createMixer, type Mixer, type SoundCue } from './mixer';
import { loadSoundSettings, saveSoundSettings, type SoundChannel, type SoundSettings } from './settings';

/** The audio facility the game and dialogs use (play, mute, volumes), plus what the sound chamber needs. */
export interface AudioContextValue {
  /** Sound is on: the player wants it and a gesture has unlocked audio. */
  enabled: boolean;
  toggleEnabled: () => void;
  /** Call from a click, touch or key press: loads Howler and starts the ambient loop if sound is wanted. */
  unlock: () => void;
  play: (cue: SoundCue) => void;
  settings: SoundSettings;
  setVolume: (channel: SoundChannel, volume: number) => void;
  /** Plays a cue at the current volumes even while sound is off (the sound chamber's test buttons). */
  test: (cue: SoundCue) => void;
}

const AudioContext = createContext<AudioContextValue | null>(null);

/** Injected in tests; the real one loads Howler lazily. */
export type MixerFactory = (settings: SoundSettings) => Promise<Mixer>;

function logAudioFailure(error: unknown): void {
  console.warn('audio: unavailable', error);
}

const GESTURES = ['pointerdown', 'touchstart', 'keydown'] as const;

/** Resolves when the main thread is idle (at most 1 s on): Howler is evaluated after the screen's first work. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the page has had a click, touch or key press (at once if it has; Chromium counts one
 * made on the page before a same-site reload). Before one the browser plays nothing, so a game
 * resumed by a reload waits for it to fetch Howler and the sounds instead of loading them with the
 * game screen. Where the browser cannot tell, at once.
 */
function afterFirstGesture(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.userActivation?.hasBeenActive !== false) return Promise.resolve();
  return new Promise((resolve) => {
    const handle = () => {
      GESTURES.forEach((name) => window.removeEventListener(name, handle, true));
      resolve();
    };
    GESTURES.forEach((name) => window.addEventListener(name, handle, { capture: true, passive: true }));
  });
}

/** Owns the settings and the lazily created mixer. */
export function AudioProvider({
  children,
  mixerFactory = createMixer,
}: {
  children: ReactNode;
  mixerFactory?: MixerFactory;
}) {
  const [settings, setSettings] = useState<SoundSettings>(loadSoundSettings);
  const [unlocked, setUnlocked] = useState(false);
  const mixer = useRef<Promise<Mixer | null> | null>(null);
  // The settings of the last committed render, for callbacks that must not change when a volume does.
  const settingsRef = useRef(settings);
  useEffect(() => {
    settingsRef.current = settings;
  }, [settings]);
  const enabled = unlocked && settings.enabled;

  const withMixer = useCallback(
    (act: (m: Mixer) => void) => {
      mixer.current ??= afterFirstGesture()
        .then(whenIdle)
        .then(() => mixerFactory(settingsRef.current))
        .catch((error: unknown) => {
          logAudioFailure(error);
          return null;
        });
      void mixer.current.then((m) => {
        if (!m) return;
        try {
          act(m);
        } catch (error) {
          logAudioFailure(error);
        }
      });
    },
    [mixerFactory],
  );

  useEffect(() => {
    if (!unlocked) return;
    withMixer((m) => {
      m.apply(settings);
      if (settings.enabled) m.startAmbient();
      else m.stopAmbient();
    });
  }, [unlocked, settings, withMixer]);

  const update = useCallback((change: (s: SoundSettings) => SoundSettings) => {
    setSettings((current) => {
      const next = change(current);
      saveSoundSettings(next);
      return next;
    });
  }, []);

  const unlock = useCallback(() => setUnlocked(true), []);
  const toggleEnabled = useCallback(() => {
    // Turning sound on from the button is itself a gesture, so it also unlocks.
    const turningOn = !(unlocked && settingsRef.current.enabled);
    setUnlocked(true);
    update((s) => ({ ...s, enabled: turningOn }));
  }, [unlocked, update]);
  const play = useCallback(
    (cue: SoundCue) => {
      if (enabled) withMixer((m) => m.play(cue));
    },
    [enabled, withMixer],
  );
  const test = useCallback(
    (cue: SoundCue) => {
      setUnlocked(true);
      withMixer((m) => {
        m.apply(settingsRef.current);
        m.play(cue);
      });
    },
    [withMixer],
  );
  const setVolume = useCallback(
    (channel: SoundChannel, volume: number) => update((s) => ({ ...s, [channel]: Math.min(1, Math.max(0, volume)) })),
    [update],
  );

  const value = useMemo(
    () => ({ enabled, toggleEnabled, unlock, play, settings, setVolume, test }),
    [enabled, toggleEnabled, unlock, play, settings, setVolume, test],
  );
  return <AudioContext.Provider value={value}>{children}</AudioContext.Provider>;
}

/** The audio facility; using it outside AudioProvider is a programming error, so it throws. */
export function useAudio(): AudioContextValue {
  const value = useContext(AudioContext);
  if (!value) throw new Error('useAudio must be used within an AudioProvider');
  return value;
}

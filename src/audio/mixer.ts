// The layered mix on Howler: master volume over an ambient loop, footsteps and battle sounds.
// Howler and the file URLs load lazily so they stay out of the start screen's first bundle.
import type { Howl as HowlType } from 'howler';
import type { SoundSettings } from './settings';
import { nextTask } from '../map/nextTask';

/** A one-shot sound the game asks for. */
export type SoundCue = 'move' | 'attack';

/** What the provider drives: apply the settings, play cues, run the ambient loop. */
export interface Mixer {
  apply(settings: SoundSettings): void;
  play(cue: SoundCue): void;
  startAmbient(): void;
  stopAmbient(): void;
}

const CUE_CHANNEL = { move: 'movement', attack: 'attack' } as const;

/** Loads Howler and the three sounds; failures are logged by the caller, never shown. */
export async function createMixer(settings: SoundSettings): Promise<Mixer> {
  const [{ Howl, Howler }, { SOUND_URLS }] = await Promise.all([import('howler'), import('./sources')]);
  const logError = (name: string) => (_id: number, error: unknown) => console.warn(`audio: ${name} failed`, error);
  const make = (name: keyof typeof SOUND_URLS, loop = false): HowlType =>
    new Howl({
      src: [SOUND_URLS[name]],
      loop,
      preload: true,
      onloaderror: logError(name),
      onplayerror: logError(name),
    });
  // A Howl at a time, each in a task of its own: the first makes Howler's AudioContext, and each sends its
  // file's request (one 87 ms task of a resumed game's load under a 4x slower CPU, all three at once).
  const ambient = make('ambient', true);
  await nextTask();
  const move = make('move');
  await nextTask();
  const sounds = { ambient, move, attack: make('attack') };
  let current = settings;

  return {
    apply(next) {
      current = next;
      Howler.volume(next.master);
      sounds.ambient.volume(next.ambient);
    },
    play(cue) {
      const sound = sounds[cue];
      sound.volume(current[CUE_CHANNEL[cue]]);
      sound.play();
    },
    startAmbient() {
      if (!sounds.ambient.playing()) sounds.ambient.play();
    },
    stopAmbient() {
      sounds.ambient.stop();
    },
  };
}

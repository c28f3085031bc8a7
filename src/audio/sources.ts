// The audio files made by scripts/make-sounds.ts; loaded with Howler, after the start screen.
import ambientUrl from '../../assets/audio/ambient.wav?url';
import moveUrl from '../../assets/audio/move.wav?url';
import attackUrl from '../../assets/audio/attack.wav?url';

/** URL of each sound file, as Vite serves or bundles it. */
export const SOUND_URLS = { ambient: ambientUrl, move: moveUrl, attack: attackUrl } as const;

import { useEffect } from 'react';
import { useAudio } from './AudioProvider';

/**
 * Turns audio on once a game is in play: started, loaded or resumed after a reload (a resumed game
 * counts as loaded). A stored sound OFF is kept; the browser may hold the first note until a gesture.
 */
export function useAudioForGame(inPlay: boolean): void {
  const { unlock } = useAudio();
  useEffect(() => {
    if (inPlay) unlock();
  }, [inPlay, unlock]);
}

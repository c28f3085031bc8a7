// The replay viewer's clock: while playing, each animation frame ticks the player reducer with the
// time since the previous frame.
import { useEffect, useReducer } from 'react';
import { initialPlayer, playerReducer, type PlayerEvent, type PlayerState } from './playerReducer';

/** The player state of a run of `total` actions and its dispatch. */
export function usePlayback(total: number): [PlayerState, (event: PlayerEvent) => void] {
  const [player, dispatch] = useReducer(playerReducer, total, initialPlayer);
  useEffect(() => {
    if (!player.playing) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      dispatch({ type: 'tick', ms: now - last });
      last = now;
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [player.playing]);
  return [player, dispatch];
}

// The viewer's keys: Space plays or pauses, the arrows step (outside text fields and the scrubber, which has its own).
import { useEffect } from 'react';
import type { PlayerEvent } from './playerReducer';

/** Listens on the window while mounted. */
export function usePlayerKeys(dispatch: (event: PlayerEvent) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="combobox"]')) return;
      if (e.key === ' ') dispatch({ type: 'toggle' });
      else if (e.key === 'ArrowRight') dispatch({ type: 'step', delta: 1 });
      else if (e.key === 'ArrowLeft') dispatch({ type: 'step', delta: -1 });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}

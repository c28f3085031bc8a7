// What the player is told when the statechart's witness ends because the run went back to an earlier
// save (src/app/witness/witnessActor.ts): the run continues, unwitnessed.
import { useEffect, useRef } from 'react';
import { useToast } from '../../toast/ToastProvider';
import { GameActor } from './GameActor';

/** The notice, word for word. */
export const WITNESS_REWOUND_TEXT = 'This run went back to an earlier save; it continues unwitnessed.';

/** Shows WITNESS_REWOUND_TEXT when the statechart says the run went back. */
export function useWitnessNotice(): void {
  const actor = GameActor.useActorRef();
  const toast = useToast();
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);
  useEffect(() => {
    const subscription = actor.on('witnessRewound', () => {
      // After the task that loaded the earlier save: its own 'Game Loaded!' toast would replace this one.
      window.setTimeout(() => toastRef.current.show({ title: WITNESS_REWOUND_TEXT, variant: 'error' }), 0);
    });
    return () => subscription.unsubscribe();
  }, [actor]);
}

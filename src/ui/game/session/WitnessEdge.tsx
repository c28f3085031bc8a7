// The session's witness (src/app/witness/witness.ts): every new action log of the running game goes
// to it; the page hiding or the session ending sends what is pending; a run that went back to an
// earlier save is told so in the game's voice and plays on unwitnessed.
import { useEffect, useRef } from 'react';
import { runOutcome } from '../../../engine';
import { createWitness } from '../../../app/witness/witness';
import { setSessionWitness } from '../../../app/witness/sessionWitness';
import { saveWitnessRecord, type WitnessRecord } from '../../../storage/witnessRecord';
import { useToast } from '../../toast/ToastProvider';
import { GameActor } from './GameActor';

/** What the player is told when the witness ends because the run went back to an earlier save. */
export const WITNESS_REWOUND_TEXT = 'This run went back to an earlier save; it continues unwitnessed.';

/** Witnesses the session's run while it is the one played; renders nothing. */
export function WitnessEdge({ record }: { record: WitnessRecord }) {
  const actor = GameActor.useActorRef();
  const toast = useToast();
  const toastRef = useRef(toast);
  useEffect(() => {
    toastRef.current = toast;
  }, [toast]);

  useEffect(() => {
    let kept = record;
    const keep = (patch: Partial<WitnessRecord>) => {
      kept = { ...kept, ...patch };
      saveWitnessRecord(kept);
    };
    const witness = createWitness({
      id: record.id,
      runSecret: record.runSecret,
      witnessed: record.witnessed,
      onWitnessed: (witnessed) => keep({ witnessed }),
      onEnded: (why) => {
        keep({ ended: true });
        // After the task that loaded the earlier save: its own 'Game Loaded!' toast would replace this one.
        if (why === 'rewound')
          window.setTimeout(() => toastRef.current.show({ title: WITNESS_REWOUND_TEXT, variant: 'error' }), 0);
      },
    });
    setSessionWitness(witness);
    let playing = false;
    const observe = () => {
      const game = actor.getSnapshot().context.game;
      if (!game) {
        // The game went while the run was still being played: the player quit it (a death or a victory
        // ends the run first), so the server takes it off the live list now.
        if (playing) witness.quit();
        playing = false;
        return;
      }
      // Another run loaded in this session (a save code from elsewhere): it is not this witness's.
      if (game.seed !== record.seed || game.runSecret !== record.runSecret) return witness.stop();
      witness.observe(game.actions);
      playing = runOutcome(game) === 'playing';
      // The run's last move goes at once, so an inscription right after it is the witnessed log.
      if (!playing) witness.flush();
    };
    observe();
    const subscription = actor.subscribe(observe);
    const hide = () => witness.flush(true);
    const onVisibility = () => document.visibilityState === 'hidden' && hide();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', onVisibility);
      witness.flush(true);
      witness.stop();
      setSessionWitness(null);
    };
  }, [actor, record]);
  return null;
}

// The statechart's witness of its run (src/app/witness/witness.ts): it watches the machine's snapshots
// and gives the witness every new action log; the page hiding (FLUSH) or the actor stopping sends what
// is pending; an inscription asks it to SETTLE first. The record beside the local save follows every
// count the server confirms, so a reloaded run goes on witnessed.
import { fromCallback, type AnyActorRef } from 'xstate';
import { runOutcome, type GameState } from '../../engine';
import { saveWitnessRecord, type WitnessRecord } from '../../storage/witnessRecord';
import { createWitness } from './witness';

/** Longest an inscription waits for the last batch's answer (ms); after it the run is inscribed as it is. */
export const INSCRIBE_WAITS_FOR_WITNESS_MS = 3000;

/** The statechart's snapshots as the witness reads them: the game in play, null when there is none. */
interface GameSnapshot {
  context: { game: GameState | null };
}

/** What the witness watches: the machine that spawned it. */
export interface WatchedGame {
  getSnapshot(): GameSnapshot;
  subscribe(next: (snapshot: GameSnapshot) => void): { unsubscribe(): void };
}

/** The run's witness record and the machine whose game it witnesses. */
export interface WitnessInput {
  record: WitnessRecord;
  game: WatchedGame;
}

/**
 * What the witness takes: FLUSH sends what is pending now (with keepalive when the page is going away);
 * SETTLE answers SETTLED to `replyTo` once the server has every action so far (or the witness ended, or
 * INSCRIBE_WAITS_FOR_WITNESS_MS passed).
 */
export type WitnessEvent = { type: 'FLUSH'; keepalive: boolean } | { type: 'SETTLE'; replyTo: AnyActorRef };

/** What it tells its machine: the run went back to an earlier save and plays on unwitnessed. */
export type WitnessReport = { type: 'WITNESS_REWOUND' };

export const witnessActor = fromCallback<WitnessEvent, WitnessInput>(({ input, receive, sendBack }) => {
  const { record, game } = input;
  let kept = record;
  const keep = (patch: Partial<WitnessRecord>) => {
    kept = { ...kept, ...patch };
    saveWitnessRecord(kept);
  };
  keep({});
  const witness = createWitness({
    id: record.id,
    runSecret: record.runSecret,
    witnessed: record.witnessed,
    onWitnessed: (witnessed) => keep({ witnessed }),
    onEnded: (why) => {
      keep({ ended: true });
      if (why === 'rewound') sendBack({ type: 'WITNESS_REWOUND' } satisfies WitnessReport);
    },
  });
  let playing = false;
  const observe = ({ context: { game: current } }: GameSnapshot) => {
    if (!current) {
      // The game went while the run was still being played: the player quit it (a death or a victory
      // ends the run first), so the server takes it off the live list now.
      if (playing) witness.quit();
      playing = false;
      return;
    }
    // Another run loaded in this session (a save code from elsewhere): it is not this witness's.
    if (current.seed !== record.seed || current.runSecret !== record.runSecret) return witness.stop();
    witness.observe(current.actions);
    playing = runOutcome(current) === 'playing';
    // The run's last move goes at once, so an inscription right after it is the witnessed log.
    if (!playing) witness.flush();
  };
  observe(game.getSnapshot());
  const subscription = game.subscribe(observe);
  receive((event) => {
    if (event.type === 'FLUSH') return witness.flush(event.keepalive);
    void witness.settled(INSCRIBE_WAITS_FOR_WITNESS_MS).then(() => event.replyTo.send({ type: 'SETTLED' }));
  });
  return () => {
    subscription.unsubscribe();
    witness.flush(true);
    witness.stop();
  };
});

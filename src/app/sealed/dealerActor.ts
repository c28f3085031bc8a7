// The statechart's dealer of a sealed run (dealer.ts): it plays each action the machine sends (PLAY) and
// reports every view the server answers (DEALT), a connection lost or back, and the end of the dealing.
// It keeps the run in local storage as it goes, so a reload takes the run up where the server has it.
import { fromCallback, type AnyActorRef } from 'xstate';
import { decodeActions, encodeActions } from '../../engine/save/actionCodec';
import { MAX_RUN_ACTIONS } from '../../shared/api';
import { clearSealedRun, saveSealedRun, type SealedRunRecord } from '../../storage/sealedRun';
import { runOutcome, type Action, type GameView } from '../../engine';
import { createDealer, type DealerEnd } from './dealer';

/** Longest an inscription waits for the server to have every action (ms); after it, it is sent as it is. */
export const INSCRIBE_WAITS_FOR_DEALER_MS = 3000;

/** The sealed run the dealer plays: who it is, and the record kept from the page before (a reload). */
export interface DealerInput {
  run: SealedRunRecord;
  resumed: boolean;
}

/** What the dealer takes: an action to play, a request to SETTLE (answered SETTLED), the player quitting. */
export type DealerEvent =
  { type: 'PLAY'; action: Action } | { type: 'SETTLE'; replyTo: AnyActorRef } | { type: 'QUIT' };

/** What it tells its machine. */
export type DealerReport =
  | { type: 'DEALT'; view: GameView; covered: number }
  | { type: 'CONNECTION'; lost: boolean }
  | { type: 'DEALING_ENDED'; end: DealerEnd };

/** The actions a kept run played after the server's last answer (none when the record's text is unreadable). */
export function keptActions(run: SealedRunRecord): Action[] {
  return decodeActions(run.unsent, MAX_RUN_ACTIONS) ?? [];
}

export const dealerActor = fromCallback<DealerEvent, DealerInput>(({ input, receive, sendBack }) => {
  const { run, resumed } = input;
  let kept = run;
  saveSealedRun(kept);
  const report = (event: DealerReport) => sendBack(event);
  const dealer = createDealer({
    id: run.id,
    runSecret: run.runSecret,
    view: run.view,
    ...(resumed ? { kept: { base: run.base, unsent: keptActions(run) } } : {}),
    onView: (view, covered) => {
      kept = { ...kept, view };
      report({ type: 'DEALT', view, covered });
    },
    onKept: ({ base, unsent }) => {
      kept = { ...kept, base, unsent: encodeActions(unsent) };
      // A run over is not taken up again: the end dialog shows it, then it is gone, as an open run's save.
      if (runOutcome(kept.view) === 'playing') saveSealedRun(kept);
      else clearSealedRun();
    },
    onConnection: (lost) => report({ type: 'CONNECTION', lost }),
    onEnded: (end) => report({ type: 'DEALING_ENDED', end }),
  });
  receive((event) => {
    if (event.type === 'PLAY') return dealer.play(event.action);
    if (event.type === 'QUIT') return dealer.quit();
    void dealer.settled(INSCRIBE_WAITS_FOR_DEALER_MS).then(() => event.replyTo.send({ type: 'SETTLED' }));
  });
  return () => dealer.stop();
});

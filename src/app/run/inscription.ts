// Inscribing the run in the Hall of Legends, as an actor of the statechart (its INSCRIBE spawns one):
// the witness settles first, so a witnessed run is inscribed as the log the server witnessed, then the
// score goes to POST /api/game-stats. It ends `done` with the stored entry or `failed` with the refusal.
import { assign, enqueueActions, fromPromise, setup, type AnyActorRef } from 'xstate';
import { ApiError } from '../../api/client';
import { submitScore } from '../../api/calls';
import { endRun } from '../../api/runCalls';
import type { GameStatsRequest, GameStatsResponse, SealedGameStatsRequest } from '../../shared/api';

/** One inscription: the form that asked for it, whether it is premium, the score body and the run's witness. */
export interface InscriptionInput {
  /** The form that sent it: a form shows only its own inscription. */
  form: symbol;
  premium: boolean;
  submission: GameStatsRequest | SealedGameStatsRequest;
  /** The run's witness or a sealed run's dealer, asked to SETTLE first (null: the run is not witnessed). */
  witness: AnyActorRef | null;
}

/** A refusal as the form shows it: '{status}: {text}' and the names the server suggested. */
export interface InscriptionFailure {
  message: string;
  suggestions: string[];
}

export interface InscriptionContext extends InscriptionInput {
  entry: GameStatsResponse | null;
  failure: InscriptionFailure | null;
}

/** What a failed submission says: the server's refusal, or the network's error. */
export function failureOf(error: unknown): InscriptionFailure {
  return {
    message: error instanceof Error ? error.message : String(error),
    suggestions: error instanceof ApiError ? error.suggestions : [],
  };
}

export const inscriptionMachine = setup({
  types: {
    input: {} as InscriptionInput,
    context: {} as InscriptionContext,
    events: {} as { type: 'SETTLED' },
  },
  actors: {
    submit: fromPromise<GameStatsResponse, InscriptionInput['submission']>(async ({ input }) => {
      // A sealed run is inscribed as it ended: one still playing (inscribed before quitting) ends first.
      // If the end is not heard, the server says so itself: it inscribes no sealed run still playing.
      if ('runId' in input) await endRun(input.runId, { runSecret: input.runSecret }).catch(() => undefined);
      return submitScore(input);
    }),
  },
}).createMachine({
  id: 'inscription',
  context: ({ input }) => ({ ...input, entry: null, failure: null }),
  initial: 'settling',
  states: {
    settling: {
      entry: enqueueActions(({ context, self, enqueue }) => {
        if (context.witness) enqueue.sendTo(context.witness, { type: 'SETTLE', replyTo: self });
        else enqueue.raise({ type: 'SETTLED' });
      }),
      on: { SETTLED: 'saving' },
    },
    saving: {
      invoke: {
        src: 'submit',
        input: ({ context }) => context.submission,
        onDone: { target: 'done', actions: assign({ entry: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
  },
});

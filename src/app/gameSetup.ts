// The statechart's types, delays, guards and actions. A file of its own so that each region (regions/)
// types its config against it without importing gameMachine.ts, which imports the regions.
import { assertEvent, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import { apply, runOutcome } from '../engine';
import {
  exitJustFound,
  isGameOver,
  isMonsterTurn,
  monsterCameNear,
  onFoundExit,
  onMerchant,
  pickedUp,
} from './gameQueries';
import { ATTACK_CUE_DELAY_MS, AUTOSAVE_INTERVAL_MS, MONSTER_TURN_DELAY_MS, WALK_STEP_MS } from './gameTimings';
import {
  game,
  type GameContext,
  type GameEmitted,
  type GameEvent,
  type GameInput,
  type Walk,
  type WalkStopReason,
} from './gameTypes';
import { inscriptionMachine } from './run/inscription';
import { registration, type Registration } from './run/registration';
import { beginRun } from './runSecret';
import { witnessActor } from './witness/witnessActor';
import { nextWalkStep, playerStep, stopsForHealth, walkAsked, walkGoesOn, walkStopFor, walkTarget } from './walkSteps';

export const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    emitted: {} as GameEmitted,
    children: {} as { witness: 'witness'; inscription: 'inscription' },
  },
  // A run's life beside the game: its registration, its witness and its inscriptions (src/app/run/).
  actors: { registration, witness: witnessActor, inscription: inscriptionMachine },
  delays: {
    monsterTurnDelay: MONSTER_TURN_DELAY_MS,
    autosaveInterval: AUTOSAVE_INTERVAL_MS,
    walkStepDelay: WALK_STEP_MS,
  },
  guards: {
    hasGame: ({ context }) => context.game !== null,
    registers: ({ context }) => context.newRun !== null,
    gameOver: ({ context }) => context.game !== null && isGameOver(context.game),
    runWon: ({ context }) => context.game !== null && runOutcome(context.game) === 'won',
    monsterTurnNow: ({ context }) => isMonsterTurn(game(context)),
    playerTurnNow: ({ context }) => !isMonsterTurn(game(context)),
    statPointPending: ({ context }) => (game(context).player.pendingStatPoint ?? 0) > 0,
    noStatPointPending: ({ context }) => (game(context).player.pendingStatPoint ?? 0) <= 0,
    noticeMerchant: ({ context }) => context.notice === 'merchant',
    noticePortal: ({ context }) => context.notice === 'portal',
    noticeStamina: ({ context }) => context.notice === 'stamina',
    standsOnFoundExit: ({ context }) => onFoundExit(game(context)),
    standsOnMerchant: ({ context }) => onMerchant(game(context)),
    travelToOwnMerchantCell: ({ context, event }) => {
      assertEvent(event, 'TRAVEL');
      const { player } = game(context);
      return event.x === player.x && event.y === player.y && onMerchant(game(context));
    },
    // Why a walk stops, each asked of the engine's state (and the state before the latest step).
    dialogOpen: not(stateIn({ playing: { dialog: 'none' } })),
    inFight: ({ context }) => game(context).combat.active,
    walkRefused: ({ context }) => context.refusal !== null,
    playerActed: ({ context }) => context.walk !== null && game(context).actions.length !== context.walk.mark,
    exitJustFound: ({ context }) => context.walkFrom !== null && exitJustFound(context.walkFrom, game(context)),
    monsterCameNear: ({ context }) =>
      context.walkFrom !== null && monsterCameNear(context.walkFrom, game(context), walkTarget(context)),
    pickedUp: ({ context }) => context.walkFrom !== null && pickedUp(context.walkFrom, game(context)),
    healthBelowHalf: ({ context }) => stopsForHealth(context),
    noNextStep: ({ context }) => nextWalkStep(context) === null,
  },
  actions: {
    // Edge effects: the React side provides these (audio, local storage); the defaults do nothing.
    playMoveCue: () => {},
    playAttackCue: () => {},
    saveLocally: () => {},
    clearLocalSave: () => {},
    startNewGame: assign(({ event }) => {
      assertEvent(event, 'BEGIN');
      return {
        game: beginRun(event.name, event.seed, event.rulesVersion, event.runSecret),
        notice: null,
        refusal: null,
      };
    }),
    // Within the actor's first step: its first snapshot is already in play, never at name entry.
    raiseStart: enqueueActions(({ context, enqueue }) => {
      if (!context.start) return;
      enqueue.raise(context.start);
      enqueue.assign({ start: null });
    }),
    loadGame: assign(({ event }) => {
      assertEvent(event, 'LOAD');
      return { game: event.state, notice: null, refusal: null };
    }),
    clearGame: assign({ game: null, notice: null, refusal: null }),
    // The witness of a loaded or resumed run that has one, from the start; it watches this machine's game.
    watchRun: enqueueActions(({ context, self, enqueue }) => {
      if (!context.witness) return;
      enqueue.spawnChild('witness', { id: 'witness', input: { record: context.witness, game: self } });
      enqueue.assign({ witness: null });
    }),
    // The page is hiding: the witness sends what is pending, with keepalive.
    flushWitness: enqueueActions(({ self, enqueue }) => {
      const witness = self.getSnapshot().children.witness;
      if (witness) enqueue.sendTo(witness, { type: 'FLUSH', keepalive: true });
    }),
    // One inscription at a time: a new one replaces the last (whose form is gone or asks again).
    inscribe: enqueueActions(({ event, self, enqueue }) => {
      assertEvent(event, 'INSCRIBE');
      const { form, premium, submission } = event;
      const witness = self.getSnapshot().children.witness ?? null;
      enqueue.stopChild('inscription');
      enqueue.spawnChild('inscription', { id: 'inscription', input: { form, premium, submission, witness } });
    }),
    noticeRewound: emit({ type: 'witnessRewound' }),
    clearNotice: assign({ notice: null }),
    openHeaderDialog: assign(({ event }) => {
      assertEvent(event, 'OPEN_DIALOG');
      return { headerDialog: event.dialog };
    }),
    closeHeaderDialog: assign({ headerDialog: null }),
    applyMonsterTurn: assign({ game: ({ context }) => apply(game(context), { type: 'monsterTurn' }) }),
    applyDescend: assign({ game: ({ context }) => apply(game(context), { type: 'descend' }) }),
    applySacrifice: assign({ game: ({ context }) => apply(game(context), { type: 'sacrificeForStamina' }) }),
    applyRest: assign({ game: ({ context }) => apply(game(context), { type: 'rest' }) }),
    applyPlayerAction: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'ACT');
      const { after, refusal, notice, moveCue, attackCue } = playerStep(game(context), event.action);
      enqueue.assign({ game: after, notice, refusal });
      // The cue runs as an action of this step: a raised event would cost every move a second
      // macrostep (all the eventless guards again) for a sound.
      if (moveCue) enqueue('playMoveCue');
      if (attackCue) enqueue.raise({ type: 'ATTACK_CUE' }, { delay: ATTACK_CUE_DELAY_MS });
    }),
    startWalk: assign(({ context, event }) => {
      assertEvent(event, ['EXPLORE', 'TRAVEL']);
      const mark = game(context).actions.length;
      const walk: Walk = walkAsked(
        context,
        event.type === 'TRAVEL'
          ? { kind: 'travel', x: event.x, y: event.y, steps: 0, mark }
          : { kind: 'explore', steps: 0, mark },
      );
      // A refusal from before the walk (a bump into a wall) is not one of the walk's.
      return { walk, walkFrom: null, walkStop: null, refusal: null };
    }),
    // An ordinary move action, exactly as a key press would send it: runs and replays do not know walks.
    takeWalkStep: enqueueActions(({ context, enqueue }) => {
      const direction = nextWalkStep(context);
      if (!context.walk || direction === null) return;
      const before = game(context);
      const { after, refusal, notice, moveCue, attackCue } = playerStep(before, { type: 'move', direction });
      // A merchant's cell walked across opens no shop (every walk past it did); the one a walk stops on does.
      const passing = notice === 'merchant' && walkGoesOn(context, before, after, refusal);
      enqueue.assign({
        game: after,
        notice: passing ? null : notice,
        refusal,
        walkFrom: before,
        walk: { ...context.walk, steps: context.walk.steps + 1, mark: after.actions.length },
      });
      if (moveCue) enqueue('playMoveCue');
      if (attackCue) enqueue.raise({ type: 'ATTACK_CUE' }, { delay: ATTACK_CUE_DELAY_MS });
    }),
  },
  // Added apart: TypeScript cannot check the enqueueActions above in the same setup as an action that takes
  // params, and stopWalk takes its reason as params, takeRegistration the registration's outcome.
}).extend({
  actions: {
    // The registration answered: the run begins (on the server's seed when it was registered), witnessed or not.
    takeRegistration: enqueueActions(({ self, enqueue }, { start, witness }: Registration) => {
      enqueue.assign({ newRun: null });
      if (witness) enqueue.spawnChild('witness', { id: 'witness', input: { record: witness, game: self } });
      enqueue.raise(start);
    }),
    stopWalk: assign(({ context }, { reason }: { reason: WalkStopReason }) => ({
      walkStop: walkStopFor(context, reason),
    })),
  },
});

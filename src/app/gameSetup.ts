// The statechart's types, delays, guards and actions. A file of its own so that each region (regions/)
// types its config against it without importing gameMachine.ts, which imports the regions.
import { assertEvent, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import { runOutcome, tryApply, type Action, type GameState } from '../engine';
import {
  exitJustFound,
  isGameOver,
  isMonsterTurn,
  monsterCameNear,
  onFoundExit,
  onMerchant,
  pickedUp,
  type Notice,
} from './gameQueries';
import { ATTACK_CUE_DELAY_MS, AUTOSAVE_INTERVAL_MS, MONSTER_TURN_DELAY_MS, WALK_STEP_MS } from './gameTimings';
import {
  game,
  type GameContext,
  type GameEmitted,
  type GameEvent,
  type GameInput,
  type SealedPlay,
  type Walk,
  type WalkStopReason,
} from './gameTypes';
import { inscriptionMachine } from './run/inscription';
import { registration, type Registration } from './run/registration';
import { beginRun } from './runSecret';
import { dealerActor, keptActions } from './sealed/dealerActor';
import { predict, predictNext } from './sealed/prediction';
import { witnessActor } from './witness/witnessActor';
import { nextWalkStep, stepOutcome, stopsForHealth, walkAsked, walkGoesOn, walkStopFor, walkTarget } from './walkSteps';

/** Why a sealed run this page still plays can go no further: the server ended it (inscribed, or quit elsewhere). */
export const RUN_ENDED_ON_SERVER = 'it has ended';

/** How far a walk in a sealed run may go ahead of the server's answers (moves foreseen, not yet dealt). */
export const SEALED_WALK_AHEAD = 3;

/**
 * One action played: through the engine, or in a sealed run to the server (the caller sends it to the
 * dealer) with what the engine foresees of it on the screen meanwhile.
 */
function played(
  context: GameContext,
  action: Action,
): { after: GameState; refusal: string | null; sealed: SealedPlay | null } {
  const before = game(context);
  const { sealed } = context;
  if (!sealed) {
    const { state, refusal } = tryApply(before, action);
    return { after: state, refusal, sealed: null };
  }
  const next = predictNext({ game: before, blind: sealed.blind }, action);
  return {
    after: next.game,
    refusal: next.refusal,
    sealed: { ...sealed, pending: [...sealed.pending, action], blind: next.blind },
  };
}

/** True while a sealed run cannot be played: its server cannot be reached, or deals it no more. */
function pausedForServer({ sealed }: GameContext): boolean {
  return sealed !== null && (sealed.lost || sealed.refused !== null);
}

/** True while a sealed run's screen waits for the server: an action it could not foresee, or a pause. */
function waitsForServer(context: GameContext): boolean {
  return context.sealed?.blind === true || pausedForServer(context);
}

/** What a sealed run's answer opens that no foreseen step did: the portal, once the exit is found underfoot. */
function noticeOnAnswer(before: GameState | null, after: GameState): Notice {
  return onFoundExit(after) && (before === null || !onFoundExit(before)) ? 'portal' : null;
}

export const gameSetup = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
    emitted: {} as GameEmitted,
    children: {} as { witness: 'witness'; inscription: 'inscription'; dealer: 'dealer' },
  },
  // A run's life beside the game: its registration, its witness and its inscriptions (src/app/run/).
  actors: { registration, witness: witnessActor, inscription: inscriptionMachine, dealer: dealerActor },
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
    monsterTurnNow: ({ context }) => isMonsterTurn(game(context)) && !waitsForServer(context),
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
    loadGame: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'LOAD');
      // A sealed run left for a save code stays on the server (its resume code takes it up again).
      enqueue.stopChild('dealer');
      enqueue.assign({ game: event.state, notice: null, refusal: null, sealed: null });
    }),
    // A sealed run begins or is taken up again: the kept view on the screen with the actions played after
    // it (the dealer sends those first), and the dealer asks the server for the rest.
    startSealed: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'SEALED');
      const { run, resumed } = event;
      const pending = resumed ? keptActions(run) : [];
      const prediction = predict(run.view, pending, run.runSecret);
      enqueue.stopChild('dealer');
      enqueue.assign({
        game: prediction.game,
        notice: null,
        refusal: null,
        sealed: {
          id: run.id,
          runSecret: run.runSecret,
          daily: run.daily,
          view: run.view,
          pending,
          covered: 0,
          // Taken up again: the server may have more than the kept view (answers lost, another device).
          blind: resumed,
          lost: false,
          refused: null,
        },
      });
      enqueue.spawnChild('dealer', { id: 'dealer', input: { run, resumed } });
    }),
    // The server answered a sealed run's actions: its view, and on it what is still on its way.
    takeView: assign(({ context, event }) => {
      assertEvent(event, 'DEALT');
      const { sealed } = context;
      if (!sealed) return {};
      const pending = sealed.pending.slice(event.covered - sealed.covered);
      const next = predict(event.view, pending, sealed.runSecret);
      const notice = noticeOnAnswer(context.game, next.game) ?? context.notice;
      return {
        game: next.game,
        notice,
        sealed: { ...sealed, view: event.view, pending, covered: event.covered, blind: next.blind },
      };
    }),
    takeConnection: assign(({ context, event }) => {
      assertEvent(event, 'CONNECTION');
      return context.sealed ? { sealed: { ...context.sealed, lost: event.lost } } : {};
    }),
    // The server deals no more: a refusal says why; a run it ended (inscribed, quit elsewhere) while this
    // page still played it says so too, and play stops there.
    takeDealingEnd: assign(({ context, event }) => {
      assertEvent(event, 'DEALING_ENDED');
      const { sealed, game: shown } = context;
      if (!sealed || (event.end.kind === 'over' && (shown === null || runOutcome(shown) !== 'playing'))) return {};
      return { sealed: { ...sealed, refused: event.end.kind === 'over' ? RUN_ENDED_ON_SERVER : event.end.message } };
    }),
    // The player quit a sealed run: the server ends it now (it leaves the live list; its seed is revealed).
    quitSealed: enqueueActions(({ self, enqueue }) => {
      const dealer = self.getSnapshot().children.dealer;
      if (dealer) enqueue.sendTo(dealer, { type: 'QUIT' });
    }),
    clearGame: assign({ game: null, notice: null, refusal: null, sealed: null }),
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
      // A sealed run's dealer settles as a witness does: the server has every action before the entry.
      const { witness, dealer } = self.getSnapshot().children;
      enqueue.stopChild('inscription');
      enqueue.spawnChild('inscription', {
        id: 'inscription',
        input: { form, premium, submission, witness: witness ?? dealer ?? null },
      });
    }),
    noticeRewound: emit({ type: 'witnessRewound' }),
    clearNotice: assign({ notice: null }),
    openHeaderDialog: assign(({ event }) => {
      assertEvent(event, 'OPEN_DIALOG');
      return { headerDialog: event.dialog };
    }),
    closeHeaderDialog: assign({ headerDialog: null }),
    applyPlayerAction: enqueueActions(({ context, event, self, enqueue }) => {
      assertEvent(event, 'ACT');
      // A sealed run whose server cannot be reached pauses: nothing is played until it answers.
      if (pausedForServer(context)) return;
      const before = game(context);
      const { after, refusal, sealed } = played(context, event.action);
      const { notice, moveCue, attackCue } = stepOutcome(before, event.action, after, refusal);
      enqueue.assign({ game: after, notice, refusal, sealed });
      const dealer = self.getSnapshot().children.dealer;
      if (sealed && dealer) enqueue.sendTo(dealer, { type: 'PLAY', action: event.action });
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
    takeWalkStep: enqueueActions(({ context, self, enqueue }) => {
      // A sealed run's walk goes only a few foreseen steps ahead of the server, never past what it waits for.
      if (waitsForServer(context) || (context.sealed?.pending.length ?? 0) >= SEALED_WALK_AHEAD) return;
      const direction = nextWalkStep(context);
      if (!context.walk || direction === null) return;
      const before = game(context);
      const action: Action = { type: 'move', direction };
      const { after, refusal, sealed } = played(context, action);
      const { notice, moveCue, attackCue } = stepOutcome(before, action, after, refusal);
      // A merchant's cell walked across opens no shop (every walk past it did); the one a walk stops on does.
      const passing = notice === 'merchant' && walkGoesOn(context, before, after, refusal);
      enqueue.assign({
        game: after,
        notice: passing ? null : notice,
        refusal,
        walkFrom: before,
        walk: { ...context.walk, steps: context.walk.steps + 1, mark: after.actions.length },
        sealed,
      });
      const dealer = self.getSnapshot().children.dealer;
      if (sealed && dealer) enqueue.sendTo(dealer, { type: 'PLAY', action });
      if (moveCue) enqueue('playMoveCue');
      if (attackCue) enqueue.raise({ type: 'ATTACK_CUE' }, { delay: ATTACK_CUE_DELAY_MS });
    }),
  },
  // Added apart: TypeScript cannot check the enqueueActions above in the same setup as an action that takes
  // params, and stopWalk takes its reason as params, takeRegistration the registration's outcome, play its action.
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
    // One of the game's own actions (the monster's blow, descending, the sacrifice, a rest), played as any other.
    play: enqueueActions(({ context, self, enqueue }, { action }: { action: Action }) => {
      const { after, sealed } = played(context, action);
      enqueue.assign({ game: after, sealed });
      const dealer = self.getSnapshot().children.dealer;
      if (sealed && dealer) enqueue.sendTo(dealer, { type: 'PLAY', action });
    }),
  },
});

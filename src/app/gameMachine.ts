import { assertEvent, assign, enqueueActions, not, setup, stateIn } from 'xstate';
import { apply, runOutcome } from '../engine';
import {
  exitJustFound,
  healthBelowHalf,
  isGameOver,
  isMonsterTurn,
  monsterCameIntoSight,
  onFoundExit,
  pickedUp,
} from './gameQueries';
import { ATTACK_CUE_DELAY_MS, AUTOSAVE_INTERVAL_MS, MONSTER_TURN_DELAY_MS, WALK_STEP_MS } from './gameTimings';
import { game, type GameContext, type GameEvent, type GameInput, type Walk } from './gameTypes';
import { beginRun } from './runSecret';
import { nextWalkStep, playerStep, stopWalk, walkTarget } from './walkSteps';

/** App phases, combat turns and dialog flow. It decides when; the engine decides what. */
export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
  },
  delays: {
    monsterTurnDelay: MONSTER_TURN_DELAY_MS,
    autosaveInterval: AUTOSAVE_INTERVAL_MS,
    walkStepDelay: WALK_STEP_MS,
  },
  guards: {
    hasGame: ({ context }) => context.game !== null,
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
    // Why a walk stops, each asked of the engine's state (and the state before the latest step).
    dialogOpen: not(stateIn({ playing: { dialog: 'none' } })),
    inFight: ({ context }) => game(context).combat.active,
    walkRefused: ({ context }) => context.refusal !== null,
    playerActed: ({ context }) => context.walk !== null && game(context).actions.length !== context.walk.mark,
    exitJustFound: ({ context }) => context.walkFrom !== null && exitJustFound(context.walkFrom, game(context)),
    monsterCameIntoSight: ({ context }) =>
      context.walkFrom !== null && monsterCameIntoSight(context.walkFrom, game(context), walkTarget(context)),
    pickedUp: ({ context }) => context.walkFrom !== null && pickedUp(context.walkFrom, game(context)),
    healthBelowHalf: ({ context }) => healthBelowHalf(game(context)),
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
    loadGame: assign(({ event }) => (event.type === 'LOAD' ? { game: event.state, notice: null, refusal: null } : {})),
    clearGame: assign({ game: null, notice: null, refusal: null }),
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
      if (event.type !== 'ACT') return;
      const { after, refusal, notice, moveCue, attackCue } = playerStep(game(context), event.action);
      enqueue.assign({ game: after, notice, refusal });
      // The cue runs as an action of this step: a raised event would cost every move a second
      // macrostep (all the eventless guards again) for a sound.
      if (moveCue) enqueue('playMoveCue');
      if (attackCue) enqueue.raise({ type: 'ATTACK_CUE' }, { delay: ATTACK_CUE_DELAY_MS });
    }),
    startWalk: assign(({ context, event }) => {
      const mark = game(context).actions.length;
      const walk: Walk =
        event.type === 'TRAVEL'
          ? { kind: 'travel', x: event.x, y: event.y, steps: 0, mark }
          : { kind: 'explore', steps: 0, mark };
      // A refusal from before the walk (a bump into a wall) is not one of the walk's.
      return { walk, walkFrom: null, walkStop: null, refusal: null };
    }),
    // An ordinary move action, exactly as a key press would send it: runs and replays do not know walks.
    takeWalkStep: enqueueActions(({ context, enqueue }) => {
      const direction = nextWalkStep(context);
      if (!context.walk || direction === null) return;
      const before = game(context);
      const { after, refusal, notice, moveCue, attackCue } = playerStep(before, { type: 'move', direction });
      enqueue.assign({
        game: after,
        notice,
        refusal,
        walkFrom: before,
        walk: { ...context.walk, steps: context.walk.steps + 1, mark: after.actions.length },
      });
      if (moveCue) enqueue('playMoveCue');
      if (attackCue) enqueue.raise({ type: 'ATTACK_CUE' }, { delay: ATTACK_CUE_DELAY_MS });
    }),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({
    game: input.resume ?? null,
    notice: null,
    refusal: null,
    walk: null,
    walkFrom: null,
    walkStop: null,
    headerDialog: null,
    start: input.start ?? null,
  }),
  initial: 'boot',
  states: {
    // A session's start arrives as the very event a test sends at name entry, so both take one way in.
    boot: {
      entry: 'raiseStart',
      always: [{ guard: 'hasGame', target: 'playing' }, { target: 'nameEntry' }],
    },
    nameEntry: {
      tags: ['nameEntry'],
      on: {
        BEGIN: { target: 'playing', actions: 'startNewGame' },
        LOAD: { target: 'playing', actions: 'loadGame' },
      },
    },
    playing: {
      type: 'parallel',
      tags: ['playing'],
      always: [
        { guard: 'gameOver', target: 'dead' },
        // The last portal taken (rules whose bottom is a victory): the run ends like a death, in triumph.
        { guard: 'runWon', target: 'won' },
      ],
      on: {
        ACT: { actions: 'applyPlayerAction' },
        // Re-entering cancels a pending monster turn of the game that is being replaced.
        LOAD: { target: 'playing', reenter: true, actions: 'loadGame' },
        QUIT: { target: 'nameEntry', actions: ['clearLocalSave', 'clearGame'] },
        PAGE_HIDDEN: { actions: 'saveLocally' },
        ATTACK_CUE: { actions: 'playAttackCue' },
      },
      states: {
        turn: {
          initial: 'check',
          states: {
            check: { always: [{ guard: 'monsterTurnNow', target: 'enemy' }, { target: 'player' }] },
            player: { tags: ['yourTurn'], always: { guard: 'monsterTurnNow', target: 'enemy' } },
            enemy: {
              tags: ['enemyTurn'],
              always: { guard: 'playerTurnNow', target: 'player' },
              after: { monsterTurnDelay: { target: 'check', actions: 'applyMonsterTurn' } },
            },
          },
        },
        dialog: {
          initial: 'none',
          states: {
            none: {
              always: [
                { guard: 'statPointPending', target: 'levelUp' },
                { guard: 'noticeMerchant', target: 'merchant' },
                { guard: 'noticePortal', target: 'portal' },
                { guard: 'noticeStamina', target: 'stamina' },
              ],
              on: {
                EXIT_PRESSED: [{ guard: 'standsOnFoundExit', target: 'portal' }, { actions: 'applyDescend' }],
              },
            },
            levelUp: { always: { guard: 'noStatPointPending', target: 'none' } },
            portal: {
              entry: 'clearNotice',
              on: { CLOSE_DIALOG: 'none', DESCEND: { target: 'none', actions: 'applyDescend' } },
            },
            merchant: { entry: 'clearNotice', on: { CLOSE_DIALOG: 'none' } },
            stamina: {
              entry: 'clearNotice',
              on: {
                // Any way out the dialog offers (a spell, a potion, the sacrifice, a rest) answers it.
                ACT: { target: 'none', actions: 'applyPlayerAction' },
                CLOSE_DIALOG: 'none',
                SACRIFICE: { target: 'none', actions: 'applySacrifice' },
                REST_INSTEAD: { target: 'none', actions: 'applyRest' },
              },
            },
          },
        },
        // The dialogs behind header buttons, one at a time. Leaving play (death, victory, quit, a load)
        // closes the open one, and so does a dialog the engine raises: that dialog is the one that counts.
        header: {
          initial: 'closed',
          states: {
            closed: { on: { OPEN_DIALOG: { target: 'open', actions: 'openHeaderDialog' } } },
            open: {
              exit: 'closeHeaderDialog',
              always: { guard: 'dialogOpen', target: 'closed' },
              on: {
                // HELP's CONTROLS button opens another in the place of the open one.
                OPEN_DIALOG: { actions: 'openHeaderDialog' },
                CLOSE_DIALOG: 'closed',
              },
            },
          },
        },
        // Auto-explore and travel: one ordinary move per WALK_STEP_MS until a stop condition holds.
        // The stops are checked before every step (the first included) and after every event.
        walk: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                EXPLORE: { target: 'walking', actions: 'startWalk' },
                TRAVEL: { target: 'walking', actions: 'startWalk' },
              },
            },
            walking: {
              tags: ['walking'],
              always: [
                { guard: 'exitJustFound', target: 'idle', actions: assign(stopWalk('exit')) },
                { guard: 'dialogOpen', target: 'idle', actions: assign(stopWalk('dialog')) },
                { guard: 'inFight', target: 'idle', actions: assign(stopWalk('fight')) },
                // A key or control that sent an action (applied by `playing` above, or refused) ends the walk.
                { guard: 'playerActed', target: 'idle', actions: assign(stopWalk('cancel')) },
                { guard: 'walkRefused', target: 'idle', actions: assign(stopWalk('refused')) },
                { guard: 'monsterCameIntoSight', target: 'idle', actions: assign(stopWalk('monster')) },
                { guard: 'pickedUp', target: 'idle', actions: assign(stopWalk('pickup')) },
                { guard: 'healthBelowHalf', target: 'idle', actions: assign(stopWalk('health')) },
                { guard: 'noNextStep', target: 'idle', actions: assign(stopWalk('end')) },
              ],
              // Any other key or control stops the walk too (X again, a key with no game meaning, E).
              on: {
                EXIT_PRESSED: { target: 'idle', actions: assign(stopWalk('cancel')) },
                EXPLORE: { target: 'idle', actions: assign(stopWalk('cancel')) },
                STOP_WALK: { target: 'idle', actions: assign(stopWalk('cancel')) },
                TRAVEL: { target: 'walking', reenter: true, actions: 'startWalk' },
              },
              // The first step at once (in the next task), then one per WALK_STEP_MS.
              initial: 'first',
              states: {
                first: { after: { 0: { target: 'next', actions: 'takeWalkStep' } } },
                next: { after: { walkStepDelay: { target: 'next', reenter: true, actions: 'takeWalkStep' } } },
              },
            },
          },
        },
        autosave: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                autosaveInterval: {
                  target: 'waiting',
                  reenter: true,
                  actions: 'saveLocally',
                },
              },
            },
          },
        },
      },
    },
    dead: {
      tags: ['dead'],
      entry: 'clearLocalSave',
      on: {
        PLAY_AGAIN: { target: 'nameEntry', actions: 'clearGame' },
        LOAD: { target: 'playing', actions: 'loadGame' },
      },
    },
    won: {
      tags: ['won'],
      entry: 'clearLocalSave',
      on: {
        PLAY_AGAIN: { target: 'nameEntry', actions: 'clearGame' },
        LOAD: { target: 'playing', actions: 'loadGame' },
      },
    },
  },
});

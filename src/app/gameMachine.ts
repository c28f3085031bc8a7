import { assign, enqueueActions, setup } from 'xstate';
import { apply, newGame, tryApply, type Action, type GameState } from '../engine';
import {
  isGameOver,
  isMonsterTurn,
  movedCell,
  movedIntoMonster,
  noticeAfter,
  onFoundExit,
  type Notice,
} from './gameQueries';

/** SPEC 9 timings, in milliseconds. */
export const MONSTER_TURN_DELAY_MS = 1500;
export const AUTOSAVE_INTERVAL_MS = 30_000;
export const ATTACK_CUE_DELAY_MS = 200;

/** Everything the UI can tell the statechart. */
export type GameEvent =
  | { type: 'BEGIN'; name: string; seed: string }
  | { type: 'LOAD'; state: GameState }
  | { type: 'ACT'; action: Action }
  | { type: 'EXIT_PRESSED' }
  | { type: 'DESCEND' }
  | { type: 'SACRIFICE' }
  | { type: 'REST_INSTEAD' }
  | { type: 'CLOSE_DIALOG' }
  | { type: 'PAGE_HIDDEN' }
  | { type: 'QUIT' }
  | { type: 'PLAY_AGAIN' }
  | { type: 'ATTACK_CUE' };

/** The statechart's data: the engine's state, the dialog an action asked for, and why the last one was refused. */
export interface GameContext {
  game: GameState | null;
  notice: Notice;
  /** The engine's refusal of the last player action (its log text, or 'blocked' for a wall), null if it happened. */
  refusal: string | null;
}

/** Start-up input: a game resumed from local storage, if any. */
export interface GameInput {
  resume?: GameState | null;
}

const game = (context: GameContext): GameState => {
  if (!context.game) throw new Error('gameMachine: no game in context while playing');
  return context.game;
};

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
  },
  guards: {
    hasGame: ({ context }) => context.game !== null,
    gameOver: ({ context }) => context.game !== null && isGameOver(context.game),
    monsterTurnNow: ({ context }) => isMonsterTurn(game(context)),
    playerTurnNow: ({ context }) => !isMonsterTurn(game(context)),
    statPointPending: ({ context }) => (game(context).player.pendingStatPoint ?? 0) > 0,
    noStatPointPending: ({ context }) => (game(context).player.pendingStatPoint ?? 0) <= 0,
    noticeMerchant: ({ context }) => context.notice === 'merchant',
    noticePortal: ({ context }) => context.notice === 'portal',
    noticeStamina: ({ context }) => context.notice === 'stamina',
    standsOnFoundExit: ({ context }) => onFoundExit(game(context)),
  },
  actions: {
    // Edge effects: the React side provides these (audio, local storage); the defaults do nothing.
    playMoveCue: () => {},
    playAttackCue: () => {},
    saveLocally: () => {},
    clearLocalSave: () => {},
    startNewGame: assign(({ event }) => (event.type === 'BEGIN' ? { game: newGame(event.name, event.seed), notice: null, refusal: null } : {})),
    loadGame: assign(({ event }) => (event.type === 'LOAD' ? { game: event.state, notice: null, refusal: null } : {})),
    clearGame: assign({ game: null, notice: null, refusal: null }),
    clearNotice: assign({ notice: null }),
    applyMonsterTurn: assign({ game: ({ context }) => apply(game(context), { type: 'monsterTurn' }) }),
    applyDescend: assign({ game: ({ context }) => apply(game(context), { type: 'descend' }) }),
    applySacrifice: assign({ game: ({ context }) => apply(game(context), { type: 'sacrificeForStamina' }) }),
    applyRest: assign({ game: ({ context }) => apply(game(context), { type: 'rest' }) }),
    applyPlayerAction: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ACT') return;
      const before = game(context);
      // tryApply: the refusal code lets the UI explain what the log does not (a move into a wall logs nothing).
      const { state: after, refusal } = tryApply(before, event.action);
      enqueue.assign({ game: after, notice: noticeAfter(before, after, refusal), refusal });
      // The cue runs as an action of this step: a raised event would cost every move a second
      // macrostep (all the eventless guards again) for a sound.
      if (event.action.type === 'move' && movedCell(before, after)) enqueue('playMoveCue');
      if (movedIntoMonster(before, after)) enqueue.raise({ type: 'ATTACK_CUE' }, { delay: ATTACK_CUE_DELAY_MS });
    }),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({ game: input.resume ?? null, notice: null, refusal: null }),
  initial: 'boot',
  states: {
    boot: {
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
      always: { guard: 'gameOver', target: 'dead' },
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
                CLOSE_DIALOG: 'none',
                SACRIFICE: { target: 'none', actions: 'applySacrifice' },
                REST_INSTEAD: { target: 'none', actions: 'applyRest' },
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
  },
});

import { gameSetup } from './gameSetup';
import { newRun } from './gameTypes';
import { autosave } from './regions/autosave';
import { dialog } from './regions/dialog';
import { header } from './regions/header';
import { turn } from './regions/turn';
import { walk } from './regions/walk';

/** App phases, combat turns and dialog flow. It decides when; the engine decides what. */
export const gameMachine = gameSetup.createMachine({
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
    newRun: input.newRun ?? null,
    witness: input.witness ?? null,
    sealed: null,
  }),
  initial: 'boot',
  // Wherever the game is: the page hiding makes the witness send what is pending, an inscription may be
  // asked for, and a run that went back to an earlier save is told so.
  on: {
    PAGE_HIDDEN: { actions: 'flushWitness' },
    INSCRIBE: { actions: 'inscribe' },
    WITNESS_REWOUND: { actions: 'noticeRewound' },
    // A sealed run's dealer: the server's views, its connection, the end of its dealing.
    DEALT: { actions: 'takeView' },
    CONNECTION: { actions: 'takeConnection' },
    DEALING_ENDED: { actions: 'takeDealingEnd' },
  },
  states: {
    // A session's start arrives as the very event a test sends at name entry, so both take one way in.
    boot: {
      entry: ['raiseStart', 'watchRun'],
      always: [
        { guard: 'registers', target: 'registering' },
        { guard: 'hasGame', target: 'playing' },
        { target: 'nameEntry' },
      ],
    },
    // A new run waits for its registration (at most a few seconds) before its first move.
    registering: {
      tags: ['registering'],
      invoke: {
        id: 'registration',
        src: 'registration',
        input: ({ context }) => newRun(context),
        onDone: { target: 'nameEntry', actions: { type: 'takeRegistration', params: ({ event }) => event.output } },
      },
    },
    nameEntry: {
      tags: ['nameEntry'],
      on: {
        BEGIN: { target: 'playing', actions: 'startNewGame' },
        LOAD: { target: 'playing', actions: 'loadGame' },
        SEALED: { target: 'playing', actions: 'startSealed' },
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
        SEALED: { target: 'playing', reenter: true, actions: 'startSealed' },
        QUIT: { target: 'nameEntry', actions: ['quitSealed', 'clearLocalSave', 'clearGame'] },
        PAGE_HIDDEN: { actions: ['saveLocally', 'flushWitness'] },
        ATTACK_CUE: { actions: 'playAttackCue' },
      },
      states: { turn, dialog, header, walk, autosave },
    },
    dead: {
      tags: ['dead'],
      entry: 'clearLocalSave',
      on: {
        PLAY_AGAIN: { target: 'nameEntry', actions: 'clearGame' },
        LOAD: { target: 'playing', actions: 'loadGame' },
        SEALED: { target: 'playing', actions: 'startSealed' },
      },
    },
    won: {
      tags: ['won'],
      entry: 'clearLocalSave',
      on: {
        PLAY_AGAIN: { target: 'nameEntry', actions: 'clearGame' },
        LOAD: { target: 'playing', actions: 'loadGame' },
        SEALED: { target: 'playing', actions: 'startSealed' },
      },
    },
  },
});

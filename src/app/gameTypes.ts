// The statechart's events, context and input: what the UI sends it, what it keeps, how it starts.
import type { Action, Blocker, GameState, GameView } from '../engine';
import type { GameStatsRequest, SealedGameStatsRequest } from '../shared/api';
import type { SealedRunRecord } from '../storage/sealedRun';
import type { WitnessRecord } from '../storage/witnessRecord';
import type { DealerReport } from './sealed/dealerActor';
import type { Notice } from './gameQueries';
import type { NewRun } from './run/registration';

/** The dialogs behind header buttons (src/ui/game/dialogs/HeaderDialogs.tsx draws them). */
export type HeaderDialog = 'help' | 'controls' | 'legend' | 'tome' | 'display' | 'save' | 'load' | 'quit';

/** Everything the UI can tell the statechart. */
export type GameEvent =
  | { type: 'BEGIN'; name: string; seed: string; rulesVersion?: number; runSecret?: string }
  | { type: 'LOAD'; state: GameState }
  /** A sealed run begins, or is taken up again after a reload (`resumed`): the server deals its rolls. */
  | { type: 'SEALED'; run: SealedRunRecord; resumed: boolean }
  | { type: 'ACT'; action: Action }
  | { type: 'EXIT_PRESSED' }
  | { type: 'DESCEND' }
  | { type: 'SACRIFICE' }
  | { type: 'REST_INSTEAD' }
  | { type: 'OPEN_DIALOG'; dialog: HeaderDialog }
  | { type: 'CLOSE_DIALOG' }
  | { type: 'PAGE_HIDDEN' }
  | { type: 'QUIT' }
  | { type: 'PLAY_AGAIN' }
  | { type: 'ATTACK_CUE' }
  | { type: 'EXPLORE' }
  | { type: 'TRAVEL'; x: number; y: number }
  | { type: 'OPEN_SHOP' }
  | { type: 'STOP_WALK' }
  /** Inscribe the run (src/app/run/inscription.ts); `form` is the form asking, which shows its outcome. */
  | { type: 'INSCRIBE'; form: symbol; premium: boolean; submission: GameStatsRequest | SealedGameStatsRequest }
  /** From the run's witness (src/app/witness/witnessActor.ts): the run went back and plays on unwitnessed. */
  | { type: 'WITNESS_REWOUND' }
  /** From a sealed run's dealer (src/app/sealed/dealerActor.ts). */
  | DealerReport;

/** A walk in progress: auto-explore, or travel to a seen cell; `steps` taken so far, and the run's
 *  action count after its latest step (any other action since then means the player acted). `pressOn`:
 *  asked for again right after a stop for health below half, with nothing done between (X again,
 *  EXPLORE ANYWAY): this walk does not stop for health. */
export type Walk = ({ kind: 'explore' } | { kind: 'travel'; x: number; y: number }) & {
  steps: number;
  mark: number;
  pressOn?: boolean;
};

/** Why the latest walk stopped: a dialog or fight began, the engine refused the move, the exit was
 *  found, a monster came into sight, an item was picked up, health is below half, there was no next
 *  step (explored all it could, arrived, or no known path), or the player cancelled it. */
export type WalkStopReason =
  'dialog' | 'fight' | 'refused' | 'exit' | 'monster' | 'pickup' | 'health' | 'end' | 'cancel';

/** The latest walk's end: why, what kind and how far it went, and the run's action count then. */
export interface WalkStop {
  reason: WalkStopReason;
  walk: Walk;
  at: number;
  /** With no next step: the monster in sight that bars the way (the engine's exploreBlocker or travelBlocker). */
  blocker?: Blocker;
}

/**
 * A sealed run in play (src/app/sealed/): the server's last view, the actions played since that it does
 * not include (`pending`, the screen foresees what it can of them), and how the dealing stands.
 */
export interface SealedPlay {
  id: string;
  runSecret: string;
  /** The day of the daily challenge it is, or null. */
  daily: string | null;
  view: GameView;
  pending: Action[];
  /** How many of this page's plays the view includes (the dealer counts them). */
  covered: number;
  /** A pending action the engine could not foresee: play waits for the server's answer. */
  blind: boolean;
  /** The server cannot be reached: play pauses until it answers again. */
  lost: boolean;
  /** The server refused the run: why (play cannot go on). */
  refused: string | null;
}

/** The statechart's data: the engine's state, the dialog an action asked for, and why the last one was refused. */
export interface GameContext {
  game: GameState | null;
  notice: Notice;
  /** The engine's refusal of the last player action (its log text, or 'blocked' for a wall), null if it happened. */
  refusal: string | null;
  /** The walk in progress (or the latest one), null before the first. */
  walk: Walk | null;
  /** The state before the walk's latest step, compared with the state after it; null before the first step. */
  walkFrom: GameState | null;
  /** Why the latest walk stopped, null while none has. */
  walkStop: WalkStop | null;
  /** The header dialog open (the `header` region is in `open`), null while none is. */
  headerDialog: HeaderDialog | null;
  /** The input's start, until boot raises it as its event. */
  start: StartEvent | null;
  /** The input's new run, until its registration answers. */
  newRun: NewRun | null;
  /** The input's witness record of a loaded or resumed run, until boot hands it to the witness. */
  witness: WitnessRecord | null;
  /** The sealed run in play, null for an open run (its `game` is then the engine's whole state). */
  sealed: SealedPlay | null;
}

/** How a game starts: a new run (a daily one passes its rules version, a registered one its secret), a
 *  loaded save code, or a sealed run begun or taken up again. */
export type StartEvent = Extract<GameEvent, { type: 'BEGIN' | 'LOAD' | 'SEALED' }>;

/**
 * Start-up input: a game resumed from local storage, if any, or the start the session sends, or a new run
 * to register first; and the witness record of a resumed or loaded run that has one.
 */
export interface GameInput {
  resume?: GameState | null;
  start?: StartEvent;
  newRun?: NewRun;
  witness?: WitnessRecord | null;
}

/** What the statechart tells those who listen (actor.on): the run went back to an earlier save, unwitnessed. */
export type GameEmitted = { type: 'witnessRewound' };

/** The game in play: under `playing` the context always holds one, so a missing one is a bug. */
export const game = (context: GameContext): GameState => {
  if (!context.game) throw new Error('gameMachine: no game in context while playing');
  return context.game;
};

/** The run being registered: the `registering` state is entered only with one, so a missing one is a bug. */
export const newRun = (context: GameContext): NewRun => {
  if (!context.newRun) throw new Error('gameMachine: no new run in context while registering');
  return context.newRun;
};

// The search victor: a real run to floor 100's found exit under rules where no simulator bot gets
// there (version 3: careful bots die by floor ~25, by design). The engine is deterministic, so the
// search may rewind: it keeps the state on arriving at each floor and plays the floor with the victor
// bot (scripts/sim/victorBot.ts). When the hero dies by bad luck it plays the floor again another way
// (the bot stalls a weak monster with SHIELDs, which changes every roll after). When a monster it
// cannot beat bars the way (the floor's layout, however it is played), it goes back a floor and plays
// that one again with one of its last fights passed up or stalled, so the hero descends with other
// dice and the floor below is laid out anew. Only the surviving line's actions end up in the record.
import {
  canClaimVictory,
  effectiveStats,
  MAX_DUNGEON_LEVEL,
  newGame,
  runOutcome,
  tryApply,
  type Action,
  type GameState,
} from '../../src/engine';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { victorBot, victorMemory, VICTOR_DEFAULTS, type Stall, type VictorParams } from './victorBot';

/** The hero on leaving a floor of the surviving line (or standing on floor 100's exit). */
export interface FloorFigures {
  floor: number;
  /** Actions of the run so far (the descent from this floor included). */
  actions: number;
  /** Actions spent on this floor. */
  floorActions: number;
  /** Plays of this floor that failed (the hero died, or the floor below was barred), over the whole search. */
  retries: number;
  level: number;
  health: number;
  maxHealth: number;
  strength: number;
  dexterity: number;
  constitution: number;
}

/** Options of one seed's search. */
export interface VictorSearchOptions {
  rulesVersion: number;
  name: string;
  /** The bot's judgement before the search varies it. */
  params?: VictorParams;
  /** Ways to play one floor from one arrival (variant 0 plays it straight; see `leversOf`). */
  variants?: number;
  /** Floors played in all (every try of every floor) before the search gives up on the seed. */
  maxFloorPlays?: number;
  /** Actions one floor may take before it counts as failed (a bot that walks in circles). */
  floorActions?: number;
  /** The whole run's action limit (the server's). */
  maxActions?: number;
  /** Called whenever the surviving line reaches a floor deeper than before. */
  progress?: (figures: FloorFigures) => void;
  /** Called after every play of a floor (diagnostics). */
  trace?: (floor: number, variant: number, end: string, actions: number) => void;
}

/** What a seed's search found: the deepest line it kept (a victory when `won`). */
export interface VictorSearchResult {
  won: boolean;
  /** The final state of the kept line, its whole action log attached. */
  state: GameState;
  /** The kept line floor by floor. */
  floors: FloorFigures[];
  /** Floors played in all. */
  floorPlays: number;
  /** The deepest floor any try reached, and how the try there ended. */
  deepest: { floor: number; end: string };
}

/** One floor of the line being built: the state on arriving, and how many ways it was tried. */
interface Frame {
  arrival: GameState;
  /** Actions of the run before this floor. */
  before: number;
  variant: number;
  /**
   * How variants play the floor (`leversOf`): 'early' after an unlucky death on it, 'late' once the floor
   * below turned out barred from every arrival tried.
   */
  mode: 'early' | 'late';
  /** The monsters (ids) of the fights the hero chose in the kept play of this floor, and the levers it used. */
  chosen: readonly string[];
  stalls: readonly Stall[];
  passUp: readonly string[];
  /** In 'late' mode: the kept play the late variants change (the one that got through before). */
  base?: Pick<Frame, 'chosen' | 'stalls' | 'passUp'>;
  /** The floors below laid out from this floor's plays so far (by their dice), each tried once. */
  below: Set<string>;
  /** The kept play of this floor once it got through, and the state it left the floor in. */
  actions?: Action[];
  leave?: GameState;
}

const NO_ACTIONS: Action[] = [];

/** A floor's frame on arriving. */
const arriving = (arrival: GameState, before: number): Frame => ({
  arrival,
  before,
  variant: 0,
  mode: 'early',
  chosen: [],
  stalls: [],
  passUp: [],
  below: new Set(),
});

/** Consecutive refused actions after which a floor counts as stuck. */
const STUCK_AFTER = 50;

interface FloorPlay {
  /** The state after leaving the floor (or on floor 100's exit); null when the hero did not get through. */
  state: GameState | null;
  actions: Action[];
  end: string;
  /** The hero fell to a monster that barred its way (a fight it did not choose): the floor's layout, not its play. */
  barred: boolean;
  /** The monsters (ids) of the fights the hero chose, in order. */
  chosen: string[];
}

/** Plays one floor from its arrival with the bot, until it leaves the floor, stands on the last exit, or fails. */
function playFloor(arrival: GameState, params: VictorParams, limit: number): FloorPlay {
  const judgement = victorMemory();
  const bot = victorBot(params, judgement);
  const memory = { level: arrival.dungeon.level, stepsOnLevel: 0, stoodOn: new Set<number>() };
  const floor = arrival.dungeon.level;
  const actions: Action[] = [];
  let state = arrival;
  let refusals = 0;
  let foe = 'unknown';
  while (actions.length < limit) {
    const chosen = judgement.chosen;
    if (canClaimVictory(state)) return { state, actions, end: 'victory', barred: false, chosen };
    const action = bot(state, memory);
    const outcome = tryApply({ ...state, actions: NO_ACTIONS }, action);
    state = outcome.state;
    actions.push(action);
    if (state.combat.monster) foe = state.combat.monster.name;
    if (runOutcome(state) === 'died') {
      const barred = judgement.lastFight?.chosen === false;
      return { state: null, actions, end: `slain by ${foe}${barred ? ' (barring the way)' : ''}`, barred, chosen };
    }
    if (state.dungeon.level !== floor) return { state, actions, end: 'descended', barred: false, chosen };
    refusals = outcome.refusal === null ? 0 : refusals + 1;
    if (refusals >= STUCK_AFTER) return { state: null, actions, end: 'stuck', barred: false, chosen };
  }
  return { state: null, actions, end: `no way out in ${limit} actions`, barred: false, chosen: judgement.chosen };
}

/**
 * The levers of a frame's variant (scripts/sim/victorBot.ts: `Stall`, `passUp`). Variant 0 plays the
 * floor straight. 'early' variants stall the floor's first weak foe with 1, 2, 3... SHIELDs: every roll
 * after differs, so the floor plays anew. 'late' variants keep the levers of the play that got through
 * and change its end: the last fight it chose is passed up, or stalled with 1, 2 or 3 SHIELDs, then the
 * one before it, and so on. The floor plays the same up to there, and the hero descends with fewer or
 * more dice drawn: the PRNG is one stream, so a level's layout depends only on how many dice were drawn
 * before it is laid out. Late variants that draw as many dice as one tried before (a monster passed up
 * that bars the way and is fought anyway, a stall its dice make up for) are not played below again.
 */
function leversOf(frame: Frame): Pick<VictorParams, 'stalls' | 'passUp'> {
  if (frame.variant === 0) return { stalls: [], passUp: [] };
  if (frame.mode === 'early' || !frame.base) return { stalls: [{ from: 1, count: frame.variant }], passUp: [] };
  const { chosen, stalls, passUp } = frame.base;
  const fight = chosen.length - Math.floor((frame.variant - 1) / LATE_WAYS);
  const way = (frame.variant - 1) % LATE_WAYS;
  if (fight < 1) return { stalls, passUp };
  if (way === 0) return { stalls, passUp: [...passUp, chosen[fight - 1]] };
  return { stalls: [...stalls, { from: fight, count: way }], passUp };
}

/** Ways a late variant changes one fight: passed up, or stalled with 1, 2 or 3 SHIELDs. */
const LATE_WAYS = 4;

/** Fights back from the end of the floor that late variants change. */
const LATE_FIGHTS = 6;

/** The dice of a state, as a key. */
const diceOf = (state: GameState) => state.rng.join(',');

function figures(frame: Frame, floor: number, failures: readonly number[]): FloorFigures {
  const state = frame.leave as GameState;
  const stats = effectiveStats(state);
  const floorActions = frame.actions?.length ?? 0;
  return {
    floor,
    actions: frame.before + floorActions,
    floorActions,
    retries: failures[floor] ?? 0,
    level: state.player.level,
    health: state.player.health,
    maxHealth: state.player.maxHealth,
    strength: stats.strength,
    dexterity: stats.dexterity,
    constitution: stats.constitution,
  };
}

/**
 * Searches one seed for a line of play that stands on floor 100's found exit within the action limit,
 * rewinding floors as described above. Deterministic: the same seed and options find the same line.
 */
export function searchVictor(seed: string, options: VictorSearchOptions): VictorSearchResult {
  const {
    rulesVersion,
    name,
    params = VICTOR_DEFAULTS,
    variants = 1 + LATE_WAYS * LATE_FIGHTS,
    maxFloorPlays = 2000,
    floorActions = 2000,
    maxActions = MAX_RUN_ACTIONS,
    progress,
    trace,
  } = options;
  const stack: Frame[] = [arriving(newGame(name, seed, rulesVersion), 0)];
  let floorPlays = 0;
  /** Failed plays per floor number, over the whole search. */
  const failures: number[] = [];
  const fail = (frame: Frame) => {
    const floor = frame.arrival.dungeon.level;
    failures[floor] = (failures[floor] ?? 0) + 1;
  };
  let deepest = { floor: 1, end: 'not played' };
  let reported = 0;
  let won = false;
  while (stack.length > 0 && floorPlays < maxFloorPlays) {
    const frame = stack[stack.length - 1];
    if (frame.variant >= variants) {
      // No way through this floor from this arrival: play the floor above another way.
      stack.pop();
      const above = stack[stack.length - 1];
      if (above) {
        // Late variants change the end of the play that got through (the way it lived through the floor).
        if (above.mode === 'early') {
          above.base = { chosen: above.chosen, stalls: above.stalls, passUp: above.passUp };
          above.variant = 1;
          above.mode = 'late';
        } else above.variant++;
        fail(above);
        above.actions = undefined;
        above.leave = undefined;
      }
      continue;
    }
    const floor = frame.arrival.dungeon.level;
    const last = floor >= MAX_DUNGEON_LEVEL;
    // On the last floor it heads for the exit: a fight there only risks the run.
    const levers = leversOf(frame);
    const tried: VictorParams = { ...params, ...levers, ...(last ? { fightsPerFloor: 0 } : {}) };
    const play = playFloor(frame.arrival, tried, Math.min(floorActions, maxActions - frame.before));
    floorPlays++;
    if (play.state === null || !(frame.mode === 'late' && frame.below.has(diceOf(play.state))))
      trace?.(floor, frame.variant, play.end, play.actions.length);
    if (floor >= deepest.floor) deepest = { floor, end: play.end };
    if (play.state === null) {
      // A monster barring the way bars it however the floor is played: lay the floor out anew instead.
      frame.variant = play.barred ? variants : frame.variant + 1;
      fail(frame);
      continue;
    }
    if (frame.mode === 'late' && frame.below.has(diceOf(play.state))) {
      // The same dice as a floor below already tried: the same layout, no need to play it again.
      trace?.(floor, frame.variant, 'the same floor below', play.actions.length);
      frame.variant++;
      fail(frame);
      continue;
    }
    frame.below.add(diceOf(play.state));
    frame.actions = play.actions;
    frame.leave = play.state;
    frame.chosen = play.chosen;
    frame.stalls = levers.stalls;
    frame.passUp = levers.passUp;
    if (floor > reported) {
      reported = floor;
      progress?.(figures(frame, floor, failures));
    }
    if (play.end === 'victory') {
      won = true;
      break;
    }
    stack.push(arriving(play.state, frame.before + play.actions.length));
  }
  // The kept line: the floors on the stack that got through (all of them but a failed top), in order.
  const kept = stack.filter((frame) => frame.leave !== undefined);
  const actions = kept.flatMap((frame) => frame.actions ?? []);
  const state = kept.at(-1)?.leave ?? newGame(name, seed, rulesVersion);
  const floors = kept.map((frame) => figures(frame, frame.arrival.dungeon.level, failures));
  return { won, state: { ...state, actions }, floors, floorPlays, deepest };
}

// The victory fixture (tests/fixtures/golden/victory-vN.json): a REAL run record played to floor 100's found
// exit, so the server's replay verifies its inscription. `npm run golden:victory` (scripts/victor.ts) searches
// seeds for one (findVictor: the explorer bot where it gets there, else the search victor of victorSearch.ts
// beside this file, which rewinds floors) and writes it; the tests read it with readVictor
// (tests/support/engine/victor.ts re-exports it beside the hand-built victor).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canClaimVictory, replay, rulesOf, RULES_VERSION, type GameState, type RunRecord } from '../../src/engine';
import { decodeActions, encodeActions } from '../../src/engine/save/actionCodec';
import { MAX_RUN_ACTIONS, MAX_RUN_ACTIONS_TEXT } from '../../src/shared/api';
import { explorer } from './explorer';
import { playRun } from './run';
import { searchVictor, type FloorFigures } from './victorSearch';

/** The name the victor's run is recorded under (the rules never read the name: the replay is the same). */
export const VICTOR_NAME = 'Victor';

/** A stored victory run: the record of a hero standing on floor 100's found exit, not yet through it. */
export interface VictoryFixture {
  rulesVersion: number;
  seed: string;
  name: string;
  /** The action log in the save codes' compact form. */
  actions: string;
  steps: number;
  /** The score and day at the last portal, before taking it. */
  score: number;
  day: number;
  bot: string;
}

/** Where the victory run of a rules version lives. */
export function victorPath(rulesVersion: number): string {
  // Resolved when asked: under jsdom (tests that only need handBuiltVictor) the module's URL is no file URL.
  return fileURLToPath(new URL(`../../tests/fixtures/golden/victory-v${rulesVersion}.json`, import.meta.url));
}

/** The fixture's run record (actions decoded). */
export function victorRecord(fixture: VictoryFixture): RunRecord {
  const actions = decodeActions(fixture.actions, MAX_RUN_ACTIONS);
  if (actions === null) throw new Error('the victory fixture holds a malformed action log');
  return { rulesVersion: fixture.rulesVersion, seed: fixture.seed, name: fixture.name, actions };
}

/**
 * The stored victory run of `rulesVersion`, or null when none was written yet. A stored run that no
 * longer replays to floor 100's found exit (its rules' tables changed) throws, naming the command
 * that writes it again.
 */
export function readVictor(rulesVersion: number): { fixture: VictoryFixture; state: GameState } | null {
  const path = victorPath(rulesVersion);
  if (!existsSync(path)) return null;
  const fixture = JSON.parse(readFileSync(path, 'utf8')) as VictoryFixture;
  const state = replay(victorRecord(fixture));
  if (!canClaimVictory(state)) {
    throw new Error(
      `${path} no longer replays to floor 100's found exit (the rules of version ${rulesVersion} changed): ` +
        `run \`npm run golden:victory -- --rules ${rulesVersion}\` again`,
    );
  }
  return { fixture, state };
}

/** Options of the search. */
export interface VictorSearch {
  rulesVersion?: number;
  /** Seeds victor-<first> .. victor-<last> are tried in order. */
  first?: number;
  last?: number;
  /** False: only the explorer bot plays each seed (no search victor). */
  search?: boolean;
  /** Called after each seed tried (by each player), with how its run ended. */
  progress?: (seed: string, end: string, depth: number, steps: number, bot: string) => void;
  /** Called as the search victor's line of play first leaves each floor. */
  floor?: (seed: string, figures: FloorFigures) => void;
}

/** The bot name a fixture records for a run of the search victor. */
export const SEARCH_VICTOR = 'victor search';

/** The fixture of a run standing on floor 100's found exit, checked by replaying it under the victor's name. */
function victoryFixture(rulesVersion: number, seed: string, final: GameState, bot: string) {
  // Recorded under the victor's name: the rules never read it, so the replay must stand on the same exit.
  const record: RunRecord = { rulesVersion, seed, name: VICTOR_NAME, actions: final.actions };
  const replayed = replay(record);
  if (!canClaimVictory(replayed) || replayed.score !== final.score) {
    throw new Error(`${seed}: the run renamed ${VICTOR_NAME} does not replay to the same exit`);
  }
  const fixture: VictoryFixture = {
    rulesVersion,
    seed,
    name: VICTOR_NAME,
    actions: encodeActions(record.actions),
    steps: record.actions.length,
    score: replayed.score,
    day: replayed.player.day,
    bot,
  };
  if (fixture.steps > MAX_RUN_ACTIONS || fixture.actions.length > MAX_RUN_ACTIONS_TEXT) {
    throw new Error(`${seed}: the victory run is over the server's limits (${fixture.steps} actions)`);
  }
  return { fixture, state: replayed };
}

/**
 * Plays seeds under `rulesVersion` until one stands on floor 100's found exit within the server's
 * action limit: its fixture and the state it replays to; null when none of the seeds does. Each seed is
 * played first by the explorer bot (the strongest simulator bot: it gets there under version 2's tables,
 * about a second a seed), then, unless `search` is false, by the search victor (victorSearch.ts
 * beside this file; needed under version 3, where no simulator bot gets there; seconds to a minute a seed).
 */
export function findVictor({
  rulesVersion = RULES_VERSION,
  first = 1,
  last = 200,
  search = true,
  progress,
  floor,
}: VictorSearch = {}): {
  fixture: VictoryFixture;
  state: GameState;
} | null {
  if (!rulesOf({ rulesVersion }).bottomIsVictory) {
    throw new Error(`rules version ${rulesVersion} has no victory at the bottom (bottomIsVictory is false)`);
  }
  for (let n = first; n <= last; n++) {
    const seed = `victor-${n}`;
    const run = playRun(seed, explorer, MAX_RUN_ACTIONS, Infinity, rulesVersion);
    progress?.(seed, run.end, run.depth, run.steps, 'explorer');
    if (canClaimVictory(run.final)) return victoryFixture(rulesVersion, seed, run.final, 'explorer');
    if (!search) continue;
    const found = searchVictor(seed, {
      rulesVersion,
      name: VICTOR_NAME,
      progress: (figures) => floor?.(seed, figures),
    });
    const end = found.won ? 'victory' : `${found.deepest.end}, ${found.floorPlays} floors played`;
    progress?.(seed, end, found.deepest.floor, found.state.actions.length, SEARCH_VICTOR);
    if (found.won) return victoryFixture(rulesVersion, seed, found.state, SEARCH_VICTOR);
  }
  return null;
}

/** Writes the fixture where readVictor finds it; returns the path. */
export function writeVictor(fixture: VictoryFixture): string {
  const path = victorPath(fixture.rulesVersion);
  writeFileSync(path, `${JSON.stringify(fixture, null, 2)}\n`);
  return path;
}

// A hero at the dungeon's last portal, for the tests of a won run ("The bottom is an end"), in two forms:
// - handBuiltVictor: a state edited onto floor 100's found exit (quick; its save code loads unverified,
//   so it shows the dialogs but cannot be inscribed);
// - the victory fixture: a REAL run record played to floor 100's found exit, which the server's replay
//   verifies. Recording and reading it live with the simulator (scripts/sim/victor.ts), which
//   `npm run golden:victory` runs without the test suites; the tests read it through readVictor here.
import {
  canClaimVictory,
  MAX_DUNGEON_LEVEL,
  newGame,
  SUPPORTED_RULES_VERSIONS,
  type GameState,
} from '../../../src/engine';
import { rulesFor } from '../../../src/engine/versions/profiles';
import { findVictor, readVictor, VICTOR_NAME } from '../../../scripts/sim/victor';

export { readVictor };

/** Every rules version whose deepest exit ends the run as a victory, oldest first. */
export function victoryRulesVersions(): number[] {
  return SUPPORTED_RULES_VERSIONS.filter((v) => rulesFor(v)?.bottomIsVictory);
}

/** The newest rules version whose deepest exit ends the run as a victory; throws when there is none. */
export function victoryRulesVersion(): number {
  const version = victoryRulesVersions().at(-1);
  if (version === undefined) throw new Error('no rules profile has bottomIsVictory (src/engine/versions/profiles.ts)');
  return version;
}

/**
 * A hero edited onto floor 100's found exit under `rulesVersion` (level 1's maze, every cell seen),
 * strong and scored like a hero who got there. Not a replayable run: its save code loads unverified.
 */
export function handBuiltVictor(rulesVersion = victoryRulesVersion(), name = VICTOR_NAME): GameState {
  const start = newGame(name, `victor-hand-${rulesVersion}`, rulesVersion);
  const exit = start.dungeon.rooms.flat().find((room) => room?.type === 'exit');
  if (!exit) throw new Error('newGame made a level without an exit');
  const rooms = start.dungeon.rooms.map((row) =>
    // Every cell seen; in sight, the radius-2 disc around the exit (src/engine/README.md, "Visibility").
    row.map(
      (room) => room && { ...room, explored: true, visible: (room.x - exit.x) ** 2 + (room.y - exit.y) ** 2 <= 6 },
    ),
  );
  const state: GameState = {
    ...start,
    dungeon: { ...start.dungeon, level: MAX_DUNGEON_LEVEL, rooms, exitFound: true },
    player: {
      ...start.player,
      x: exit.x,
      y: exit.y,
      level: 412,
      experience: 41_150,
      experienceToNext: 41_200,
      health: 3_980,
      maxHealth: 4_210,
      mana: 1_800,
      maxMana: 2_105,
      strength: 260,
      constitution: 190,
      gold: 98_765,
      day: 377,
    },
    score: 1_234_567,
    monstersKilled: 9_876,
    gameStatus: `Exploring level ${MAX_DUNGEON_LEVEL}...`,
    log: [...start.log, 'You descend to dungeon level 100.', 'You found the exit! Press E to descend.'],
    // Its record does not replay to it, so it cannot be proven (a save code of it loads so marked too).
    verified: false,
  };
  if (!canClaimVictory(state)) throw new Error(`rules version ${rulesVersion} has no victory at the bottom`);
  return state;
}

/**
 * A real run at floor 100's found exit under `rulesVersion`: the stored fixture's when there is one,
 * else the first of seeds victor-1 .. victor-`tries` that the explorer bot plays there (a few seconds a
 * seed; `search` adds the search victor, seconds to a minute a seed); null when none does.
 */
export function victorAtExit(rulesVersion = victoryRulesVersion(), tries = 5, search = false): GameState | null {
  const stored = readVictor(rulesVersion);
  if (stored) return stored.state;
  return findVictor({ rulesVersion, last: tries, search })?.state ?? null;
}

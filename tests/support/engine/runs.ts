// Verified runs for tests: the real engine plays a scripted policy, so records replay exactly.
import { apply, newGame, replay, runRecord, RULES_VERSION, scoreSubmission } from '../../../src/engine';
import { createHash } from 'node:crypto';
import type { Action, GameState, RunRecord } from '../../../src/engine';
import { toGameStatsBody, type GameStatsBody, type GameStatsRequest } from '../../../src/shared/api';
import { seededRandom } from '../random';

const DIRECTIONS = ['up', 'down', 'left', 'right'] as const;

/**
 * The next action of a simple adventurer: fight, allocate, rest when weak, else wander. It reads only what
 * the hero knows (a sealed run's view holds these fields too: tests/support/server/sealed.ts).
 */
export function nextAction(state: Pick<GameState, 'player' | 'combat'>, random: () => number): Action {
  if ((state.player.pendingStatPoint ?? 0) > 0) return { type: 'allocateStat', stat: 'strength' };
  if (state.combat.active) {
    if (state.combat.turn === 'monster') return { type: 'monsterTurn' };
    return state.player.stamina >= 15 ? { type: 'attack' } : { type: 'sacrificeForStamina' };
  }
  if (state.player.health < 40 || state.player.stamina < 15) return { type: 'rest' };
  return { type: 'move', direction: DIRECTIONS[Math.floor(random() * 4)] };
}

/** Plays `steps` actions (or until game over) for `name` on `seed`. */
export function playRun(name: string, seed: string, steps = 200, policySeed = 7): GameState {
  return playRunUnder(RULES_VERSION, name, seed, steps, policySeed);
}

/** A run secret of the form the client makes (src/engine/save/runSecret.ts), fixed by `label` so runs replay alike. */
export function testRunSecret(label: string): string {
  return createHash('sha256').update(label).digest('base64url');
}

/** Like playRun, under a given rules version (a run begun before a deploy). Its secret follows from its arguments. */
export function playRunUnder(rulesVersion: number, name: string, seed: string, steps = 200, policySeed = 7): GameState {
  const random = seededRandom(policySeed);
  let state: GameState = {
    ...newGame(name, seed, rulesVersion),
    runSecret: testRunSecret(`${rulesVersion}/${name}/${seed}/${policySeed}`),
  };
  for (let i = 0; i < steps && state.gameStatus !== 'Game Over'; i++) state = apply(state, nextAction(state, random));
  return state;
}

/** Continues a run (even past game over, where actions are refused but still recorded) to `total` actions. */
export function padRun(state: GameState, total: number): GameState {
  const from = state.actions.length;
  if (from >= total) return state;
  const moves = Array.from({ length: total - from }, (_, i): Action => ({
    type: 'move',
    direction: DIRECTIONS[(from + i) % 4],
  }));
  // Replayed, not applied move by move: each apply copies the whole log, so 100,000 applies took 50 s.
  const padded = replay({ ...runRecord(state), actions: [...state.actions, ...moves] });
  return state.runSecret === undefined ? padded : { ...padded, runSecret: state.runSecret };
}

/** The game-stats body the client would send for this state (with the run's secret when it has one). */
export function submissionFor(state: GameState, extra: Partial<GameStatsRequest> = {}): GameStatsRequest {
  const run: RunRecord = runRecord(state);
  const secret = state.runSecret === undefined ? {} : { runSecret: state.runSecret };
  return { ...scoreSubmission(state), ...secret, ...extra, run };
}

/** A ready wire body (compact action log, as POST /api/game-stats reads it): a verified run of `name`. */
export function verifiedSubmission(name: string, seed = `seed-${name}`, steps = 200): GameStatsBody {
  return toGameStatsBody(submissionFor(playRun(name, seed, steps)));
}

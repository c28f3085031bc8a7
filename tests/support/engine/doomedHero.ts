// A real run that ends in death a few presses from now, for tests that play a game over through the UI:
// the save's run record replays to it, so the server verifies its inscriptions.
import { replay, type GameState, type RunRecord } from '../../../src/engine';
import { playRun } from '../../../scripts/sim/run';
import { diver } from '../../../scripts/sim/diver';

/** The diver bot's run on sim-10 (rules version 2) under `name`, three actions before its hero falls:
 *  on its own turn against a Skeleton, too tired to strike (Space, Sacrifice Health, Space ends it). */
export function doomedHero(name = 'Doomed Hero'): { state: GameState; record: RunRecord } {
  const bot = playRun('sim-10', diver, 3000, Infinity, 2);
  const actions = bot.final.actions.slice(0, -3);
  const record = { rulesVersion: 2, seed: 'sim-10', name, actions };
  return { state: replay(record), record };
}

// What every shipped rules version promises, asked the same way of each: not a draft, and a run played under
// it replays from its record and loads from its save code to the very same state.
import { expect } from 'vitest';
import { apply, replay, runRecord } from '../../../src/engine';
import { newGame } from '../../../src/engine/newGame';
import { decodeSaveCode, encodeSaveCode } from '../../../src/engine/save/saveCode';
import { DRAFT_RULES_VERSIONS, rulesFor } from '../../../src/engine/versions/profiles';

/** Three rests under `version`, then its record replayed and its save code loaded: both the same run. */
export function expectShipped(version: number): void {
  expect(DRAFT_RULES_VERSIONS).not.toContain(version);
  expect(rulesFor(version)?.version).toBe(version);
  let played = newGame('Ada', 'the-world/dice-of-ada', version);
  for (const type of ['rest', 'rest', 'rest'] as const) played = apply(played, { type });
  expect(played.actions).toHaveLength(3);
  expect(replay(runRecord(played))).toEqual(played);
  const loaded = decodeSaveCode(encodeSaveCode(played, 0));
  expect(loaded.ok && loaded.state).toEqual(played);
}

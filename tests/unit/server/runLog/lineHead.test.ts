// A run's line (server/runLog/lineHead.ts): actions the rules refuse change nothing, so two logs that
// differ only by them are the same line and hold one place on a day's board.
import { describe, expect, it } from 'vitest';
import { RULES_VERSION } from '../../../../src/engine';
import { decodeActions } from '../../../../src/engine/save/actionCodec';
import { lineHead } from '../../../../server/runLog/lineHead';

const run = { rulesVersion: RULES_VERSION, seed: 'unit-line-seed', name: 'Hero' };
const actions = (log: string) => decodeActions(log, 1_000) ?? [];

describe("a run's line", () => {
  it('leaves out attacks made outside a fight', () => {
    expect(lineHead(run, actions('aarrdd'))).toBe(lineHead(run, actions('rrdd')));
    expect(lineHead(run, actions('aa'))).toBe('');
  });

  it('keeps at most the first 100 actions the rules took, whatever was refused in front of them', () => {
    const walk = 'rdlu'.repeat(75);
    const line = lineHead(run, actions(walk));
    expect(actions(line).length).toBeGreaterThan(0);
    expect(actions(line).length).toBeLessThanOrEqual(100);
    expect(lineHead(run, actions(`aa${walk}`))).toBe(line);
  });
});

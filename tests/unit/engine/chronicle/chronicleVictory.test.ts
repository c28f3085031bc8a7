// The chronicle of a real run that took the last portal: the explorer bot's, played to floor 100 under
// a test-only rules version (version 2's tables with the bottom as a victory, tests/support/engine/victoryRules.ts),
// so it does not wait for the newest tables' tuning. The portal scores with the descents; the end says the day.
import { describe, expect, it, vi } from 'vitest';
import { apply, runOutcome, runRecord, runStory, writeChronicle } from '../../../../src/engine';
import { victorAtExit } from '../../../support/engine/victor';
import { TEST_VICTORY_VERSION } from '../../../support/engine/victoryRules';

vi.mock(import('../../../../src/engine/versions/profiles'), async (real) =>
  (await import('../../../support/engine/victoryRules')).withTestVictoryRules(await real()),
);

describe('the chronicle of a real won run', () => {
  it('counts the last portal with the descents, and ends "Conquered the dungeon on day N."', () => {
    const atExit = victorAtExit(TEST_VICTORY_VERSION, 3);
    expect(atExit, 'the explorer bot reaches floor 100 under version 2 tables').not.toBeNull();
    const won = apply(atExit!, { type: 'descend' });
    expect(runOutcome(won)).toBe('won');
    const story = runStory(runRecord(won));
    expect(story.floors.at(-1)).toMatchObject({ floor: 100 });
    expect(story.score.victories + story.score.descents + story.score.rests).toBe(won.score);
    // Every portal scores the floor it leaves, the last one included: (1 + 2 + ... + 100) x 100.
    expect(story.score.descents).toBe(100 * ((100 * 101) / 2));
    const text = writeChronicle(story, 'quit');
    expect(text).toContain(`\nEND\n---\n  Conquered the dungeon on day ${won.player.day}.\n`);
    expect(text).toContain('  You step through the last portal and climb into daylight. The dungeon is conquered!\n');
  });
});

import { describe, expect, it } from 'vitest';
import { endText, lastMoveText, watchLiveTitle } from '../../../../src/ui/watch/liveTexts';

describe('live texts', () => {
  it('counts heroes in the singular and plural', () => {
    expect(watchLiveTitle(1)).toBe('Watch live: 1 hero in the dungeon');
    expect(watchLiveTitle(3)).toBe('Watch live: 3 heroes in the dungeon');
  });

  it('says how long ago the last move was', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    expect(lastMoveText('2025-06-01T12:00:03Z', now)).toBe('just now');
    expect(lastMoveText('2025-06-01T11:59:18Z', now)).toBe('42 s ago');
    expect(lastMoveText('2025-06-01T11:55:00Z', now)).toBe('5 min ago');
    expect(lastMoveText('2025-06-01T10:00:00Z', now)).toBe('2 h ago');
  });

  it('names the end of a run, and nothing while it is played', () => {
    expect(endText('Ada', 'died', 4)).toBe('The run has ended: Ada fell on floor 4.');
    expect(endText('Ada', 'won', 100)).toMatch(/won/);
    expect(endText('Ada', 'playing', 1)).toBeNull();
  });
});

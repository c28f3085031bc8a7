import { describe, expect, it } from 'vitest';
import { firstLineNumber } from '../../../../../src/ui/game/hud/logLineNumbers';

describe('log line numbers (stable keys for the combat log)', () => {
  it('keeps the first number while lines are only appended', () => {
    expect(firstLineNumber(['a', 'b'], 0, ['a', 'b', 'c'])).toBe(0);
  });
  it('advances by the lines the full log dropped from the front', () => {
    expect(firstLineNumber(['a', 'b', 'c', 'd'], 10, ['c', 'd', 'e', 'f'])).toBe(12);
  });
  it('numbers every line anew when the log has nothing in common (another game loaded)', () => {
    expect(firstLineNumber(['a', 'b'], 5, ['x', 'y', 'z'])).toBe(7);
  });
});

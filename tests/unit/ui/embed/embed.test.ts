import { describe, expect, it } from 'vitest';
import { HEIGHT_MESSAGE_TYPE, shouldReportHeight } from '../../../../src/ui/embed/heightReport';
import { embedSnippet } from '../../../../src/ui/embed/embedSnippet';

describe('height reports of a framed game', () => {
  it('reports the first height, then only changes of more than 10 px', () => {
    expect(shouldReportHeight(null, 800)).toBe(true);
    expect(shouldReportHeight(800, 810)).toBe(false);
    expect(shouldReportHeight(800, 789)).toBe(true);
    expect(shouldReportHeight(800, 811)).toBe(true);
  });
  it('gives site owners a snippet that listens for the height message', () => {
    const snippet = embedSnippet('https://game.example');
    expect(snippet).toContain('<iframe id="dungeon-crawler" src="https://game.example/"');
    expect(snippet).toContain(HEIGHT_MESSAGE_TYPE);
    expect(HEIGHT_MESSAGE_TYPE).toBe('dungeon-crawler-height');
  });
});

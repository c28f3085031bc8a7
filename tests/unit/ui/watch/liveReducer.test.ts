import { describe, expect, it } from 'vitest';
import { initialLiveView, liveReducer, type LiveEvent, type LiveView } from '../../../../src/ui/watch/liveReducer';

const run = (events: LiveEvent[], from: LiveView = initialLiveView()) => events.reduce(liveReducer, from);

describe('liveReducer', () => {
  it('follows the newest move as batches arrive', () => {
    const view = run([
      { type: 'grown', total: 12 },
      { type: 'grown', total: 20 },
    ]);
    expect(view.player).toMatchObject({ index: 20, total: 20 });
    expect(view.following).toBe(true);
  });

  it('stays where the person scrubbed back to, and returns to the live edge on asking', () => {
    const back = run([
      { type: 'grown', total: 20 },
      { type: 'control', event: { type: 'seek', index: 5 } },
      { type: 'grown', total: 30 },
    ]);
    expect(back.player).toMatchObject({ index: 5, total: 30 });
    expect(back.following).toBe(false);
    const live = liveReducer(back, { type: 'toLive' });
    expect(live.player).toMatchObject({ index: 30, playing: false });
    expect(live.following).toBe(true);
  });

  it('follows again once playback or a step reaches the edge', () => {
    const view = run([
      { type: 'grown', total: 3 },
      { type: 'control', event: { type: 'step', delta: -1 } },
      { type: 'control', event: { type: 'step', delta: 1 } },
      { type: 'grown', total: 4 },
    ]);
    expect(view.player.index).toBe(4);
    expect(view.following).toBe(true);
  });

  it('keeps the inscription when a batch says only the outcome', () => {
    const view = run([
      { type: 'status', outcome: 'died', entryId: 'e1' },
      { type: 'status', outcome: 'died' },
    ]);
    expect(view).toMatchObject({ outcome: 'died', entryId: 'e1' });
  });
});

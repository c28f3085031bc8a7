// @vitest-environment jsdom
// A sealed run's live stream on the watch page: the whole view of `sealed` is kept, each `view` event's
// changes make the next view byte for byte, and changes made for another view (a gap) are never drawn:
// the page keeps the last view it drew and connects again for a whole one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { viewChanges, viewOf, type GameView } from '../../../../src/engine';
import type { RunStreamView, SealedStreamStart } from '../../../../src/shared/api';
import { readSealedStart, takeViewEvent } from '../../../../src/ui/watch/sealedStream';
import { useLiveRun } from '../../../../src/ui/watch/useLiveRun';
import { botRunStates } from '../../../support/engine/botRun';

/** The views of an explorer bot's sealed run after each of its first 40 actions (version 4). */
const VIEWS: GameView[] = [...botRunStates('explorer', 'watch-sealed-world/watch-sealed-dice', 4, 40)].map(viewOf);

const startOf = (view: GameView): SealedStreamStart => ({
  id: 'run-1',
  name: 'Sim',
  rulesVersion: 4,
  startedAt: '2026-11-30T05:00:00.000Z',
  witnessed: view.actionCount,
  outcome: 'playing',
  entryId: null,
  commitment: 'c'.repeat(64),
  view,
});

/** The `view` event the server sends for the batch from view `a` to view `b`, as its data line. */
const viewEvent = (a: GameView, b: GameView): string => {
  const data: RunStreamView = {
    from: a.actionCount,
    changes: viewChanges(a, b),
    floor: b.dungeon.level,
    score: b.score,
    outcome: 'playing',
    updatedAt: '2026-11-30T05:01:00.000Z',
  };
  return JSON.stringify(data);
};

describe('a sealed stream read by the watch page', () => {
  it('keeps the whole view of `sealed`, and applies each batch to make the next view, byte for byte', () => {
    const start = readSealedStart(JSON.stringify(startOf(VIEWS[0])));
    expect(start?.view).toEqual(VIEWS[0]);
    let kept = start!.view;
    // One action a batch, then batches of three, as a player's requests may come.
    const counts = [1, 2, 3, 4, 7, 10, 13, 16, 40];
    let at = 0;
    for (const count of counts) {
      const take = takeViewEvent(kept, viewEvent(VIEWS[at], VIEWS[count]));
      expect(take.kind).toBe('view');
      if (take.kind !== 'view') return;
      expect(JSON.stringify(take.view)).toBe(JSON.stringify(VIEWS[count]));
      kept = take.view;
      at = count;
    }
    expect(kept.actionCount).toBe(40);
  });

  it('calls a batch made for another view a gap, and draws nothing of it', () => {
    // Changes from 2 to 3 reach a page that holds the view at 1: a batch was missed.
    expect(takeViewEvent(VIEWS[1], viewEvent(VIEWS[2], VIEWS[3]))).toEqual({ kind: 'gap' });
    // The count says 1 but the changes were made for the view at 2: the changes decide.
    const misnumbered = { ...JSON.parse(viewEvent(VIEWS[2], VIEWS[3])), from: 1 } as RunStreamView;
    expect(takeViewEvent(VIEWS[1], JSON.stringify(misnumbered))).toEqual({ kind: 'gap' });
    // Before any whole view, no batch can be drawn.
    expect(takeViewEvent(null, viewEvent(VIEWS[0], VIEWS[1]))).toEqual({ kind: 'gap' });
  });

  it('refuses what it cannot draw: unreadable data, a view without its floor, a start whose count is not its view', () => {
    expect(readSealedStart('not json')).toBeNull();
    expect(readSealedStart(JSON.stringify({ ...startOf(VIEWS[0]), view: { actionCount: 0 } }))).toBeNull();
    expect(readSealedStart(JSON.stringify({ ...startOf(VIEWS[3]), witnessed: 2 }))).toBeNull();
    expect(readSealedStart(JSON.stringify({ ...startOf(VIEWS[0]), seed: 'x' }))?.view).toEqual(VIEWS[0]);
    expect(takeViewEvent(VIEWS[0], '{"from":0}')).toEqual({ kind: 'unreadable' });
    const broken = { ...JSON.parse(viewEvent(VIEWS[0], VIEWS[1])), changes: { base: 0, fields: {}, cells: 7 } };
    expect(takeViewEvent(VIEWS[0], JSON.stringify(broken))).toEqual({ kind: 'unreadable' });
  });
});

/** A stand-in for the browser's EventSource: the test sends its events, and sees it closed. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, ((e: { data?: string }) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: { data?: string }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server refused the stream: the browser closes it itself, then tells the page. */
  refuse(): void {
    this.readyState = FakeEventSource.CLOSED;
    act(() => {
      for (const listener of this.listeners.get('error') ?? []) listener({});
    });
  }
  send(type: string, data?: string): void {
    if (this.readyState === FakeEventSource.CLOSED) throw new Error(`a closed stream sent ${type}`);
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener({ data });
    });
  }
}

describe('useLiveRun on a sealed run', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  const latest = () => FakeEventSource.opened[FakeEventSource.opened.length - 1];

  it('draws the whole view, then each batch; a gap keeps the last view drawn and connects again for a whole one', () => {
    const { result } = renderHook(() => useLiveRun('run-1'));
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/runs/run-1/events']);
    const first = latest();
    first.send('open');
    first.send('sealed', JSON.stringify(startOf(VIEWS[0])));
    expect(result.current.name).toBe('Sim');
    expect(result.current.timeline).toBeNull();
    expect(result.current.sealed).toEqual(VIEWS[0]);
    first.send('view', viewEvent(VIEWS[0], VIEWS[1]));
    first.send('view', viewEvent(VIEWS[1], VIEWS[5]));
    expect(JSON.stringify(result.current.sealed)).toBe(JSON.stringify(VIEWS[5]));

    // The batch from 5 to 9 is lost; the one from 9 to 12 comes.
    first.send('view', viewEvent(VIEWS[9], VIEWS[12]));
    expect(JSON.stringify(result.current.sealed)).toBe(JSON.stringify(VIEWS[5]));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(result.current.view.connection).toBe('reconnecting');
    expect(result.current.error).toBeNull();

    const second = latest();
    second.send('open');
    second.send('sealed', JSON.stringify(startOf(VIEWS[12])));
    expect(JSON.stringify(result.current.sealed)).toBe(JSON.stringify(VIEWS[12]));
    second.send('view', viewEvent(VIEWS[12], VIEWS[20]));
    expect(JSON.stringify(result.current.sealed)).toBe(JSON.stringify(VIEWS[20]));
    expect(result.current.view.connection).toBe('open');
  });

  it('gives up with the open run’s words when every new connection meets a gap again', () => {
    const { result } = renderHook(() => useLiveRun('run-1'));
    for (let i = 0; i < 4; i++) {
      latest().send('sealed', JSON.stringify(startOf(VIEWS[0])));
      latest().send('view', viewEvent(VIEWS[1], VIEWS[2]));
    }
    expect(FakeEventSource.opened).toHaveLength(4);
    expect(result.current.error).toBe('The live stream skipped some moves; reload to watch again.');
    expect(result.current.view.connection).toBe('closed');
    expect(result.current.sealed).toEqual(VIEWS[0]);
  });

  it('says the run ended as the batch says, and that it was inscribed as the status says', () => {
    const { result } = renderHook(() => useLiveRun('run-1'));
    latest().send('sealed', JSON.stringify(startOf(VIEWS[0])));
    latest().send('view', JSON.stringify({ ...JSON.parse(viewEvent(VIEWS[0], VIEWS[1])), outcome: 'died' }));
    expect(result.current.view.outcome).toBe('died');
    latest().send('status', JSON.stringify({ outcome: 'died', entryId: 'entry-9' }));
    expect(result.current.view.entryId).toBe('entry-9');
  });

  it('a stream refused before any view says the run cannot be watched, as for an open run', () => {
    const { result } = renderHook(() => useLiveRun('run-1'));
    latest().refuse();
    expect(result.current.error).toBe(
      'This run cannot be watched live: it is unknown, gone, or a daily run whose day is not over.',
    );
  });
});

// Follows a witnessed run over GET /api/runs/:id/events (Server-Sent Events). The browser's EventSource
// reconnects by itself and sends Last-Event-ID (the witnessed count), so a reconnection carries on
// from the last batch received. An open run's batches are decoded and applied to its Timeline by the
// engine; a sealed run's stream sends views instead (sealedStream.ts), and the page keeps the last.
import { useEffect, useReducer, useRef, useState } from 'react';
import { decodeActions } from '../../engine/save/actionCodec';
import type { GameView } from '../../engine';
import { MAX_RUN_ACTIONS, RunStreamActionsSchema, RunStreamStartSchema, RunStreamStatusSchema } from '../../shared/api';
import { runEventsUrl } from '../../api/runCalls';
import { Timeline } from '../replay/timeline';
import { initialLiveView, liveReducer, type LiveEvent, type LiveView } from './liveReducer';
import { parseEvent } from './parseEvent';
import { readSealedStart, takeViewEvent } from './sealedStream';

/** What the live page draws from. */
export interface LiveRun {
  view: LiveView;
  dispatch: (event: LiveEvent) => void;
  /** The hero's name once the stream has said which run it is. */
  name: string | null;
  /** An open run's timeline, or null (a sealed run, or before the stream starts). */
  timeline: Timeline | null;
  /** A sealed run's view as last drawn, or null (an open run, or before its first whole view). */
  sealed: GameView | null;
  /** Why the run cannot be shown (unreadable data, or a stream refused), or null. */
  error: string | null;
}

const SKIPPED = 'The live stream skipped some moves; reload to watch again.';

/**
 * A sealed run's stream connects again this many times in a row for a gap before the page gives up: a
 * new connection starts with a whole view, so a second gap straight after one is the server's fault.
 */
const GAP_RECONNECTS_MAX = 3;

/** Opens the run's stream while mounted. */
export function useLiveRun(id: string): LiveRun {
  const [view, dispatch] = useReducer(liveReducer, undefined, initialLiveView);
  const [name, setName] = useState<string | null>(null);
  const [timeline, setTimeline] = useState<Timeline | null>(null);
  const [sealed, setSealed] = useState<GameView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timelineRef = useRef<Timeline | null>(null);
  const keptRef = useRef<GameView | null>(null);

  useEffect(() => {
    timelineRef.current = null;
    keptRef.current = null;
    let gaps = 0;
    let source = connect();

    function connect(): EventSource {
      const es = new EventSource(runEventsUrl(id));
      const fail = (message: string) => {
        setError(message);
        es.close();
        dispatch({ type: 'connection', connection: 'closed' });
      };
      es.addEventListener('open', () => dispatch({ type: 'connection', connection: 'open' }));
      es.addEventListener('run', (e) => {
        const start = parseEvent(RunStreamStartSchema, e.data as string);
        if (!start) return fail('The live stream sent a run this page cannot read.');
        dispatch({ type: 'status', outcome: start.outcome, entryId: start.entryId });
        // A reconnection repeats the start: the timeline built so far stands.
        if (timelineRef.current) return;
        try {
          const record = { name: start.name, seed: start.seed, rulesVersion: start.rulesVersion, actions: [] };
          timelineRef.current = new Timeline(record);
          setName(start.name);
          setTimeline(timelineRef.current);
        } catch (err) {
          fail(`This run cannot be watched here: ${(err as Error).message}`);
        }
      });
      es.addEventListener('actions', (e) => {
        const batch = parseEvent(RunStreamActionsSchema, e.data as string);
        const kept = timelineRef.current;
        if (!batch || !kept) return fail('The live stream sent moves this page cannot read.');
        const actions = decodeActions(batch.actions, MAX_RUN_ACTIONS);
        if (!actions) return fail('The live stream sent moves this page cannot read.');
        // The stream resumes after the last event it numbered; any overlap is skipped, a gap cannot be.
        if (batch.from > kept.total) return fail(SKIPPED);
        try {
          kept.append(actions.slice(kept.total - batch.from));
        } catch (err) {
          return fail(`This run cannot be watched here: ${(err as Error).message}`);
        }
        dispatch({ type: 'grown', total: kept.total });
        dispatch({ type: 'status', outcome: batch.outcome });
      });
      // A sealed run: every connection starts with the whole view, which replaces the one kept.
      es.addEventListener('sealed', (e) => {
        const start = readSealedStart(e.data as string);
        if (!start) return fail('The live stream sent a run this page cannot read.');
        keptRef.current = start.view;
        setName(start.name);
        setSealed(start.view);
        dispatch({ type: 'status', outcome: start.outcome, entryId: start.entryId });
      });
      es.addEventListener('view', (e) => {
        const take = takeViewEvent(keptRef.current, e.data as string);
        if (take.kind === 'unreadable') return fail('The live stream sent moves this page cannot read.');
        if (take.kind === 'gap') {
          // Nothing is drawn from changes made for another view: the last view drawn stays until the new
          // connection's whole one replaces it.
          if (++gaps > GAP_RECONNECTS_MAX) return fail(SKIPPED);
          es.close();
          dispatch({ type: 'connection', connection: 'reconnecting' });
          source = connect();
          return;
        }
        gaps = 0;
        keptRef.current = take.view;
        setSealed(take.view);
        dispatch({ type: 'status', outcome: take.batch.outcome });
      });
      es.addEventListener('status', (e) => {
        const status = parseEvent(RunStreamStatusSchema, e.data as string);
        if (status) dispatch({ type: 'status', outcome: status.outcome, entryId: status.entryId });
      });
      es.addEventListener('error', () => {
        // CONNECTING: the browser retries by itself. CLOSED: the server refused (a daily run, an unknown id).
        if (es.readyState === EventSource.CLOSED)
          fail(
            timelineRef.current || keptRef.current
              ? 'The live stream closed.'
              : 'This run cannot be watched live: it is unknown, gone, or a daily run whose day is not over.',
          );
        else dispatch({ type: 'connection', connection: 'reconnecting' });
      });
      return es;
    }
    return () => source.close();
  }, [id]);

  return { view, dispatch, name, timeline, sealed, error };
}

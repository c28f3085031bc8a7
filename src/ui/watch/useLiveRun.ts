// Follows a witnessed run over GET /api/runs/:id/events (Server-Sent Events). The browser's EventSource
// reconnects by itself and sends Last-Event-ID (the witnessed count), so a reconnection carries on
// from the last batch received. Each batch is decoded and applied to the run's Timeline by the engine.
import { useEffect, useReducer, useRef, useState } from 'react';
import { decodeActions } from '../../engine/save/actionCodec';
import { MAX_RUN_ACTIONS, RunStreamActionsSchema, RunStreamStartSchema, RunStreamStatusSchema } from '../../shared/api';
import { runEventsUrl } from '../../api/runCalls';
import { Timeline } from '../replay/timeline';
import { initialLiveView, liveReducer, type LiveEvent, type LiveView } from './liveReducer';

/** What the live page draws from. */
export interface LiveRun {
  view: LiveView;
  dispatch: (event: LiveEvent) => void;
  /** The hero's name and the run's timeline once the stream has said which run it is. */
  name: string | null;
  timeline: Timeline | null;
  /** Why the run cannot be shown (unreadable data, or a stream refused), or null. */
  error: string | null;
}

/** Parses one event's JSON data with `schema`; null when it does not fit. */
function parse<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, data: string): T | null {
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? (result.data ?? null) : null;
  } catch {
    return null;
  }
}

/** Opens the run's stream while mounted. */
export function useLiveRun(id: string): LiveRun {
  const [view, dispatch] = useReducer(liveReducer, undefined, initialLiveView);
  const [run, setRun] = useState<{ name: string; timeline: Timeline } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timelineRef = useRef<Timeline | null>(null);

  useEffect(() => {
    timelineRef.current = null;
    const source = new EventSource(runEventsUrl(id));
    const fail = (message: string) => {
      setError(message);
      source.close();
      dispatch({ type: 'connection', connection: 'closed' });
    };
    source.addEventListener('open', () => dispatch({ type: 'connection', connection: 'open' }));
    source.addEventListener('run', (e) => {
      const start = parse(RunStreamStartSchema, e.data as string);
      if (!start) return fail('The live stream sent a run this page cannot read.');
      dispatch({ type: 'status', outcome: start.outcome, entryId: start.entryId });
      // A reconnection repeats the start: the timeline built so far stands.
      if (timelineRef.current) return;
      try {
        const record = { name: start.name, seed: start.seed, rulesVersion: start.rulesVersion, actions: [] };
        timelineRef.current = new Timeline(record);
        setRun({ name: start.name, timeline: timelineRef.current });
      } catch (err) {
        fail(`This run cannot be watched here: ${(err as Error).message}`);
      }
    });
    source.addEventListener('actions', (e) => {
      const batch = parse(RunStreamActionsSchema, e.data as string);
      const timeline = timelineRef.current;
      if (!batch || !timeline) return fail('The live stream sent moves this page cannot read.');
      const actions = decodeActions(batch.actions, MAX_RUN_ACTIONS);
      if (!actions) return fail('The live stream sent moves this page cannot read.');
      // The stream resumes after the last event it numbered; any overlap is skipped, a gap cannot be.
      if (batch.from > timeline.total) return fail('The live stream skipped some moves; reload to watch again.');
      try {
        timeline.append(actions.slice(timeline.total - batch.from));
      } catch (err) {
        return fail(`This run cannot be watched here: ${(err as Error).message}`);
      }
      dispatch({ type: 'grown', total: timeline.total });
      dispatch({ type: 'status', outcome: batch.outcome });
    });
    source.addEventListener('status', (e) => {
      const status = parse(RunStreamStatusSchema, e.data as string);
      if (status) dispatch({ type: 'status', outcome: status.outcome, entryId: status.entryId });
    });
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: the server refused (a daily run, an unknown id).
      if (source.readyState === EventSource.CLOSED)
        fail(
          timelineRef.current
            ? 'The live stream closed.'
            : 'This run cannot be watched live: it is unknown, gone, or a daily run whose day is not over.',
        );
      else dispatch({ type: 'connection', connection: 'reconnecting' });
    });
    return () => source.close();
  }, [id]);

  return { view, dispatch, name: run?.name ?? null, timeline: run?.timeline ?? null, error };
}

// Live streams of witnessed runs (GET /api/runs/:id/events, Server-Sent Events): on connecting, the
// log so far (or, with Last-Event-ID: N, the actions after N), then each batch as it is witnessed,
// a status event when the run ends or is inscribed, and a heartbeat comment. Each `actions` event's
// id is the witnessed count after it, so a reconnecting EventSource resumes exactly where it stopped.
//
// Batches witnessed by this instance are pushed at once. With MongoDB, batches may reach other
// instances: every RUNS_POLL_MS this instance asks the store how far the runs its spectators watch
// have got (one query for all of them) and sends what they lack. Polling, not change streams:
// change streams need a replica set or a sharded cluster, and the store runs on a standalone server
// too (docs/OPERATIONS.md, "Witnessed runs").
import type { Response } from 'express';
import type { RunOutcomeSchema, RunStreamActions, RunStreamStart, RunStreamStatus } from '../../src/shared/api';
import type { LiveRunHead, LiveRunRecord } from '../store/types';
import type { z } from 'zod';
import { logAfter } from './log';

type Outcome = z.infer<typeof RunOutcomeSchema>;

/** What a batch event says beside its actions. */
export type BatchFigures = Omit<RunStreamActions, 'from' | 'actions'>;

/** A spectator's connection: how many actions and which status it has been sent. */
interface Watcher {
  runId: string;
  res: Response;
  sent: number;
  outcome: Outcome;
  entryId: string | null;
  syncing: boolean;
}

/** A spectator whose connection holds this much unsent data is cut off (a stalled reader must not hold memory). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Options of the streams of one instance. */
export interface StreamOptions {
  heartbeatMs: number;
  /** Poll the store for batches witnessed elsewhere this often; null when this instance witnesses every batch (SQLite). */
  pollMs: number | null;
  maxStreams: number;
  /** A stored run with its log, or null. */
  load: (id: string) => Promise<LiveRunRecord | null>;
  /** How far the stored runs among `ids` have got. */
  heads: (ids: readonly string[]) => Promise<Map<string, LiveRunHead>>;
  /** A failure in the background (a poll, a resync): logged, never thrown. */
  onError: (error: unknown) => void;
}

/** One SSE event as text. */
function event(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The live streams of this instance. */
export class RunStreams {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private count = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private polling = false;

  constructor(private readonly options: StreamOptions) {
    this.timers.push(setInterval(() => this.beat(), options.heartbeatMs));
    if (options.pollMs !== null) this.timers.push(setInterval(() => void this.poll(), options.pollMs));
    for (const timer of this.timers) timer.unref();
  }

  /** Streams open on this instance. */
  get open(): number {
    return this.count;
  }

  /** True when no more streams may be opened. */
  get full(): boolean {
    return this.count >= this.options.maxStreams;
  }

  /**
   * Opens `res` as a stream of `record` (read by the caller, who checked it may be watched): the start
   * event, the actions after `lastEventId` (all without one), then every batch as it arrives.
   */
  attach(res: Response, record: LiveRunRecord, lastEventId: number | null): void {
    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx buffers proxied answers unless told not to: a spectator would see batches in lumps.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.req.socket.setNoDelay(true);
    const watcher: Watcher = { runId: record.id, res, sent: 0, outcome: 'playing', entryId: null, syncing: false };
    let set = this.watchers.get(record.id);
    if (!set) this.watchers.set(record.id, (set = new Set()));
    set.add(watcher);
    this.count++;
    res.on('close', () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(record.id) === set) this.watchers.delete(record.id);
      this.count--;
    });
    const start: RunStreamStart = {
      id: record.id,
      name: record.name,
      rulesVersion: record.rulesVersion,
      seed: record.seed,
      startedAt: record.startedAt.toISOString(),
      witnessed: record.count,
      outcome: record.outcome,
      entryId: record.entryId,
    };
    this.write(watcher, `retry: 2000\n\n${event('run', start)}`);
    // A Last-Event-ID past the log (a forged or foreign one) gets the whole log again.
    const after = lastEventId !== null && lastEventId <= record.count ? lastEventId : 0;
    this.sendFrom(watcher, record, after);
  }

  /** A batch witnessed here: actions [from, count) as canonical text, to every spectator of the run. */
  publish(runId: string, from: number, count: number, text: string, figures: BatchFigures): void {
    const set = this.watchers.get(runId);
    if (!set) return;
    const data: RunStreamActions = { from, actions: text, ...figures };
    const message = event('actions', data, count);
    for (const watcher of set) {
      if (watcher.sent === from) {
        watcher.sent = count;
        this.write(watcher, message);
      } else if (watcher.sent < count) void this.resync(watcher);
      this.sendStatus(watcher, figures.outcome, watcher.entryId);
    }
  }

  /** The run ended or was inscribed: a status event to each spectator that has not had it. */
  status(runId: string, status: RunStreamStatus): void {
    for (const watcher of this.watchers.get(runId) ?? []) this.sendStatus(watcher, status.outcome, status.entryId);
  }

  /** Ends every stream and stops the timers (the server is shutting down). */
  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const set of this.watchers.values()) for (const watcher of set) watcher.res.end();
    this.watchers.clear();
  }

  /** Sends `watcher` the record's actions after `after`, and its status when not plain playing. */
  private sendFrom(watcher: Watcher, record: LiveRunRecord, after: number): void {
    if (record.count > after) {
      const data: RunStreamActions = {
        from: after,
        actions: logAfter(record.actions, after),
        floor: record.floor,
        score: record.score,
        outcome: record.outcome,
        updatedAt: record.updatedAt.toISOString(),
      };
      this.write(watcher, event('actions', data, record.count));
    }
    watcher.sent = Math.max(watcher.sent, record.count);
    this.sendStatus(watcher, record.outcome, record.entryId);
  }

  /** A status event when the run's outcome or inscription differs from what `watcher` was last told. */
  private sendStatus(watcher: Watcher, outcome: Outcome, entryId: string | null): void {
    if (watcher.outcome === outcome && watcher.entryId === entryId) return;
    watcher.outcome = outcome;
    watcher.entryId = entryId;
    const data: RunStreamStatus = { outcome, entryId };
    this.write(watcher, event('status', data));
  }

  /** Reads the run from the store and sends `watcher` what it lacks (a batch it missed, or one witnessed elsewhere). */
  private async resync(watcher: Watcher): Promise<void> {
    if (watcher.syncing) return;
    watcher.syncing = true;
    try {
      const record = await this.options.load(watcher.runId);
      if (record && !record.expired && !watcher.res.writableEnded) this.sendFrom(watcher, record, watcher.sent);
    } catch (error) {
      this.options.onError(error);
    } finally {
      watcher.syncing = false;
    }
  }

  /** With MongoDB: sends each spectator the batches and inscriptions other instances witnessed. */
  private async poll(): Promise<void> {
    if (this.polling || this.watchers.size === 0) return;
    this.polling = true;
    try {
      const heads = await this.options.heads([...this.watchers.keys()]);
      for (const [runId, head] of heads) {
        for (const watcher of this.watchers.get(runId) ?? []) {
          if (watcher.sent < head.count) void this.resync(watcher);
          else if (head.entryId !== watcher.entryId) void this.resync(watcher);
        }
      }
    } catch (error) {
      this.options.onError(error);
    } finally {
      this.polling = false;
    }
  }

  private beat(): void {
    for (const set of this.watchers.values()) for (const watcher of set) this.write(watcher, ': heartbeat\n\n');
  }

  private write(watcher: Watcher, text: string): void {
    if (watcher.res.writableEnded || watcher.res.destroyed) return;
    if (watcher.res.writableLength > MAX_BUFFERED_BYTES) {
      watcher.res.destroy();
      return;
    }
    watcher.res.write(text);
  }
}

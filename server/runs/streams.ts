// Live streams of witnessed runs (GET /api/runs/:id/events, Server-Sent Events): on connecting, the
// log so far (or, with Last-Event-ID: N, the actions after N), then each batch as it is witnessed,
// a status event when the run ends or is inscribed, and a heartbeat comment. Each `actions` event's
// id is the witnessed count after it, so a reconnecting EventSource resumes exactly where it stopped.
//
// A spectator holds nothing (docs/OPERATIONS.md "Live streams"): the log so far goes out in parts of
// at most STREAM_CHUNK_CHARS, the next one only once the socket has taken the last (its 'drain'),
// read from one copy of the log shared by every spectator of the run; a connection holding more than
// MAX_BUFFERED_BYTES unsent, or taking no part of the log for the stall time, is cut off; open
// streams are capped per client (address, or IPv6 prefix) as well as in all.
//
// A sealed run's spectators never get its seed or its log: a `sealed` event with the run's whole view
// (the engine's viewOf) on connecting, then a `view` event per batch with what changed in the view;
// one that falls behind (a reconnect, a batch witnessed elsewhere) gets a whole view again.
//
// Batches witnessed by this instance are pushed at once. With MongoDB, batches may reach other
// instances: every RUNS_POLL_MS this instance asks the store how far the runs its spectators watch
// have got (one query for all of them) and sends what they lack. Polling, not change streams:
// change streams need a replica set or a sharded cluster, and the store runs on a standalone server
// too (docs/OPERATIONS.md, "Witnessed runs").
import type { Response } from 'express';
import type {
  RunOutcomeSchema,
  RunStreamActions,
  RunStreamStart,
  RunStreamStatus,
  RunStreamView,
  SealedStreamStart,
} from '../../src/shared/api';
import type { ViewChanges } from '../../src/engine';
import { actionTokenEnd } from '../../src/engine/save/actionCodec';
import { clientKey } from '../http/clientKey';
import type { LiveRunHead, LiveRunRecord } from '../store/types';
import type { z } from 'zod';

type Outcome = z.infer<typeof RunOutcomeSchema>;

/** What a batch event says beside its actions. */
export type BatchFigures = Omit<RunStreamActions, 'from' | 'actions'>;

/** Most characters of actions in one event of the log so far (about 16,000 moves). */
export const STREAM_CHUNK_CHARS = 16 * 1024;

/** A spectator whose connection holds this much unsent data is cut off (a stalled reader must not hold memory). */
export const MAX_BUFFERED_BYTES = 64 * 1024;

/** 429 text for a client with RUNS_STREAMS_PER_CLIENT_MAX streams open. */
export const CROWDED_CLIENT_MESSAGE = 'Too many live streams open from your address. Close one and try again.';

/** One copy of a run's log, read by every spectator still being sent it. */
interface SharedLog {
  count: number;
  text: string;
  users: number;
}

/** The part of the log a spectator has still to be sent, and the figures and status to go with it. */
interface Backlog {
  log: SharedLog;
  /** Next character of log.text to send, and the number of actions before it. */
  at: number;
  from: number;
  figures: BatchFigures;
  outcome: Outcome;
  entryId: string | null;
}

/** A spectator's connection: how many actions and which status it has been sent. */
interface Watcher {
  runId: string;
  client: string;
  res: Response;
  sent: number;
  outcome: Outcome;
  entryId: string | null;
  syncing: boolean;
  backlog: Backlog | null;
  /** A batch went by while the backlog was being sent: read the run again once it is. */
  missed: boolean;
  /** Since when (performance.now()) the socket has refused more of the backlog; null while it takes it. */
  waitingSince: number | null;
  /** A sealed run's spectator: sent views, never the log. */
  sealed: boolean;
}

/** Options of the streams of one instance. */
export interface StreamOptions {
  heartbeatMs: number;
  /** Poll the store for batches witnessed elsewhere this often; null when this instance witnesses every batch (SQLite). */
  pollMs: number | null;
  maxStreams: number;
  /** Streams one client (rate-limit key: server/http/clientKey.ts) may hold open. */
  maxPerClient: number;
  /** A spectator that takes no part of its backlog for this long is cut off. */
  stallMs: number;
  /** IPv6 clients are counted per prefix of this many bits. */
  ipv6Prefix: number;
  /** A stored run with its log, or null. */
  load: (id: string) => Promise<LiveRunRecord | null>;
  /** A sealed run and its view now, or null (server/runs/service.ts sealedStart); absent: no sealed runs. */
  sealedStart?: (id: string) => Promise<SealedStreamStart | null>;
  /** How far the stored runs among `ids` have got. */
  heads: (ids: readonly string[]) => Promise<Map<string, LiveRunHead>>;
  /** A failure in the background (a poll, a resync): logged, never thrown. */
  onError: (error: unknown) => void;
}

/** One SSE event as text. */
function event(name: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** The index in `log` where its action `n` begins (a scan of tokens, no decoding). */
function offsetOf(log: string, n: number): number {
  let at = 0;
  for (let i = 0; i < n && at < log.length; i++) at = actionTokenEnd(log, at);
  return at;
}

/** The live streams of this instance. */
export class RunStreams {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private readonly perClient = new Map<string, number>();
  private readonly logs = new Map<string, SharedLog>();
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

  /** True when someone watches run `runId` on this instance. */
  watching(runId: string): boolean {
    return this.watchers.has(runId);
  }

  /** True when the client at `ip` holds as many streams as one client may. */
  crowded(ip: string | undefined): boolean {
    return (this.perClient.get(clientKey(ip, this.options.ipv6Prefix)) ?? 0) >= this.options.maxPerClient;
  }

  /**
   * Opens `res` as a stream of `record` (read by the caller, who checked it may be watched): the start
   * event, the actions after `lastEventId` (all without one), then every batch as it arrives.
   */
  attach(res: Response, record: LiveRunRecord, lastEventId: number | null, sealed?: SealedStreamStart): void {
    res.status(200);
    res.set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      // nginx buffers proxied answers unless told not to: a spectator would see batches in lumps.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.req.socket.setNoDelay(true);
    const runId = record.id;
    const client = clientKey(res.req.ip, this.options.ipv6Prefix);
    const watcher: Watcher = {
      runId,
      client,
      res,
      sent: 0,
      outcome: 'playing',
      entryId: null,
      syncing: false,
      backlog: null,
      missed: false,
      waitingSince: null,
      sealed: sealed !== undefined,
    };
    let set = this.watchers.get(runId);
    if (!set) this.watchers.set(runId, (set = new Set()));
    set.add(watcher);
    this.count++;
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    // The handlers hold the watcher, never the record: a stream must not keep its run's log alive.
    res.on('close', () => this.detach(watcher));
    res.on('drain', () => {
      watcher.waitingSince = null;
      this.pump(watcher);
    });
    if (sealed) {
      // The whole view, whatever Last-Event-ID says: a view is a few KB, and it holds no seed.
      this.write(watcher, 'retry: 2000\n\n');
      this.sendSealed(watcher, sealed);
      return;
    }
    const start: RunStreamStart = {
      id: runId,
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
      // Still being sent the log so far: the rest follows it, read again from the store.
      if (watcher.backlog) {
        watcher.missed = true;
        continue;
      }
      if (watcher.sent === from) {
        watcher.sent = count;
        this.write(watcher, message);
      } else if (watcher.sent < count) void this.resync(watcher);
      this.sendStatus(watcher, figures.outcome, watcher.entryId);
    }
  }

  /** A sealed run's batch witnessed here: the changes from the view at `from` to the view at `count`. */
  publishView(runId: string, from: number, count: number, changes: ViewChanges, figures: BatchFigures): void {
    const set = this.watchers.get(runId);
    if (!set) return;
    const data: RunStreamView = { from, changes, ...figures };
    const message = event('view', data, count);
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
    for (const watcher of this.watchers.get(runId) ?? []) {
      if (watcher.backlog) {
        watcher.backlog.outcome = status.outcome;
        watcher.backlog.entryId = status.entryId;
      } else this.sendStatus(watcher, status.outcome, status.entryId);
    }
  }

  /** Ends every stream and stops the timers (the server is shutting down). */
  close(): void {
    for (const timer of this.timers) clearInterval(timer);
    for (const set of this.watchers.values()) for (const watcher of set) watcher.res.end();
    this.watchers.clear();
  }

  /** The connection closed: the watcher, its place and its share of the log are let go. */
  private detach(watcher: Watcher): void {
    const set = this.watchers.get(watcher.runId);
    if (set?.delete(watcher) && set.size === 0) this.watchers.delete(watcher.runId);
    this.count--;
    const held = (this.perClient.get(watcher.client) ?? 1) - 1;
    if (held > 0) this.perClient.set(watcher.client, held);
    else this.perClient.delete(watcher.client);
    this.release(watcher);
  }

  /** Sends a sealed run's spectator its whole view now, then its status when not plain playing. */
  private sendSealed(watcher: Watcher, start: SealedStreamStart): void {
    watcher.sent = start.witnessed;
    this.write(watcher, event('sealed', start, start.witnessed));
    this.sendStatus(watcher, start.outcome, start.entryId);
  }

  /** Sends `watcher` the record's actions after `after`, then its status when not plain playing. */
  private sendFrom(watcher: Watcher, record: LiveRunRecord, after: number): void {
    if (record.count <= after) {
      watcher.sent = Math.max(watcher.sent, record.count);
      this.sendStatus(watcher, record.outcome, record.entryId);
      return;
    }
    const log = this.share(record);
    watcher.backlog = {
      log,
      at: offsetOf(log.text, after),
      from: after,
      figures: {
        floor: record.floor,
        score: record.score,
        outcome: record.outcome,
        updatedAt: record.updatedAt.toISOString(),
      },
      outcome: record.outcome,
      entryId: record.entryId,
    };
    this.pump(watcher);
  }

  /** The run's log as one copy for every spectator being sent the same count of it. */
  private share(record: LiveRunRecord): SharedLog {
    const current = this.logs.get(record.id);
    if (current && current.count === record.count) {
      current.users++;
      return current;
    }
    const log = { count: record.count, text: record.actions, users: 1 };
    if (!current || current.count < record.count) this.logs.set(record.id, log);
    return log;
  }

  /** Lets go of the watcher's share of its run's log. */
  private release(watcher: Watcher): void {
    const backlog = watcher.backlog;
    if (!backlog) return;
    watcher.backlog = null;
    const log = backlog.log;
    if (--log.users <= 0 && this.logs.get(watcher.runId) === log) this.logs.delete(watcher.runId);
  }

  /**
   * Sends the backlog's next parts while the socket takes them; stops when it holds a part unsent
   * (the 'drain' handler comes back). Once done: the status, and the batches that went by meanwhile.
   */
  private pump(watcher: Watcher): void {
    const backlog = watcher.backlog;
    if (!backlog) return;
    const { res } = watcher;
    const text = backlog.log.text;
    const end = text.length;
    while (backlog.at < end) {
      if (res.writableEnded || res.destroyed) return this.release(watcher);
      if (res.writableLength >= STREAM_CHUNK_CHARS) {
        watcher.waitingSince ??= performance.now();
        return;
      }
      let stop = backlog.at;
      let actions = 0;
      while (stop < end) {
        const next = actionTokenEnd(text, stop);
        if (next - backlog.at > STREAM_CHUNK_CHARS && actions > 0) break;
        stop = next;
        actions++;
      }
      const data: RunStreamActions = { from: backlog.from, actions: text.slice(backlog.at, stop), ...backlog.figures };
      backlog.at = stop;
      backlog.from += actions;
      watcher.sent = backlog.from;
      this.write(watcher, event('actions', data, backlog.from));
    }
    this.release(watcher);
    this.sendStatus(watcher, backlog.outcome, backlog.entryId);
    if (watcher.missed) {
      watcher.missed = false;
      void this.resync(watcher);
    }
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
    if (watcher.syncing || watcher.backlog) return;
    watcher.syncing = true;
    try {
      if (watcher.sealed) {
        const start = (await this.options.sealedStart?.(watcher.runId)) ?? null;
        if (start && !watcher.res.writableEnded && !watcher.res.destroyed) this.sendSealed(watcher, start);
        return;
      }
      const record = await this.options.load(watcher.runId);
      if (record && !record.expired && !watcher.res.writableEnded && !watcher.res.destroyed && !watcher.backlog)
        this.sendFrom(watcher, record, watcher.sent);
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

  /** A heartbeat to each spectator; one that has taken no part of its backlog for the stall time is cut off. */
  private beat(): void {
    const now = performance.now();
    for (const set of this.watchers.values())
      for (const watcher of set) {
        if (watcher.waitingSince !== null && now - watcher.waitingSince >= this.options.stallMs) watcher.res.destroy();
        else this.write(watcher, ': heartbeat\n\n');
      }
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

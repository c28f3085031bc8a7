// Witnessed runs (issue #22, docs/OPERATIONS.md "Witnessed runs"): a run registered as it begins,
// each batch checked against the run's kept state (only the new actions are replayed) and stored
// before it is answered, the state dropped when idle and rebuilt from the stored log when the run
// comes back, abandoned runs expired, and an inscription told whether its log is the witnessed one.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { SUPPORTED_RULES_VERSIONS } from '../../src/engine';
import { RegisterRunRequestSchema, RunBatchRequestSchema, type RegisterRunResponse } from '../../src/shared/api';
import { dailyRunsOpenAt } from '../../src/shared/daily';
import { validateHeroName } from '../../src/shared/heroName';
import { HttpError } from '../http/errors';
import type { Logger } from '../http/logging';
import type { DailyService } from '../daily/service';
import { dailyRulesMessage } from '../daily/service';
import type { WordsService } from '../words/service';
import { secretHashOf } from '../store/runLog';
import type { LiveRunRecord, Store, WitnessMark } from '../store/types';
import { warmedHeat } from './heat';
import { logActions } from './log';
import { conflict, newActions } from './batch';
import { advance, figuresOf, startOf, type RunState } from './replayState';
import type { RunStreams } from './streams';
import * as messages from './messages';

/** Limits and timings of the witnessed runs (server/config.ts RUNS_*). */
export interface RunsOptions {
  expireMs: number;
  idleMs: number;
  keptMax: number;
  liveWindowMs: number;
  sweepMs: number;
  /** Several instances share the store (MongoDB): the stored count is checked before each batch. */
  shared: boolean;
}

/**
 * A stored log's unpacked tail is folded into its packed part once it passes this many characters
 * (about 200 batches of 20 actions): a batch costs one short append, and the log stays compressed
 * but for a few KB.
 */
export const TAIL_MAX_CHARS = 4096;

/** A run's replayed state kept in memory, with the stored run it matches. */
interface Kept {
  record: LiveRunRecord;
  run: RunState;
  /** Clock time of the last batch or load, for the idle sweep. */
  usedAt: number;
}

/** What an inscription learns of its run: witnessed (with the run's id and times), not witnessed, or someone else's seed. */
export type Witness = { runId: string; mark: WitnessMark } | null | 'not-yours';

/** Collaborators of the runs service. */
export interface RunsDeps {
  store: Store;
  words: WordsService;
  daily: DailyService;
  clock: () => Date;
  streams: RunStreams;
  logger: Logger;
  options: RunsOptions;
  /** A new run's seed: 128 random bits as 32 hex digits (tests pass fixed ones). */
  drawSeed?: () => string;
}

/** 128 random bits as 32 hex digits: a seed nobody can have played before it was drawn. */
export function drawSeed(): string {
  return randomBytes(16).toString('hex');
}

/** The body as `schema` reads it, or a 400 naming the first issue. */
function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new HttpError(400, `Invalid field ${issue.path.map(String).join('.') || 'body'}: ${issue.message}`);
}

/** The witnessed runs of one instance. */
export class RunsService {
  private readonly kept = new Map<string, Kept>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly deps: RunsDeps) {
    this.sweeper = setInterval(() => void this.sweep(), deps.options.sweepMs);
    this.sweeper.unref();
  }

  /** States kept in memory now. */
  get keptCount(): number {
    return this.kept.size;
  }

  /** POST /api/runs: checks the name and version, draws the seed (or takes today's daily), stores the run. */
  async register(body: unknown): Promise<RegisterRunResponse> {
    const request = parse(RegisterRunRequestSchema, body);
    const words = await this.deps.words.list();
    const name = validateHeroName(request.name, words);
    if (!name.ok) throw new HttpError(400, name.error);
    if (!SUPPORTED_RULES_VERSIONS.includes(request.rulesVersion))
      throw new HttpError(422, messages.unsupportedVersionMessage(request.rulesVersion));
    const now = this.deps.clock();
    let seed = (this.deps.drawSeed ?? drawSeed)();
    let day: string | null = null;
    if (request.daily !== undefined) {
      const today = await this.deps.daily.today();
      if (request.daily !== today.day) throw new HttpError(422, messages.notTodayMessage(request.daily, today.day));
      if (request.rulesVersion !== today.rulesVersion)
        throw new HttpError(422, dailyRulesMessage(today.day, today.rulesVersion ?? request.rulesVersion));
      seed = today.seed;
      day = today.day;
    }
    const run = {
      id: randomBytes(12).toString('base64url'),
      name: name.name,
      rulesVersion: request.rulesVersion,
      seed,
      secretHash: secretHashOf(request.runSecret)!,
      day,
      hiddenUntil: day === null ? null : dailyRunsOpenAt(day),
      startedAt: now,
    };
    await this.deps.store.createLiveRun(run);
    return { id: run.id, seed, rulesVersion: run.rulesVersion, startedAt: now.toISOString() };
  }

  /** POST /api/runs/:id/actions: the new witnessed count, or an HttpError (403, 404, 409, 410, 422). */
  async append(id: string, body: unknown): Promise<number> {
    const request = parse(RunBatchRequestSchema, body);
    return this.serial(id, () => this.appendNow(id, request.from, request.actions, secretHashOf(request.runSecret)!));
  }

  /**
   * The run to show a spectator (GET /api/runs/:id/events): this instance's kept record when it holds
   * the newest state (always on SQLite), else the stored one.
   */
  async watched(id: string): Promise<LiveRunRecord | null> {
    const kept = this.kept.get(id);
    if (!kept || this.deps.options.shared) return this.deps.store.getLiveRun(id);
    // Expired by time before the sweep has dropped its log: shown as expired already.
    return this.isExpired(kept.record) ? { ...kept.record, expired: true } : kept.record;
  }

  /**
   * What an inscription of (seed, rules version, name, canonical log) with `secretHash` is: witnessed
   * when its registered run's witnessed log is exactly that log (nothing more, nothing less: a log
   * carried past the witness, or one that went back to an earlier save, is not); 'not-yours' when
   * the seed was drawn for another player's run (a spectator cannot inscribe a run it watched).
   */
  async witnessOf(
    run: { seed: string; rulesVersion: number; name: string; actions: string },
    secretHash: string | null,
    daily: boolean,
  ): Promise<Witness> {
    const { store } = this.deps;
    const record = secretHash === null ? null : await store.findLiveRun(run.seed, run.rulesVersion, secretHash);
    // A daily seed is every player's; a normal run's seed was drawn for one registration.
    if (record === null)
      return !daily && (await store.liveRunSeedTaken(run.seed, run.rulesVersion)) ? 'not-yours' : null;
    if (record.expired || record.count === 0 || record.name !== run.name || record.actions !== run.actions) return null;
    return { runId: record.id, mark: { startedAt: record.startedAt, lastMoveAt: record.updatedAt } };
  }

  /** Records a witnessed inscription on its run and tells its spectators. */
  async inscribed(runId: string, entryId: string): Promise<void> {
    await this.deps.store.markLiveRunInscribed(runId, entryId);
    const kept = this.kept.get(runId);
    if (kept) kept.record = { ...kept.record, entryId };
    const outcome = kept?.record.outcome ?? (await this.deps.store.getLiveRun(runId))?.outcome ?? 'playing';
    this.deps.streams.status(runId, { outcome, entryId });
  }

  /** Drops idle states (beyond the cap, the least recently used too) and expires abandoned runs. */
  async sweep(): Promise<void> {
    const now = this.deps.clock().getTime();
    for (const [id, kept] of this.kept)
      if (now - kept.usedAt >= this.deps.options.idleMs || this.isExpired(kept.record)) this.kept.delete(id);
    try {
      // No move for expireMs or more: the same rule a batch meets (appendNow).
      await this.deps.store.expireLiveRuns(new Date(now - this.deps.options.expireMs + 1));
    } catch (error) {
      this.deps.logger.error('run expiry failed', { error: String(error) });
    }
  }

  /** Stops the sweep (the server is shutting down). */
  close(): void {
    clearInterval(this.sweeper);
  }

  private async appendNow(id: string, from: number, text: string, secretHash: string): Promise<number> {
    const kept = await this.load(id);
    const { record } = kept;
    if (this.isExpired(record)) throw new HttpError(410, messages.expiredMessage(this.deps.options.expireMs));
    const { actions, added } = newActions(record, from, text, secretHash);
    if (actions.length === 0) return record.count;
    const now = this.deps.clock();
    const run = advance(kept.run, actions);
    const heat = warmedHeat(record.heat, now, actions.length);
    const figures = { ...figuresOf(run), count: record.count + actions.length, updatedAt: now, heat };
    const log = record.actions + added;
    const repack = record.tailChars + added.length > TAIL_MAX_CHARS ? log : undefined;
    const stored = await this.deps.store.appendLiveRun(id, { ...figures, from: record.count, batch: added, repack });
    if (!stored) {
      // Another instance took a batch first, or the run expired: the next call reloads it.
      this.kept.delete(id);
      const fresh = await this.deps.store.getLiveRun(id);
      if (!fresh || fresh.expired) throw new HttpError(410, messages.expiredMessage(this.deps.options.expireMs));
      throw conflict(messages.gapMessage(record.count, fresh.count), fresh.count);
    }
    const tailChars = repack === undefined ? record.tailChars + added.length : 0;
    kept.record = { ...record, ...figures, actions: log, tailChars };
    kept.run = run;
    kept.usedAt = now.getTime();
    const { floor, score, outcome } = figures;
    this.deps.streams.publish(id, record.count, figures.count, added, {
      floor,
      score,
      outcome,
      updatedAt: now.toISOString(),
    });
    return figures.count;
  }

  /**
   * The run's kept state, loaded (replaying its stored log) when absent; with several instances,
   * reloaded when the stored log has got further than the kept one (a batch reached another instance).
   */
  private async load(id: string): Promise<Kept> {
    const { store, options } = this.deps;
    let kept = this.kept.get(id);
    if (kept && options.shared) {
      const head = (await store.liveRunHeads([id])).get(id);
      if (!head || head.count !== kept.record.count || head.entryId !== kept.record.entryId) kept = undefined;
    }
    if (kept) {
      // Most recently used last: the cap drops from the front.
      this.kept.delete(id);
      this.kept.set(id, kept);
      return kept;
    }
    const record = await store.getLiveRun(id);
    if (!record) throw new HttpError(404, messages.runNotFoundMessage(id));
    const run = advance(
      startOf(record.name, record.seed, record.rulesVersion),
      record.expired ? [] : logActions(record.actions),
    );
    kept = { record, run, usedAt: this.deps.clock().getTime() };
    this.kept.set(id, kept);
    while (this.kept.size > options.keptMax) this.kept.delete(this.kept.keys().next().value!);
    return kept;
  }

  /** Runs `task` after every earlier task of run `id` on this instance: one batch of a run at a time. */
  private serial<T>(id: string, task: () => Promise<T>): Promise<T> {
    const before = this.queues.get(id) ?? Promise.resolve();
    const result = before.then(task, task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(id, settled);
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id);
    });
    return result;
  }

  /** Expired, or due to expire at the next sweep: no move for expireMs or more. */
  private isExpired(record: LiveRunRecord): boolean {
    return record.expired || this.deps.clock().getTime() - record.updatedAt.getTime() >= this.deps.options.expireMs;
  }
}

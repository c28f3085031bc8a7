// Witnessed runs (docs/OPERATIONS.md "Witnessed runs"): a run registered as it begins, each batch's
// secret checked against the stored hash first (a wrong one loads and replays nothing), then checked
// against the run's kept state (only the new actions are replayed) and stored before it is answered,
// the state (without log text) dropped when idle or past the memory budget and rebuilt from the
// stored log when the run comes back, abandoned runs expired, a quit run ended by its player, and an
// inscription told whether its log is the witnessed one.
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { SUPPORTED_RULES_VERSIONS, rulesOf, viewChanges, type ViewChanges } from '../../src/engine';
import {
  RegisterRunRequestSchema,
  RunBatchRequestSchema,
  RunEndRequestSchema,
  type RegisterRunResponse,
  type RunBatchResponse,
  type SealedBatchResponse,
  type SealedRunResponse,
  type SealedStreamStart,
} from '../../src/shared/api';
import { dailyRunsOpenAt } from '../../src/shared/daily';
import { validateHeroName } from '../../src/shared/heroName';
import { refused, type Refusal } from '../http/refusals';
import { serverBusy } from '../http/loopLag';
import type { Logger } from '../http/logging';
import type { DailyService } from '../daily/service';
import type { WordsService } from '../words/service';
import { secretHashOf } from '../runLog/keys';
import type { Witness } from '../runLog/witness';
import type { LiveRunRecord } from '../store/types';
import type { LiveRunRepository } from './repository';
import { warmedHeat } from './heat';
import { conflict, newActions, type BatchTarget } from './batch';
import { advance, figuresOf, keptBytesOf, replayLog, startOf, type RunState } from './replayState';
import type { RunStreams } from './streams';
import { TaskGate } from './taskGate';
import { ActionBudget } from './actionBudget';
import { commitmentOf, hasEnded, noChanges, sealedDailySeed, viewAt } from './sealed';

/** Limits and timings of the witnessed runs (server/config.ts RUNS_*). */
export interface RunsOptions {
  expireMs: number;
  idleMs: number;
  keptMax: number;
  /** Bytes the kept states may take together (about: replayState.ts keptBytesOf); beyond, the least recently used go. */
  keptBytes: number;
  /** New actions replayed for batches per second over all runs (actionBudget.ts); 0: no limit. */
  actionsPerSecond?: number;
  liveWindowMs: number;
  sweepMs: number;
  /** Several instances share the store (MongoDB): the stored count is checked before each batch. */
  shared: boolean;
}

/**
 * A stored log's unpacked tail is sealed into a new packed segment, with the batch that passes this
 * many characters (about 200 batches of 20 actions): a batch costs one short append or one packing
 * of at most this plus a batch, never the whole log, and the log stays compressed but for a few KB.
 */
export const TAIL_MAX_CHARS = 4096;

/** Stored runs replayed at once (a 100,000-action log is ~1 MB of text while it replays; the rest wait). */
const REPLAYS_AT_ONCE = 2;

/** A run's replayed state kept in memory, with the stored run it matches (its figures, not its log). */
interface Kept {
  record: BatchTarget;
  run: RunState;
  /** Clock time of the last batch or load, for the idle sweep. */
  usedAt: number;
  /** About how much memory it takes (keptBytesOf), counted against the budget. */
  bytes: number;
}

/** What a kept run keeps of its stored record: everything but the log, and the log's length. */
function targetOf(record: LiveRunRecord): BatchTarget {
  const { actions, ...rest } = record;
  return { ...rest, chars: actions.length };
}

/** Collaborators of the runs service. */
export interface RunsDeps {
  liveRuns: LiveRunRepository;
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
  throw refused({ code: 'field-invalid', field: issue.path.map(String).join('.') || 'body', issue: issue.message });
}

/** The witnessed runs of one instance. */
export class RunsService {
  private readonly kept = new Map<string, Kept>();
  private bytes = 0;
  /** Stored runs being read and replayed at once: each holds its whole log text until it is done. */
  private readonly replays = new TaskGate(REPLAYS_AT_ONCE);
  private readonly budget: ActionBudget;
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly deps: RunsDeps) {
    this.budget = new ActionBudget(deps.options.actionsPerSecond ?? 0);
    this.sweeper = setInterval(() => void this.sweep(), deps.options.sweepMs);
    this.sweeper.unref();
  }

  /** States kept in memory now. */
  get keptCount(): number {
    return this.kept.size;
  }

  /** About how many bytes the kept states take now (at most the budget, but for the run in hand). */
  get keptBytes(): number {
    return this.bytes;
  }

  /** POST /api/runs: checks the name and version, draws the seed (or takes today's daily), stores the run. */
  async register(
    body: unknown,
  ): Promise<{ ok: true; run: RegisterRunResponse | SealedRunResponse } | { ok: false; refusal: Refusal }> {
    const parsed = RegisterRunRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.map(String).join('.') || 'body';
      return { ok: false, refusal: { code: 'field-invalid', field, issue: issue.message } };
    }
    const request = parsed.data;
    const words = await this.deps.words.list();
    const name = validateHeroName(request.name, words);
    if (!name.ok) return { ok: false, refusal: { code: 'name-refused', reason: name.error, suggest: false } };
    if (!SUPPORTED_RULES_VERSIONS.includes(request.rulesVersion))
      return { ok: false, refusal: { code: 'rules-unsupported', rulesVersion: request.rulesVersion } };
    const now = this.deps.clock();
    let seed = (this.deps.drawSeed ?? drawSeed)();
    let day: string | null = null;
    if (request.daily !== undefined) {
      const today = await this.deps.daily.todayDraw();
      if (request.daily !== today.day)
        return { ok: false, refusal: { code: 'daily-not-today', day: request.daily, today: today.day } };
      if (request.rulesVersion !== today.rulesVersion)
        return { ok: false, refusal: { code: 'daily-rules', day: today.day, rulesVersion: today.rulesVersion } };
      // An open registration answers the day's seed: a day played sealed hands it to nobody before it is over.
      if (request.sealed !== true && today.sealedOnly)
        return { ok: false, refusal: { code: 'daily-sealed-only', day: today.day } };
      // A sealed daily shares the day's world, never its dice: only rules whose seed has both parts.
      if (request.sealed === true && !rulesOf({ rulesVersion: request.rulesVersion }).worldAndDice)
        return {
          ok: false,
          refusal: { code: 'sealed-daily-rules', day: today.day, rulesVersion: request.rulesVersion },
        };
      seed = request.sealed === true ? sealedDailySeed(today.seed, seed) : today.seed;
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
      sealed: request.sealed === true,
    };
    await this.deps.liveRuns.create(run);
    if (!run.sealed)
      return { ok: true, run: { id: run.id, seed, rulesVersion: run.rulesVersion, startedAt: now.toISOString() } };
    // Kept at once: the first move replays nothing. The answer holds the commitment, never the seed.
    const start = startOf(run.name, seed, run.rulesVersion);
    const target: BatchTarget = {
      ...run,
      ...figuresOf(start),
      sealed: true,
      count: 0,
      updatedAt: now,
      heat: 0,
      chars: 0,
      tailChars: 0,
      entryId: null,
      expired: false,
      ended: false,
    };
    const kept = this.keep(target, start);
    return {
      ok: true,
      run: {
        id: run.id,
        rulesVersion: run.rulesVersion,
        startedAt: now.toISOString(),
        commitment: commitmentOf(seed),
        view: viewAt(kept.run, 0),
      },
    };
  }

  /**
   * POST /api/runs/:id/actions: the new witnessed count (a sealed run's view after it too), or an
   * HttpError (400, 403, 404, 409, 410, 422).
   */
  async append(id: string, body: unknown): Promise<RunBatchResponse | SealedBatchResponse> {
    const request = parse(RunBatchRequestSchema, body);
    const secretHash = secretHashOf(request.runSecret)!;
    await this.checkOwner(id, secretHash, 'batch-wrong-secret');
    return this.serial(id, async () => {
      const { from, actions, changes: asked } = request;
      const { count, kept, changes } = await this.appendNow(id, from, actions, secretHash, asked === true);
      if (!kept.record.sealed) return { witnessed: count };
      // The view is made in the run's turn, before a later batch moves its state.
      return changes ? { witnessed: count, changes } : { witnessed: count, view: viewAt(kept.run, count) };
    });
  }

  /**
   * A batch's body and secret, checked before anything else of the run is read: 400 for a malformed
   * body, 404 for an unknown run, 403 for another secret. Costs one read of the stored hash (none
   * when the run is kept), so a stranger's batches load and replay nothing, and the per-run batch
   * limit after it counts only its owner's batches (server/app.ts).
   */
  async checkBatchOwner(id: string, body: unknown): Promise<{ sealed: boolean }> {
    const request = parse(RunBatchRequestSchema, body);
    return this.checkOwner(id, secretHashOf(request.runSecret)!, 'batch-wrong-secret');
  }

  /**
   * POST /api/runs/:id/end: its player quit; the run leaves the live list at once (again: nothing more).
   * A sealed run ends for good: its seed is revealed, so it takes no more moves (in its turn, after
   * any batch already sent).
   */
  async end(id: string, body: unknown): Promise<void> {
    const request = parse(RunEndRequestSchema, body);
    await this.checkOwner(id, secretHashOf(request.runSecret)!, 'end-wrong-secret');
    await this.serial(id, async () => {
      await this.deps.liveRuns.end(id);
      const kept = this.kept.get(id);
      if (kept) kept.record = { ...kept.record, ended: true };
    });
  }

  /**
   * What a sealed run's spectator starts from (GET /api/runs/:id/events): the run and its view now, made
   * in the run's turn; null for an unknown, expired or open run.
   */
  async sealedStart(id: string): Promise<SealedStreamStart | null> {
    return this.serial(id, async () => {
      if ((await this.deps.liveRuns.owner(id))?.sealed !== true) return null;
      const kept = await this.load(id);
      const { record } = kept;
      if (!record.sealed || this.isExpired(record)) return null;
      return {
        id,
        name: record.name,
        rulesVersion: record.rulesVersion,
        startedAt: record.startedAt.toISOString(),
        witnessed: record.count,
        outcome: record.outcome,
        entryId: record.entryId,
        commitment: commitmentOf(record.seed),
        view: viewAt(kept.run, record.count),
      };
    });
  }

  /**
   * The stored sealed run `id` for its inscription, when `secretHash` is its owner's and it has ended:
   * its log is the stored one (the truth on any instance); otherwise the refusal.
   */
  async sealedRun(
    id: string,
    secretHash: string,
  ): Promise<{ ok: true; record: LiveRunRecord } | { ok: false; refusal: Refusal }> {
    const owner = await this.deps.liveRuns.owner(id);
    if (owner === null) return { ok: false, refusal: { code: 'live-run-not-found', id } };
    if (owner.secretHash !== secretHash) return { ok: false, refusal: { code: 'sealed-wrong-secret' } };
    const record = await this.watched(id);
    if (!record) return { ok: false, refusal: { code: 'live-run-not-found', id } };
    if (!record.sealed) return { ok: false, refusal: { code: 'sealed-run-open' } };
    if (!hasEnded(record)) return { ok: false, refusal: { code: 'sealed-run-playing' } };
    return { ok: true, record };
  }

  /** The run to show a spectator (GET /api/runs/:id/events): the stored run (the kept state holds no log). */
  async watched(id: string): Promise<LiveRunRecord | null> {
    const record = await this.deps.liveRuns.get(id);
    // Expired by time before the sweep has dropped its log: shown as expired already.
    return record && !record.expired && this.isExpired(record) ? { ...record, expired: true } : record;
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
    const { liveRuns } = this.deps;
    const record = secretHash === null ? null : await liveRuns.find(run.seed, run.rulesVersion, secretHash);
    // A daily seed is every player's; a normal run's seed was drawn for one registration.
    if (record === null) return !daily && (await liveRuns.seedTaken(run.seed, run.rulesVersion)) ? 'not-yours' : null;
    if (record.expired || record.count === 0 || record.name !== run.name || record.actions !== run.actions) return null;
    // The log of a sealed run, sent once its seed was revealed: still the run the server dealt.
    const sealed = record.sealed ? { sealed: true } : {};
    return { runId: record.id, mark: { startedAt: record.startedAt, lastMoveAt: record.updatedAt, ...sealed } };
  }

  /** Records a witnessed inscription on its run and tells its spectators. */
  async inscribed(runId: string, entryId: string): Promise<void> {
    await this.deps.liveRuns.markInscribed(runId, entryId);
    const kept = this.kept.get(runId);
    if (kept) kept.record = { ...kept.record, entryId };
    const outcome = kept?.record.outcome ?? (await this.deps.liveRuns.get(runId))?.outcome ?? 'playing';
    this.deps.streams.status(runId, { outcome, entryId });
  }

  /** Drops idle states (beyond the cap, the least recently used too) and expires abandoned runs. */
  async sweep(): Promise<void> {
    const now = this.deps.clock().getTime();
    for (const [id, kept] of this.kept)
      if (now - kept.usedAt >= this.deps.options.idleMs || this.isExpired(kept.record)) this.drop(id);
    try {
      // No move for expireMs or more: the same rule a batch meets (appendNow).
      await this.deps.liveRuns.expire(new Date(now - this.deps.options.expireMs + 1));
    } catch (error) {
      this.deps.logger.error('run expiry failed', { error: String(error) });
    }
  }

  /** Stops the sweep (the server is shutting down). */
  close(): void {
    clearInterval(this.sweeper);
  }

  /**
   * Appends a batch. `changesAsked`: a sealed run's owner holds the view at `from` and asked for the
   * changes from it (`changes`), answered when `from` is the server's count (else the whole view).
   */
  private async appendNow(
    id: string,
    from: number,
    text: string,
    secretHash: string,
    changesAsked: boolean,
  ): Promise<{ count: number; kept: Kept; changes?: ViewChanges }> {
    const kept = await this.load(id);
    const { record } = kept;
    if (this.isExpired(record)) throw refused({ code: 'run-expired', expireMs: this.deps.options.expireMs });
    const { actions, added, skipped } = await newActions(record, from, text, secretHash, async () => {
      return (await this.deps.liveRuns.get(id))?.actions ?? '';
    });
    const ownerChanges = record.sealed && changesAsked && from === record.count;
    if (actions.length === 0)
      return { count: record.count, kept, ...(ownerChanges ? { changes: noChanges(from) } : {}) };
    // Once a sealed run has ended its seed is public: a move after it would be played knowing the future.
    if (record.sealed && hasEnded(record)) throw refused({ code: 'sealed-run-over' });
    if (!this.budget.take(actions.length)) throw serverBusy();
    // What changed in the view goes to the owner who asked and to the spectators (made only for them).
    const watched = record.sealed && this.deps.streams.watching(id);
    const viewBefore = ownerChanges || watched ? viewAt(kept.run, record.count) : null;
    const run = advance(kept.run, actions, true);
    if (run.unheld) {
      const { index, kind, action } = run.unheld;
      const named = action.type === 'cast' ? action.spell : 'itemId' in action ? action.itemId : '';
      throw refused({ code: 'action-unheld', index: skipped + index, kind, action: action.type, named });
    }
    const now = this.deps.clock();
    const heat = warmedHeat(record.heat, now, actions.length);
    const figures = { ...figuresOf(run), count: record.count + actions.length, updatedAt: now, heat };
    const seal = record.tailChars + added.length > TAIL_MAX_CHARS;
    const stored = await this.deps.liveRuns.append(id, { ...figures, from: record.count, batch: added, seal });
    if (!stored) {
      // Another instance took a batch first, or the run expired: the next call reloads it.
      this.drop(id);
      const fresh = await this.deps.liveRuns.get(id);
      if (!fresh || fresh.expired) throw refused({ code: 'run-expired', expireMs: this.deps.options.expireMs });
      throw conflict('batch-gap', record.count, fresh.count);
    }
    const tailChars = seal ? 0 : record.tailChars + added.length;
    kept.record = { ...record, ...figures, chars: record.chars + added.length, tailChars };
    // A new floor is a new map: the state's size is measured again (within a floor it barely moves).
    if (run.state.dungeon.level !== kept.run.state.dungeon.level) this.resize(kept, keptBytesOf(run));
    kept.run = run;
    kept.usedAt = now.getTime();
    this.trim(id);
    const { floor, score, outcome } = figures;
    const said = { floor, score, outcome, updatedAt: now.toISOString() };
    if (!record.sealed) this.deps.streams.publish(id, record.count, figures.count, added, said);
    const changes = viewBefore && viewChanges(viewBefore, viewAt(run, figures.count));
    if (watched && changes) this.deps.streams.publishView(id, record.count, figures.count, changes, said);
    return { count: figures.count, kept, ...(ownerChanges && changes ? { changes } : {}) };
  }

  /** Throws 404 for an unknown run and 403 (`code`) for another secret; reads the stored hash alone. */
  private async checkOwner(
    id: string,
    secretHash: string,
    code: 'batch-wrong-secret' | 'end-wrong-secret',
  ): Promise<{ sealed: boolean }> {
    // A run's secret never changes, so a kept record's hash is the stored one on any instance.
    const kept = this.kept.get(id)?.record;
    const stored = kept ? { secretHash: kept.secretHash, sealed: kept.sealed } : await this.deps.liveRuns.owner(id);
    if (stored === null) throw refused({ code: 'live-run-not-found', id });
    if (stored.secretHash !== secretHash) throw refused({ code });
    return { sealed: stored.sealed };
  }

  /**
   * The run's kept state, loaded (replaying its stored log) when absent; with several instances,
   * reloaded when the stored log has got further than the kept one (a batch reached another instance).
   */
  private async load(id: string): Promise<Kept> {
    const { liveRuns, options } = this.deps;
    let kept = this.kept.get(id);
    if (kept && options.shared) {
      const head = (await liveRuns.heads([id])).get(id);
      if (
        !head ||
        head.count !== kept.record.count ||
        head.entryId !== kept.record.entryId ||
        head.ended !== kept.record.ended
      ) {
        this.drop(id);
        kept = undefined;
      }
    }
    if (kept) {
      // Most recently used last: the cap drops from the front.
      this.kept.delete(id);
      this.kept.set(id, kept);
      return kept;
    }
    // A few runs are read and replayed at once (each holds its log meanwhile), a long log in slices:
    // other requests go on in between, and this run's batches wait in its queue.
    const { record, run } = await this.replays.run(async () => {
      const stored = await liveRuns.get(id);
      if (!stored) throw refused({ code: 'live-run-not-found', id });
      const start = startOf(stored.name, stored.seed, stored.rulesVersion);
      return { record: stored, run: stored.expired ? start : await replayLog(start, stored.actions) };
    });
    return this.keep(targetOf(record), run);
  }

  /** Keeps `run` as the state of `record`'s run (most recently used), within the bounds. */
  private keep(record: BatchTarget, run: RunState): Kept {
    const kept: Kept = { record, run, usedAt: this.deps.clock().getTime(), bytes: 0 };
    this.drop(record.id);
    this.kept.set(record.id, kept);
    this.resize(kept, keptBytesOf(run));
    this.trim(record.id);
    return kept;
  }

  /** Sets a kept state's size, keeping the total. */
  private resize(kept: Kept, bytes: number): void {
    this.bytes += bytes - kept.bytes;
    kept.bytes = bytes;
  }

  /** Forgets a kept state. */
  private drop(id: string): void {
    const kept = this.kept.get(id);
    if (!kept) return;
    this.bytes -= kept.bytes;
    this.kept.delete(id);
  }

  /** Drops the least recently used states (never `keep`, the one in hand) while past the count or the bytes. */
  private trim(keep: string): void {
    const { keptMax, keptBytes } = this.deps.options;
    for (const id of this.kept.keys()) {
      if (this.kept.size <= keptMax && this.bytes <= keptBytes) return;
      if (id !== keep) this.drop(id);
    }
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
  private isExpired(record: Pick<LiveRunRecord, 'expired' | 'updatedAt'>): boolean {
    return record.expired || this.deps.clock().getTime() - record.updatedAt.getTime() >= this.deps.options.expireMs;
  }
}

// POST /api/game-stats as one straight line: parse (parse.ts) -> the day -> the log decoded once
// (server/runLog/canonical.ts) -> the store's and the witnessed runs' facts -> a pure decision
// (decide.ts) -> the replay -> one write -> the entry. Refusals come back as codes; the router turns
// them into answers (server/http/refusals.ts). docs/OPERATIONS.md, "Security", says what each step defends.
import { suggestHeroNames, validateHeroName } from '../../src/shared/heroName';
import type { Refusal } from '../http/refusals';
import type { LiveRunRecord, RankedEntry } from '../store/types';
import { SealedGameStatsRequestSchema } from '../../src/shared/api';
import { dailyRunsOpenAt } from '../../src/shared/daily';
import type { ClaimedStats } from './verify';
import type { EntryRepository } from './repository';
import type { SeasonsService } from '../seasons/service';
import type { WordsService } from '../words/service';
import { couponKey } from '../coupons/service';
import type { CouponRepository } from '../coupons/repository';
import type { Verifier } from './verifier';
import { canonicalLog } from '../runLog/canonical';
import { runKeyOf, secretHashOf } from '../runLog/keys';
import type { Witness } from '../runLog/witness';
import type { DailyService } from '../daily/service';
import { parseSubmission } from './parse';
import { decideSubmission } from './decide';
import { storeEntry } from './storeEntry';

// The refusals' texts live with the refusal table; named here too.
export {
  RUN_NOT_EXTENDED_MESSAGE,
  RUN_NOT_YOURS_MESSAGE,
  RUN_OTHER_SEASON_MESSAGE,
  runNameMessage,
} from '../http/refusals';

/** What an inscription asks of the witnessed runs (server/runs/service.ts). */
export interface WitnessSource {
  witnessOf(
    run: { seed: string; rulesVersion: number; name: string; actions: string },
    secretHash: string | null,
    daily: boolean,
  ): Promise<Witness>;
  inscribed(runId: string, entryId: string): Promise<void>;
  /** A sealed run that has ended, when `secretHash` is its owner's; otherwise why not. */
  sealedRun(
    id: string,
    secretHash: string,
  ): Promise<{ ok: true; record: LiveRunRecord } | { ok: false; refusal: Refusal }>;
}

/** Collaborators of the submission flow. */
export interface SubmitDeps {
  entries: EntryRepository;
  coupons: CouponRepository;
  words: WordsService;
  seasons: SeasonsService;
  verifier: Verifier;
  clock: () => Date;
  random: () => number;
  daily: DailyService;
  runs: WitnessSource;
}

/** A submission's outcome: the stored entry, or a refusal (with free names to suggest for a name refusal). */
export type Submission = { ok: true; entry: RankedEntry } | { ok: false; refusal: Refusal; suggestions?: string[] };

/** Five suggestions that pass the hero-name rules and are free this season. */
export async function freeSuggestions(deps: SubmitDeps, season: string): Promise<string[]> {
  const words = await deps.words.list();
  const chosen: string[] = [];
  for (let round = 0; round < 5 && chosen.length < 5; round++) {
    const candidates = suggestHeroNames(deps.random, (n) => !chosen.includes(n) && validateHeroName(n, words).ok, 10);
    const taken = await deps.entries.takenNames(season, candidates);
    for (const name of candidates) if (!taken.has(name.toLowerCase()) && chosen.length < 5) chosen.push(name);
  }
  return chosen;
}

/** A refusal, with the season's free names when it is a name refusal that suggests some. */
async function refused(deps: SubmitDeps, season: string, refusal: Refusal): Promise<Submission> {
  const suggest = refusal.code === 'name-taken' || (refusal.code === 'name-refused' && refusal.suggest);
  return suggest ? { ok: false, refusal, suggestions: await freeSuggestions(deps, season) } : { ok: false, refusal };
}

/** Validates, verifies and stores a submission (a sealed run's when it names one: submitSealed). */
export async function submitScore(deps: SubmitDeps, body: unknown): Promise<Submission> {
  if (typeof body === 'object' && body !== null && 'runId' in body) return submitSealed(deps, body);
  const season = deps.seasons.current().id;
  const parsed = parseSubmission(body, await deps.words.list(), deps.random);
  if (!parsed.ok) return refused(deps, season, parsed.refusal);
  const { request, name, runName } = parsed;
  const daily = await deps.daily.submissionDay(request.daily, request.run);
  if (!daily.ok) return refused(deps, season, daily.refusal);
  const { day } = daily;
  const log = canonicalLog(request.run.actions);
  if (!log.ok) return refused(deps, season, { code: 'log-refused', text: log.error });
  const run = { ...request.run, actions: log.log };
  const secretHash = secretHashOf(request.runSecret);
  const witness = await deps.runs.witnessOf(run, secretHash, day !== null);
  return inscribe(deps, season, { name, runName, run, log, day, secretHash, witness, claimed: request }, request);
}

/**
 * A sealed run's inscription: its id and secret, no log and no figures. The server scores the run it
 * holds, once it has ended (an entry serves its seed on its replay), and marks the entry sealed.
 */
async function submitSealed(deps: SubmitDeps, body: object): Promise<Submission> {
  const season = deps.seasons.current().id;
  const words = await deps.words.list();
  const name = validateHeroName((body as { playerName?: unknown }).playerName, words, deps.random);
  if (!name.ok)
    return refused(deps, season, { code: 'name-refused', reason: name.error, suggest: name.suggestions !== undefined });
  const parsed = SealedGameStatsRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refused(deps, season, {
      code: 'field-invalid',
      field: issue.path.join('.') || 'body',
      issue: issue.message,
    });
  }
  const request = parsed.data;
  const secretHash = secretHashOf(request.runSecret)!;
  const found = await deps.runs.sealedRun(request.runId, secretHash);
  if (!found.ok) return refused(deps, season, found.refusal);
  const { record } = found;
  // A daily is inscribed until its grace is over, as an open daily is (its rules were checked at registration).
  const day = record.day;
  if (day !== null && deps.clock().getTime() >= dailyRunsOpenAt(day).getTime())
    return refused(deps, season, { code: 'daily-over', day });
  const log = canonicalLog(record.actions);
  if (!log.ok) return refused(deps, season, { code: 'log-refused', text: log.error });
  const run = { rulesVersion: record.rulesVersion, seed: record.seed, name: record.name, actions: log.log };
  const witness = {
    runId: record.id,
    mark: { startedAt: record.startedAt, lastMoveAt: record.updatedAt, sealed: true },
  };
  return inscribe(
    deps,
    season,
    { name: name.name, runName: record.name, run, log, day, secretHash, witness, claimed: null },
    request,
  );
}

/** A run to inscribe, read and checked: whose, its canonical log, its day, what it claims (null: nothing). */
interface Inscription {
  name: string;
  runName: string;
  run: { rulesVersion: number; seed: string; name: string; actions: string };
  log: Extract<ReturnType<typeof canonicalLog>, { ok: true }>;
  day: string | null;
  secretHash: string | null;
  witness: Witness;
  claimed: ClaimedStats | null;
}

/** The decision, the replay and the write of a read inscription. */
async function inscribe(
  deps: SubmitDeps,
  season: string,
  { name, runName, run, log, day, secretHash, witness: witnessed, claimed }: Inscription,
  request: { isPremium: boolean; couponCode?: string },
): Promise<Submission> {
  const { entries } = deps;

  // The facts, read before the replay. The form decides the name: a run may be inscribed under a name
  // other than the one it began with. Every daily run of a day shares its seed, so there the run is
  // found by its key.
  const held =
    day !== null
      ? await entries.findDailyRun(day, runKeyOf(run.rulesVersion, run.seed, log.head), secretHash)
      : await entries.findRun(run.seed, run.rulesVersion);
  const coupon = request.isPremium ? couponKey(request.couponCode ?? '') : null;
  const decision = decideSubmission({
    next: { season, secretHash, actions: run.actions },
    name,
    held,
    nameOnBoard: await entries.nameExists(season, name),
    witness: witnessed,
    coupon,
    couponUsable: coupon !== null && coupon.length > 0 && (await deps.coupons.isUsable(coupon, deps.clock())),
  });
  if (!decision.ok) return refused(deps, season, decision.refusal);

  const verified = await deps.verifier.verify({ claimed, run, checked: log.actions });
  if (!verified.ok) return refused(deps, season, { code: 'replay-refused', text: verified.error });
  const { witness } = decision;
  const now = deps.clock();
  const result = await storeEntry(
    deps,
    {
      ...verified.stats,
      season,
      playerName: name,
      isPremium: decision.coupon !== null,
      completedAt: now,
      rulesVersion: run.rulesVersion,
      seed: run.seed,
      runName,
      actions: run.actions,
      secretHash,
      // Keyed by its line (refused actions left out): a day's board holds one place per line, and the
      // store refuses the same line from another secret as it refuses the same run (carryRefusal).
      runKey: runKeyOf(run.rulesVersion, run.seed, verified.lineHead),
      won: verified.won,
      ...(day !== null ? { day } : {}),
      ...(witness !== null ? { witness: witness.mark } : {}),
    },
    decision.coupon,
    now,
  );
  // Decided again on the run as stored at the write (another submission may have come between).
  if (!result.ok)
    return refused(deps, season, {
      code:
        result.reason === 'coupon-invalid' || result.reason === 'name-taken' ? result.reason : `run-${result.reason}`,
    });
  if (witness !== null) await deps.runs.inscribed(witness.runId, result.entry.id);
  return { ok: true, entry: result.entry };
}

// POST /api/game-stats: the shapes and hero-name rules, the day, the run's owner, the coupon, the
// replay check, then one insert guarded by the unique (season, name) index. docs/OPERATIONS.md,
// "Security", says what each step defends.
import { GameStatsRequestSchema, type GameStatsBody } from '../../src/shared/api';
import { INVALID_COUPON_MESSAGE } from '../../src/shared/coupon';
import { NAME_TAKEN_MESSAGE, suggestHeroNames, validateHeroName } from '../../src/shared/heroName';
import { NAME_SUGGESTIONS_HEADER } from '../../src/shared/api';
import { HttpError } from '../http/errors';
import type { RankedEntry, Store } from '../store/types';
import type { SeasonsService } from '../seasons/service';
import type { WordsService } from '../words/service';
import { couponKey } from '../coupons/service';
import type { Verifier } from './verifier';
import { carryRefusal, type CarryRefusal } from '../runLog/carry';
import { runKeyOf, secretHashOf } from '../runLog/keys';
import { nameKey } from '../runLog/nameKey';
import { canonicalLog } from '../runLog/canonical';
import type { Witness } from '../runLog/witness';
import type { DailyService } from '../daily/service';

/** What an inscription asks of the witnessed runs (server/runs/service.ts). */
export interface WitnessSource {
  witnessOf(
    run: { seed: string; rulesVersion: number; name: string; actions: string },
    secretHash: string | null,
    daily: boolean,
  ): Promise<Witness>;
  inscribed(runId: string, entryId: string): Promise<void>;
}

/** 422 text for a run already on the board sent by someone without its secret (whatever the log). */
export const RUN_NOT_YOURS_MESSAGE =
  'Run record refused: this run is already on the Hall of Legends; only the game that played it (its browser, save code or save file) can inscribe it again';

/** 422 text for a run already on the board sent again by its owner with the same or a shorter action log. */
export const RUN_NOT_EXTENDED_MESSAGE =
  'Run record refused: this run is already on the Hall of Legends; inscribe it again only after playing on';

/** 422 text for a run inscribed in an earlier season sent again: a run stays on its first season's board. */
export const RUN_OTHER_SEASON_MESSAGE =
  "Run record refused: this run was inscribed in an earlier season and stays on that season's board";

/** 422 text for a run record whose hero name breaks the hero-name rules. */
export function runNameMessage(reason: string): string {
  return `Run record refused: the run's hero name is not allowed (${reason})`;
}

const CARRY_MESSAGES: Readonly<Record<CarryRefusal, string>> = {
  'not-yours': RUN_NOT_YOURS_MESSAGE,
  'other-season': RUN_OTHER_SEASON_MESSAGE,
  'not-extended': RUN_NOT_EXTENDED_MESSAGE,
};

/** Collaborators of the submission flow. */
export interface SubmitDeps {
  store: Store;
  words: WordsService;
  seasons: SeasonsService;
  verifier: Verifier;
  clock: () => Date;
  random: () => number;
  daily: DailyService;
  runs: WitnessSource;
}

/** Five suggestions that pass the hero-name rules and are free this season. */
export async function freeSuggestions(deps: SubmitDeps, season: string): Promise<string[]> {
  const words = await deps.words.list();
  const chosen: string[] = [];
  for (let round = 0; round < 5 && chosen.length < 5; round++) {
    const candidates = suggestHeroNames(deps.random, (n) => !chosen.includes(n) && validateHeroName(n, words).ok, 10);
    const taken = await deps.store.takenNames(season, candidates);
    for (const name of candidates) if (!taken.has(name.toLowerCase()) && chosen.length < 5) chosen.push(name);
  }
  return chosen;
}

/** A name refusal: the message as text, the suggestions in the header. */
async function nameRefusal(deps: SubmitDeps, season: string, status: number, message: string, suggest: boolean) {
  const headers: Record<string, string> = suggest
    ? { [NAME_SUGGESTIONS_HEADER]: (await freeSuggestions(deps, season)).join(',') }
    : {};
  return new HttpError(status, message, headers);
}

/** The body as a request, or a 400 naming the first schema issue. */
function parseRequest(body: unknown): GameStatsBody {
  const parsed = GameStatsRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new HttpError(400, `Invalid field ${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/** Validates, verifies and stores a submission; throws HttpError with the client-facing text. */
export async function submitScore(deps: SubmitDeps, body: unknown): Promise<RankedEntry> {
  const season = deps.seasons.current().id;
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send the score as a JSON object');
  const raw = body as Record<string, unknown>;
  const words = await deps.words.list();
  const name = validateHeroName(raw.playerName, words, deps.random);
  if (!name.ok) throw await nameRefusal(deps, season, 400, name.error, name.suggestions !== undefined);
  if (raw.run === undefined || raw.run === null) {
    throw new HttpError(422, 'Score refused: the run record is missing (a score needs the run that produced it)');
  }
  const request = parseRequest(body);
  // The run's own name is served back and shown on its replay: it follows the same rules as the form's.
  const runName = validateHeroName(request.run.name, words);
  if (!runName.ok) throw new HttpError(422, runNameMessage(runName.error));
  const day = await deps.daily.submissionDay(request.daily, request.run);
  const log = canonicalLog(request.run.actions);
  if (!log.ok) throw new HttpError(422, log.error);
  const secretHash = secretHashOf(request.runSecret);
  const runKey = runKeyOf(request.run.rulesVersion, request.run.seed, log.head);
  // The form decides the name: a run may be inscribed under a name other than the one it began with.
  // Every daily run of a day shares its seed, so there the run is found by its key.
  const held =
    day !== null
      ? await deps.store.findDailyRun(day, runKey, secretHash)
      : await deps.store.findRun(request.run.seed, request.run.rulesVersion);
  // Before the replay, and the same answer whatever the sent log unless the secret proves the owner:
  // a name another player holds is taken, a run another player holds is theirs.
  const refusal = held && carryRefusal(held, { season, secretHash, actions: log.log });
  const ownName = held !== null && refusal !== 'not-yours' && nameKey(held.playerName) === nameKey(name.name);
  if (!ownName && (await deps.store.nameExists(season, name.name)))
    throw await nameRefusal(deps, season, 400, NAME_TAKEN_MESSAGE, true);
  if (refusal) throw new HttpError(422, CARRY_MESSAGES[refusal]);
  // A registered run's seed was drawn for its player alone: a spectator who watched it cannot inscribe it.
  const witness = await deps.runs.witnessOf({ ...request.run, actions: log.log }, secretHash, day !== null);
  if (witness === 'not-yours') throw new HttpError(422, RUN_NOT_YOURS_MESSAGE);
  const coupon = request.isPremium ? couponKey(request.couponCode ?? '') : null;
  if (coupon !== null && (coupon.length === 0 || !(await deps.store.isCouponValid(coupon, deps.clock())))) {
    throw new HttpError(400, INVALID_COUPON_MESSAGE);
  }
  const run = { ...request.run, actions: log.log };
  const verified = await deps.verifier.verify({ claimed: request, run });
  if (!verified.ok) throw new HttpError(422, verified.error);
  const now = deps.clock();
  const result = await deps.store.insertEntry(
    {
      ...verified.stats,
      season,
      playerName: name.name,
      isPremium: coupon !== null,
      completedAt: now,
      rulesVersion: run.rulesVersion,
      seed: run.seed,
      runName: runName.name,
      actions: run.actions,
      secretHash,
      // Keyed by its line (refused actions left out): a day's board holds one place per line, and the
      // store refuses the same line from another secret as it refuses the same run (carryRefusal).
      runKey: runKeyOf(run.rulesVersion, run.seed, verified.lineHead),
      won: verified.won,
      ...(day !== null ? { day } : {}),
      ...(witness !== null ? { witness: witness.mark } : {}),
    },
    coupon,
    now,
  );
  if (result.ok) {
    if (witness !== null) await deps.runs.inscribed(witness.runId, result.entry.id);
    return result.entry;
  }
  if (result.reason === 'coupon-invalid') throw new HttpError(400, INVALID_COUPON_MESSAGE);
  if (result.reason === 'name-taken') throw await nameRefusal(deps, season, 400, NAME_TAKEN_MESSAGE, true);
  throw new HttpError(422, CARRY_MESSAGES[result.reason]);
}

// POST /api/game-stats: the hero-name rules, the coupon, the replay check, then one insert
// guarded by the unique (season, name) index.
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
import { extendsLog } from '../store/runLog';
import { canonicalLog } from './storedRun';
import type { DailyService } from '../daily/service';

/** 422 text for a run record already stored this season under another name, not carried further. */
export const RUN_TAKEN_MESSAGE = 'Run record refused: this run is already on the Hall of Legends under another name';

/** 422 text for a run already on the board sent again with the same or a shorter action log. */
export const RUN_NOT_EXTENDED_MESSAGE =
  'Run record refused: this run is already on the Hall of Legends; inscribe it again only after playing on';

/** Collaborators of the submission flow. */
export interface SubmitDeps {
  store: Store;
  words: WordsService;
  seasons: SeasonsService;
  verifier: Verifier;
  clock: () => Date;
  random: () => number;
  daily: DailyService;
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
  const name = validateHeroName(raw.playerName, await deps.words.list(), deps.random);
  if (!name.ok) throw await nameRefusal(deps, season, 400, name.error, name.suggestions !== undefined);
  if (raw.run === undefined || raw.run === null) {
    throw new HttpError(422, 'Score refused: the run record is missing (a score needs the run that produced it)');
  }
  const request = parseRequest(body);
  const day = await deps.daily.submissionDay(request.daily, request.run.seed);
  // The form decides the name: a run may be inscribed under a name other than the one it began with.
  // Every daily run of a day shares its seed, so there the run held is the day's entry under this name.
  const held =
    day !== null
      ? await deps.store.findDailyRun(day, name.name)
      : await deps.store.findRun(season, request.run.seed, request.run.rulesVersion);
  const heldByThisRun = held !== null && held.playerName.trim().toLowerCase() === name.name.toLowerCase();
  if (!heldByThisRun && (await deps.store.nameExists(season, name.name)))
    throw await nameRefusal(deps, season, 400, NAME_TAKEN_MESSAGE, true);
  // Cheap refusals before the replay: the stored log is checked against the sent one again when storing.
  const sentLog = typeof request.run.actions === 'string' ? request.run.actions : null;
  if (held !== null && sentLog !== null && !extendsLog(held.actions, sentLog)) {
    // Another daily run under a name the day's board holds: one entry per name per day.
    if (day !== null && !held.actions.startsWith(sentLog))
      throw await nameRefusal(deps, season, 400, NAME_TAKEN_MESSAGE, true);
    throw refuseReuse(held.playerName, name.name);
  }
  const coupon = request.isPremium ? couponKey(request.couponCode ?? '') : null;
  if (coupon !== null && (coupon.length === 0 || !(await deps.store.isCouponValid(coupon, deps.clock())))) {
    throw new HttpError(400, INVALID_COUPON_MESSAGE);
  }
  const verified = await deps.verifier.verify({ claimed: request, run: request.run });
  if (!verified.ok) throw new HttpError(422, verified.error);
  const now = deps.clock();
  const result = await deps.store.insertEntry(
    {
      ...verified.stats,
      season,
      playerName: name.name,
      isPremium: coupon !== null,
      completedAt: now,
      rulesVersion: request.run.rulesVersion,
      seed: request.run.seed,
      runName: request.run.name,
      actions: canonicalLog(request.run.actions),
      ...(day !== null ? { day } : {}),
    },
    coupon,
    now,
  );
  if (result.ok) return result.entry;
  if (result.reason === 'coupon-invalid') throw new HttpError(400, INVALID_COUPON_MESSAGE);
  if (result.reason === 'run-taken') {
    const stored = await deps.store.findRun(season, request.run.seed, request.run.rulesVersion);
    throw refuseReuse(stored?.playerName ?? '', name.name);
  }
  throw await nameRefusal(deps, season, 400, NAME_TAKEN_MESSAGE, true);
}

/** The 422 for a stored run sent again without carrying it further: another name, or an equal or shorter log. */
function refuseReuse(storedName: string, newName: string): HttpError {
  const sameName = storedName.trim().toLowerCase() === newName.trim().toLowerCase();
  return new HttpError(422, sameName ? RUN_NOT_EXTENDED_MESSAGE : RUN_TAKEN_MESSAGE);
}

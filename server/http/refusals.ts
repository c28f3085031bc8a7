// Refusals: the services answer a code (and the figures its text needs); this one table turns each code
// into the status and text the client sees (the texts are SPEC.md's, word for word). A plain-text
// refusal carries its code in the X-Refusal-Code header; a JSON one as `code` beside `error`.
import type { Response } from 'express';
import { SUPPORTED_RULES_VERSIONS } from '../../src/engine';
import { MAX_RUN_ACTIONS } from '../../src/shared/api';
import { INVALID_COUPON_MESSAGE } from '../../src/shared/coupon';
import {
  DAILY_GRACE_MINUTES,
  dailyRunHiddenMessage,
  dailyRunsOpenAt,
  dayWindow,
  utcMinute,
} from '../../src/shared/daily';
import { NAME_TAKEN_MESSAGE } from '../../src/shared/heroName';
import { HttpError, sendText } from './errors';

/** The header a plain-text refusal names its code in (docs/OPERATIONS.md, "Calls"). */
export const REFUSAL_CODE_HEADER = 'X-Refusal-Code';

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

/** 422 text for a run sent as a day's challenge whose seed is not that day's seed. */
export function notTheDailyMessage(day: string): string {
  return `Run record refused: this run is not the daily challenge of ${day}`;
}

/** 422 text for a daily run played under other rules than the day was drawn for. */
export function dailyRulesMessage(day: string, rulesVersion: number): string {
  return `Run record refused: the daily challenge of ${day} is played under rules version ${rulesVersion}`;
}

/** 422 text for a daily run sent after its day and the grace that follows it. */
export function dailyOverMessage(day: string): string {
  const until = new Date(dayWindow(day).end.getTime() + DAILY_GRACE_MINUTES * 60 * 1000);
  return `Run record refused: the daily challenge of ${day} is over; its runs were inscribed until ${utcMinute(until)}`;
}

/** 422 text for a run on a daily seed sent without its day (it would skip the day's board and checks). */
export const DAILY_DAY_MISSING_MESSAGE =
  'Run record refused: a daily challenge run is inscribed with its day (field daily)';

/** 422 text for an open (unsealed) run sent as the daily of a day played sealed: its board ranks sealed runs only. */
export function dailyOpenRunMessage(day: string): string {
  return `Run record refused: the daily challenge of ${day} ranks sealed runs only (begun online, the server dealing every roll); an open run of it cannot be inscribed`;
}

/** 422: an unsealed registration for a day played sealed (its answer would hand out the day's seed). */
export function dailySealedOnlyMessage(day: string): string {
  return `Run refused: the daily challenge of ${day} is played sealed, so nobody holds its dungeon before the day is over; begin it with sealed: true`;
}

/** 403 of GET /api/daily/:day for today, a day still in its grace, or a day to come. */
export function dailySeedHiddenMessage(day: string): string {
  return `The daily challenge of ${day} is not over yet. Its seed is public after ${utcMinute(dailyRunsOpenAt(day))}.`;
}

/** 404 of GET /api/daily/:day for a day over that nobody played (no seed was ever drawn for it). */
export function dailyNotDrawnMessage(day: string): string {
  return `No daily challenge was drawn for ${day}: nobody asked for it that day`;
}

/** 404 text of GET /api/scores/:id/run. */
export function runNotFoundMessage(id: string): string {
  return `No run stored for entry ${id.slice(0, 40)}`;
}

/** 410: a witnessed run had no move for the expiry time. */
export function expiredMessage(expireMs: number): string {
  const days = Math.round((expireMs / 86_400_000) * 10) / 10;
  return `This run has expired: it had no move for ${days} days`;
}

/** 404: no witnessed run has this id. */
export function liveRunNotFoundMessage(id: string): string {
  return `No run registered with id ${id.slice(0, 40)}`;
}

/** 422: a registration under a rules version this server does not replay. */
export function unsupportedVersionMessage(version: number): string {
  return `Run refused: unknown rules version ${version} (this server witnesses versions ${SUPPORTED_RULES_VERSIONS.join(', ')})`;
}

/** 422: a daily registration for a day other than today (UTC). */
export function notTodayMessage(day: string, today: string): string {
  return `Run refused: the daily challenge of ${day} is not open; today's is ${today}`;
}

/** 403: the batch's runSecret is not the one the run was registered with. */
export const WRONG_SECRET_MESSAGE = 'Batch refused: this run was registered by another game (wrong run secret)';

/** 403: the runSecret of POST /api/runs/:id/end is not the one the run was registered with. */
export const END_WRONG_SECRET_MESSAGE = 'This run was registered by another game (wrong run secret)';

/** 422: a batch's action names an item the run never held, or a spell the game does not have. */
export function unheldMessage(index: number, kind: 'item' | 'spell', action: string, text: string): string {
  const shown = JSON.stringify(text.length > 24 ? `${text.slice(0, 24)}...` : text);
  return kind === 'item'
    ? `Batch refused: the action at index ${index} names an item this run never held (${action} ${shown})`
    : `Batch refused: the action at index ${index} names a spell the game does not have (${shown})`;
}

/** 422: the run's witnessed log would pass MAX_RUN_ACTIONS. */
export const LOG_FULL_MESSAGE = `Batch refused: a run's witnessed log holds at most ${MAX_RUN_ACTIONS.toLocaleString('en')} actions`;

/** 409: the batch starts past the witnessed log (a batch before it was lost). */
export function gapMessage(from: number, count: number): string {
  return `Batch refused: it starts at action ${from}, but ${count} actions are witnessed; send the actions from ${count}`;
}

/** 409: the batch differs from the witnessed log where they overlap (the run went back to an earlier save). */
export function rewriteMessage(from: number, count: number): string {
  return `Batch refused: it rewrites the witnessed log from action ${from} (${count} actions are witnessed); the run continues unwitnessed`;
}

/** 409: an action batch for a sealed run that has ended (its seed is revealed from then on). */
export const SEALED_RUN_OVER_MESSAGE =
  'Batch refused: this sealed run has ended and its seed is revealed; it takes no more moves';

/** 422: a sealed daily under rules whose seed is one stream (its world could not be shared without its dice). */
export function sealedDailyRulesMessage(day: string, rulesVersion: number): string {
  return `Run refused: the daily challenge of ${day} is played under rules version ${rulesVersion}, whose dungeon and dice come from one seed, so it cannot be sealed; begin it unsealed (without sealed: true)`;
}

/** 403: a sealed inscription whose runSecret is not the run's. */
export const SEALED_WRONG_SECRET_MESSAGE = 'Score refused: this run was registered by another game (wrong run secret)';

/** 422: a sealed inscription naming a run that is not sealed. */
export const SEALED_RUN_OPEN_MESSAGE =
  'Score refused: this run is not sealed; inscribe it with its run record (its seed and action log)';

/** 409: a sealed inscription of a run still playing (inscribing reveals its seed on the entry's replay). */
export const SEALED_RUN_PLAYING_MESSAGE =
  'Score refused: a sealed run is inscribed once it has ended (by death, victory, or POST /api/runs/:id/end)';

/** Every refusal a service may answer, by code, with what its text needs. */
export type Refusal =
  | { code: 'body-not-object' }
  | { code: 'field-invalid'; field: string; issue: string }
  | { code: 'name-refused'; reason: string; suggest: boolean }
  | { code: 'name-taken' }
  | { code: 'run-missing' }
  | { code: 'run-name-refused'; reason: string }
  | { code: 'daily-day-missing' }
  | { code: 'daily-not-the-day'; day: string }
  | { code: 'daily-over'; day: string }
  | { code: 'daily-rules'; day: string; rulesVersion: number }
  | { code: 'daily-open-run'; day: string }
  | { code: 'log-refused'; text: string }
  | { code: 'run-not-yours' }
  | { code: 'run-other-season' }
  | { code: 'run-not-extended' }
  | { code: 'coupon-invalid' }
  | { code: 'replay-refused'; text: string }
  | { code: 'daily-run-hidden'; day: string }
  | { code: 'run-not-found'; id: string }
  | { code: 'live-run-not-found'; id: string }
  | { code: 'run-expired'; expireMs: number }
  | { code: 'rules-unsupported'; rulesVersion: number }
  | { code: 'daily-not-today'; day: string; today: string }
  | { code: 'daily-sealed-only'; day: string }
  | { code: 'daily-seed-hidden'; day: string }
  | { code: 'daily-not-drawn'; day: string }
  | { code: 'batch-wrong-secret' }
  | { code: 'end-wrong-secret' }
  | { code: 'batch-malformed'; text: string }
  | { code: 'batch-gap'; from: number; count: number }
  | { code: 'batch-rewrite'; from: number; count: number }
  | { code: 'action-unheld'; index: number; kind: 'item' | 'spell'; action: string; named: string }
  | { code: 'log-full' }
  | { code: 'sealed-run-over' }
  | { code: 'sealed-daily-rules'; day: string; rulesVersion: number }
  | { code: 'sealed-wrong-secret' }
  | { code: 'sealed-run-open' }
  | { code: 'sealed-run-playing' };

/** A refusal's code. */
export type RefusalCode = Refusal['code'];

type Row<C extends RefusalCode> = { status: number; text: (refusal: Extract<Refusal, { code: C }>) => string };

/** The one table: each code's status and text. */
export const REFUSALS: { readonly [C in RefusalCode]: Row<C> } = {
  'body-not-object': { status: 400, text: () => 'Send the score as a JSON object' },
  'field-invalid': { status: 400, text: (r) => `Invalid field ${r.field}: ${r.issue}` },
  'name-refused': { status: 400, text: (r) => r.reason },
  'name-taken': { status: 400, text: () => NAME_TAKEN_MESSAGE },
  'run-missing': {
    status: 422,
    text: () => 'Score refused: the run record is missing (a score needs the run that produced it)',
  },
  'run-name-refused': { status: 422, text: (r) => runNameMessage(r.reason) },
  'daily-day-missing': { status: 422, text: () => DAILY_DAY_MISSING_MESSAGE },
  'daily-not-the-day': { status: 422, text: (r) => notTheDailyMessage(r.day) },
  'daily-over': { status: 422, text: (r) => dailyOverMessage(r.day) },
  'daily-rules': { status: 422, text: (r) => dailyRulesMessage(r.day, r.rulesVersion) },
  'daily-open-run': { status: 422, text: (r) => dailyOpenRunMessage(r.day) },
  'log-refused': { status: 422, text: (r) => r.text },
  'run-not-yours': { status: 422, text: () => RUN_NOT_YOURS_MESSAGE },
  'run-other-season': { status: 422, text: () => RUN_OTHER_SEASON_MESSAGE },
  'run-not-extended': { status: 422, text: () => RUN_NOT_EXTENDED_MESSAGE },
  'coupon-invalid': { status: 400, text: () => INVALID_COUPON_MESSAGE },
  'replay-refused': { status: 422, text: (r) => r.text },
  'daily-run-hidden': { status: 403, text: (r) => dailyRunHiddenMessage(r.day) },
  'run-not-found': { status: 404, text: (r) => runNotFoundMessage(r.id) },
  'live-run-not-found': { status: 404, text: (r) => liveRunNotFoundMessage(r.id) },
  'run-expired': { status: 410, text: (r) => expiredMessage(r.expireMs) },
  'rules-unsupported': { status: 422, text: (r) => unsupportedVersionMessage(r.rulesVersion) },
  'daily-not-today': { status: 422, text: (r) => notTodayMessage(r.day, r.today) },
  'daily-sealed-only': { status: 422, text: (r) => dailySealedOnlyMessage(r.day) },
  'daily-seed-hidden': { status: 403, text: (r) => dailySeedHiddenMessage(r.day) },
  'daily-not-drawn': { status: 404, text: (r) => dailyNotDrawnMessage(r.day) },
  'batch-wrong-secret': { status: 403, text: () => WRONG_SECRET_MESSAGE },
  'end-wrong-secret': { status: 403, text: () => END_WRONG_SECRET_MESSAGE },
  'batch-malformed': { status: 422, text: (r) => r.text },
  'batch-gap': { status: 409, text: (r) => gapMessage(r.from, r.count) },
  'batch-rewrite': { status: 409, text: (r) => rewriteMessage(r.from, r.count) },
  'action-unheld': { status: 422, text: (r) => unheldMessage(r.index, r.kind, r.action, r.named) },
  'log-full': { status: 422, text: () => LOG_FULL_MESSAGE },
  'sealed-run-over': { status: 409, text: () => SEALED_RUN_OVER_MESSAGE },
  'sealed-daily-rules': { status: 422, text: (r) => sealedDailyRulesMessage(r.day, r.rulesVersion) },
  'sealed-wrong-secret': { status: 403, text: () => SEALED_WRONG_SECRET_MESSAGE },
  'sealed-run-open': { status: 422, text: () => SEALED_RUN_OPEN_MESSAGE },
  'sealed-run-playing': { status: 409, text: () => SEALED_RUN_PLAYING_MESSAGE },
};

/** The status and text of a refusal. */
export function refusalAnswer(refusal: Refusal): { status: number; text: string } {
  const row = REFUSALS[refusal.code] as Row<RefusalCode>;
  return { status: row.status, text: row.text(refusal as never) };
}

/** Sends a refusal as plain text, its code in the X-Refusal-Code header (`headers`: more to send). */
export function sendRefusal(res: Response, refusal: Refusal, headers: Record<string, string> = {}): void {
  const { status, text } = refusalAnswer(refusal);
  res.set({ ...headers, [REFUSAL_CODE_HEADER]: refusal.code });
  sendText(res, status, text);
}

/**
 * A refusal to throw from a service whose route answers plain text (the witnessed-run calls): the
 * error handler sends its status, text and headers, the code among them.
 */
export function refused(refusal: Refusal, headers: Record<string, string> = {}): HttpError {
  const { status, text } = refusalAnswer(refusal);
  return new HttpError(status, text, { ...headers, [REFUSAL_CODE_HEADER]: refusal.code });
}

/** Sends a refusal as JSON: `{ error, code }`. */
export function sendJsonRefusal(res: Response, refusal: Refusal): void {
  const { status, text } = refusalAnswer(refusal);
  res.status(status).json({ error: text, code: refusal.code });
}

// A submission's body read into a request, in the order its refusals are answered: a JSON object, the
// form's hero name (before the schema, so a bad name is told as such whatever else is wrong), the run
// record present, the shapes (zod), then the run's own name (served back and shown on its replay, so
// it follows the same rules as the form's).
import { GameStatsRequestSchema, type GameStatsBody } from '../../src/shared/api';
import { validateHeroName } from '../../src/shared/heroName';
import type { Refusal } from '../http/refusals';

/** The request with its two checked names, or the first refusal. */
export type ParsedSubmission =
  { ok: true; request: GameStatsBody; name: string; runName: string } | { ok: false; refusal: Refusal };

/** Reads a submission's body against the hero-name rules of `words`. */
export function parseSubmission(body: unknown, words: readonly string[], random: () => number): ParsedSubmission {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, refusal: { code: 'body-not-object' } };
  const raw = body as Record<string, unknown>;
  const name = validateHeroName(raw.playerName, words, random);
  if (!name.ok)
    return {
      ok: false,
      refusal: { code: 'name-refused', reason: name.error, suggest: name.suggestions !== undefined },
    };
  if (raw.run === undefined || raw.run === null) return { ok: false, refusal: { code: 'run-missing' } };
  const parsed = GameStatsRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      refusal: { code: 'field-invalid', field: issue.path.join('.') || 'body', issue: issue.message },
    };
  }
  const runName = validateHeroName(parsed.data.run.name, words);
  if (!runName.ok) return { ok: false, refusal: { code: 'run-name-refused', reason: runName.error } };
  return { ok: true, request: parsed.data, name: name.name, runName: runName.name };
}

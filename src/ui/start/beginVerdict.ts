// What BEGIN QUEST does for the name as typed, given where its check stands.
import type { NameCheck } from '../common/useHeroNameCheck';

/** go: begin with `name`; wait: the check for this name is still running; blocked: nothing to begin with. */
export type BeginVerdict = { kind: 'go'; name: string } | { kind: 'wait' } | { kind: 'blocked' };

/**
 * A check that answered for an older input counts as still running (its answer for this one is on the
 * way). An unanswered existence check lets the player begin: the game runs in the browser, and the
 * name is checked again before a score is inscribed.
 */
export function beginVerdict(check: NameCheck, raw: string): BeginVerdict {
  const name = raw.trim();
  if (name === '') return { kind: 'blocked' };
  if (check.status === 'empty' || check.name !== name || check.status === 'checking') return { kind: 'wait' };
  if (check.status === 'ok') return { kind: 'go', name: check.name };
  return check.unverifiedName ? { kind: 'go', name: check.unverifiedName } : { kind: 'blocked' };
}

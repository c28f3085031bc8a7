// The words of a witnessed entry's mark (every move of its run reached the server as it was played,
// docs/OPERATIONS.md "Witnessed runs"; a sealed run's server also dealt every roll, "Sealed runs"): what
// it means, when its run began and how long it took.

/** What the mark means, word for word. */
export const WITNESSED_MEANING = 'Witnessed: every move reached the server as it was played';

/** What the mark means on a sealed run's entry (docs/OPERATIONS.md "Sealed runs"), word for word. */
export const SEALED_MEANING = 'Sealed: the server dealt every roll; the run could not see its future';

/** What an open entry is (no mark: begun offline or loaded from a save code), word for word. */
export const OPEN_MEANING = 'Open: played in the browser alone; the server checked its replay when it was inscribed';

/** Whole minutes from `startedAt` to `lastMoveAt` (ISO), as '42 min' or '3 h 05 min'; null when unreadable. */
export function playedFor(startedAt: string, lastMoveAt: string): string | null {
  const ms = Date.parse(lastMoveAt) - Date.parse(startedAt);
  if (!Number.isFinite(ms) || ms < 0) return null;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** When the run began, as the reader's locale writes a date and time ('Nov 26, 2026, 3:04 AM'); null when unreadable. */
export function beganAt(startedAt: string): string | null {
  const at = Date.parse(startedAt);
  if (!Number.isFinite(at)) return null;
  return new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The whole label of the mark: its meaning, then the start and the time played where known. */
export function witnessLabel(entry: { runStartedAt?: string; runLastMoveAt?: string; sealed?: boolean }): string {
  const meaning = entry.sealed === true ? SEALED_MEANING : WITNESSED_MEANING;
  const began = entry.runStartedAt ? beganAt(entry.runStartedAt) : null;
  const took = entry.runStartedAt && entry.runLastMoveAt ? playedFor(entry.runStartedAt, entry.runLastMoveAt) : null;
  const when = [began && `began ${began}`, took && `played ${took}`].filter(Boolean).join(', ');
  return when ? `${meaning}. ${when[0].toUpperCase()}${when.slice(1)}.` : `${meaning}.`;
}

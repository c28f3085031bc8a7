// Seasons of the Hall of Legends: UTC calendar quarters, half-open windows [start, next start).

/** A season: id like '2026-Q4', and its window as Date objects (end is exclusive). */
export interface SeasonWindow {
  id: string;
  start: Date;
  end: Date;
}

const SEASON_ID = /^(\d{4})-Q([1-4])$/;

/** True for a well-formed season id ('2026-Q3'). */
export function isSeasonId(value: string): boolean {
  return SEASON_ID.test(value);
}

/** The window of a year and quarter (1-4). */
function windowOf(year: number, quarter: number): SeasonWindow {
  const start = new Date(Date.UTC(year, (quarter - 1) * 3, 1));
  const end = new Date(Date.UTC(year, quarter * 3, 1));
  return { id: `${year}-Q${quarter}`, start, end };
}

/** The season containing the instant `at` (UTC). */
export function seasonAt(at: Date): SeasonWindow {
  return windowOf(at.getUTCFullYear(), Math.floor(at.getUTCMonth() / 3) + 1);
}

/** The window of a season id, or null when the id is malformed. */
export function seasonById(id: string): SeasonWindow | null {
  const match = SEASON_ID.exec(id);
  return match ? windowOf(Number(match[1]), Number(match[2])) : null;
}

/** Milliseconds until the season containing `at` ends (the Hall of Legends countdown). */
export function msUntilSeasonEnd(at: Date): number {
  return seasonAt(at).end.getTime() - at.getTime();
}

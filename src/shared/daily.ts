// The daily challenge, shared by client and server: one dungeon seed per UTC day, drawn at random by
// the server and stored. The seed names its day ('daily-2026-11-23-<32 hex digits>'), so a run, its
// save code and its local save know they are a daily run without any new field; the random part is
// what makes it impossible to derive from the date (the server checks a run's seed IS the day's).

/** A day id: 'YYYY-MM-DD' (UTC). */
const DAY_ID = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A daily seed: the day, then 128 random bits in hex. */
const DAILY_SEED = /^daily-(\d{4}-\d{2}-\d{2})-[0-9a-f]{32}$/;

/**
 * Minutes after a day ends during which a run of it is still inscribed (a run begun at 23:50 may end
 * after midnight). Its runs can be watched only once this grace is over too, so nobody inscribes a
 * route copied from a replay.
 */
export const DAILY_GRACE_MINUTES = 60;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isDayId(value: string): boolean {
  const match = DAY_ID.exec(value);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === value;
}

/** The UTC day containing `at`. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day's window: start inclusive, end exclusive (the next midnight, UTC). */
export function dayWindow(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** When the day's runs may be watched: its end plus the inscription grace. */
export function dailyRunsOpenAt(day: string): Date {
  return new Date(dayWindow(day).end.getTime() + DAILY_GRACE_MINUTES * 60 * 1000);
}

/** The seed of `day` from 16 random bytes. */
export function dailySeedOf(day: string, bytes: ArrayLike<number>): string {
  return `daily-${day}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The day a daily seed belongs to, or null for any other seed (a normal run). */
export function dayOfSeed(seed: string): string | null {
  const match = DAILY_SEED.exec(seed);
  return match && isDayId(match[1]) ? match[1] : null;
}

/** An instant as the daily texts show it: '2026-11-24 01:00 UTC'. */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** 403 text of GET /api/scores/:id/run for a daily entry whose runs cannot be watched yet. */
export function dailyRunHiddenMessage(day: string): string {
  return `This daily challenge is still running. Its runs can be watched after ${utcMinute(dailyRunsOpenAt(day))}.`;
}

/** The Watch label of a daily entry whose run opens later. */
export function watchOpensLabel(opensAt: string): string {
  return `Watch after ${utcMinute(new Date(opensAt))}`;
}

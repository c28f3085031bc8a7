// The Hall of Legends dialog's caption: it names the board the toggle shows, the season's or today's
// daily challenge with the time left in its day (redrawn every minute, like the season's countdown).
import { useEffect, useState } from 'react';
import { useDailyChallenge } from '../../api/dailyHooks';
import { COUNTDOWN_REFRESH_MS } from './SeasonBanner';
import type { HallBoard } from './HallOfLegendsDialog';

/** The caption over the season's board. */
export const SEASON_CAPTION = 'The greatest heroes of this season.';

/**
 * The caption over today's daily board: 'Today's daily challenge, 2026-11-23 (UTC). Ends in 5h 12m.'
 * `day` and `endsAt` (ISO) are null while today's challenge is being read.
 */
export function dailyCaption(day: string | null, endsAt: string | null, now: Date): string {
  if (day === null || endsAt === null) return "Today's daily challenge (UTC).";
  const minutes = Math.floor((new Date(endsAt).getTime() - now.getTime()) / 60_000);
  const left =
    now.getTime() >= new Date(endsAt).getTime()
      ? 'It has ended.'
      : minutes < 1
        ? 'Ends in under a minute.'
        : `Ends in ${Math.floor(minutes / 60)}h ${minutes % 60}m.`;
  return `Today's daily challenge, ${day} (UTC). ${left}`;
}

/**
 * The caption of the board shown; today's challenge is the query the daily board reads (one request).
 * Keyed by board where it is used, so switching boards starts it on a fresh clock.
 */
export function HallCaption({ board }: { board: HallBoard }) {
  const today = useDailyChallenge(board === 'daily');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (board !== 'daily') return undefined;
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, [board]);
  if (board === 'season') return <>{SEASON_CAPTION}</>;
  return <>{dailyCaption(today.data?.day ?? null, today.data?.endsAt ?? null, now)}</>;
}

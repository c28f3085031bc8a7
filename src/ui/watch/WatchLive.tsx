// "Watch live: N heroes in the dungeon" with the runs in progress (name, floor, score, last move),
// each a link to its live view. Shown on the start screen and in the Hall; a failed read shows nothing.
import { Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useLiveRuns } from '../../api/liveHooks';
import { lastMoveText, NO_LIVE_HERO, watchLiveTitle } from './liveTexts';
import './watch.css';

/** The list; with no run in progress it says so quietly (`quiet`) or shows nothing. */
export function WatchLive({ quiet = false }: { quiet?: boolean }) {
  const query = useLiveRuns();
  const runs = query.data?.runs ?? [];
  if (runs.length === 0) {
    return quiet && query.isSuccess ? (
      <Text as="p" size="1" className="terminal-dim">
        {NO_LIVE_HERO}
      </Text>
    ) : null;
  }
  // The times are read against the moment the list arrived, so they do not drift from the figures beside them.
  const now = query.dataUpdatedAt;
  return (
    <section className="watch-live" aria-labelledby="watch-live-title">
      <Text as="p" size="2" weight="bold" id="watch-live-title" className="watch-live-title">
        <span className="watch-live-dot" aria-hidden />
        {watchLiveTitle(runs.length)}
      </Text>
      <ul className="watch-live-list">
        {runs.map((run) => (
          <li key={run.id}>
            <Link
              className="watch-live-run"
              to={`/watch/${encodeURIComponent(run.id)}`}
              aria-label={`Watch ${run.name} live: floor ${run.floor}, score ${run.score}, last move ${lastMoveText(run.updatedAt, now)}`}
            >
              <span className="watch-live-name">{run.name}</span>
              <span className="watch-live-figures">
                Floor {run.floor} · {run.score.toLocaleString('en-US')} pts · {lastMoveText(run.updatedAt, now)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

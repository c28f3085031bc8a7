// "Watch live: N heroes in the dungeon" with the runs in progress (name, floor, score, last move, and
// SEALED on a run whose rolls the server deals), each a link to its live view. The start screen shows the list below its card; the Hall folds it into
// one line that opens on a press, so the board under it never moves when the list arrives.
import { Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { useLiveRuns } from '../../api/liveHooks';
import type { LiveRunsResponse } from '../../shared/api';
import {
  lastMoveText,
  NO_LIVE_HERO,
  SEALED_LIVE_TEXT,
  SEALED_MARK,
  SEALED_MARK_SPOKEN,
  watchLiveTitle,
} from './liveTexts';
import './watch.css';
import { groupDigits } from '../../shared/groupDigits';
import { useWarmedUp } from '../common/warmUp';

type LiveRun = LiveRunsResponse['runs'][number];

/** The runs, each a link to its live view; times read against the moment the list arrived. */
function LiveList({ runs, now }: { runs: readonly LiveRun[]; now: number }) {
  return (
    <ul className="watch-live-list">
      {runs.map((run) => (
        <li key={run.id}>
          {/* Named by what it shows, then what it does (label in name: a person who reads the row
              aloud to a voice control says what they see). The spaces between the parts are not drawn
              in the flex row; they keep the words apart in the name. */}
          <Link className="watch-live-run" to={`/watch/${encodeURIComponent(run.id)}`}>
            <span className="watch-live-name">
              {run.name}
              {run.sealed && (
                <>
                  {' '}
                  <span className="watch-live-sealed" title={SEALED_LIVE_TEXT}>
                    {SEALED_MARK}
                  </span>
                </>
              )}
            </span>{' '}
            <span className="watch-live-figures">
              Floor {run.floor} · {groupDigits(run.score)} pts · {lastMoveText(run.updatedAt, now)}
            </span>
            <span className="visually-hidden">(watch live{run.sealed ? `, ${SEALED_MARK_SPOKEN}` : ''})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Title({ count }: { count: number }) {
  return (
    <>
      <span className="watch-live-dot" aria-hidden />
      {watchLiveTitle(count)}
    </>
  );
}

/**
 * The start screen's list: nothing until there is a run in progress (a failed read shows nothing). It is
 * read at the warm-up moment (src/ui/common/warmUp.ts), not as the page loads: the read brings the calls
 * and zod, whose evaluation would block the start screen's first seconds.
 */
export function WatchLive() {
  const query = useLiveRuns(useWarmedUp());
  const runs = query.data?.runs ?? [];
  if (runs.length === 0) return null;
  return (
    <section className="watch-live" aria-labelledby="watch-live-title">
      <Text as="p" size="2" weight="bold" id="watch-live-title" className="watch-live-title">
        <Title count={runs.length} />
      </Text>
      <LiveList runs={runs} now={query.dataUpdatedAt} />
    </section>
  );
}

/**
 * The Hall's line: one line high from the first paint (empty while the list is read or when it cannot
 * be), "No hero is in the dungeon right now." or the title, which opens the list below it.
 */
export function WatchLiveLine() {
  const query = useLiveRuns();
  const runs = query.data?.runs ?? [];
  return (
    <div className="watch-live-line">
      {query.isSuccess && runs.length === 0 && (
        <Text as="p" size="1" className="terminal-dim">
          {NO_LIVE_HERO}
        </Text>
      )}
      {runs.length > 0 && (
        <details className="watch-live">
          <summary className="watch-live-title">
            <Title count={runs.length} />
          </summary>
          <LiveList runs={runs} now={query.dataUpdatedAt} />
        </details>
      )}
    </div>
  );
}

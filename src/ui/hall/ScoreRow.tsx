// One row of the Hall of Legends: rank (medals for the top 3), name, a crown for a run that conquered
// the dungeon, an eye for a witnessed run, premium star, score; expandable; Watch opens the entry's
// run in the replay viewer (/replay/:id).
import { Badge, Flex, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { HighScore } from '../../shared/api';
import { watchOpensLabel } from '../../shared/daily';
import { EntryStats } from './EntryStats';
import { Crown } from './Crown';
import { WitnessMark } from './WitnessMark';
import { witnessLabel } from './witnessText';
import './medal.css';
import './watch.css';
import { groupDigits } from '../../shared/groupDigits';

// Medals are CSS coins, not emoji: a browser without a colour-emoji font drew those as empty boxes.
const MEDALS: Record<number, 'gold' | 'silver' | 'bronze'> = { 1: 'gold', 2: 'silver', 3: 'bronze' };

/** The medal of ranks 1-3, or null. */
export function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | null {
  return MEDALS[rank] ?? null;
}

/** The rank as the player sees it: a gold, silver or bronze coin with its number for 1-3, else '#N'. */
function RankMark({ rank }: { rank: number }) {
  const medal = medalOf(rank);
  if (!medal) return <>#{rank}</>;
  return (
    <span className={`hall-medal hall-medal-${medal}`} title={`${medal} medal`} data-testid="hall-medal">
      {rank}
    </span>
  );
}

/**
 * A row button that toggles its statistics. A daily entry whose day is still running (the row's
 * `runsHiddenUntil`, on the season's board as on the day's; or `watchOpensAt`, ISO) cannot be watched
 * before then: Watch then says when it opens instead of linking.
 */
export function ScoreRow({
  entry,
  expanded,
  onToggle,
  watchOpensAt = null,
}: {
  entry: HighScore;
  expanded: boolean;
  onToggle: () => void;
  watchOpensAt?: string | null;
}) {
  const detailsId = `hall-entry-${entry.id}`;
  const opensAt = entry.runsHiddenUntil ?? watchOpensAt;
  return (
    <li className="hall-row">
      <button
        type="button"
        className="hall-row-button"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        <span
          className="hall-rank"
          aria-label={medalOf(entry.rank) ? `Rank ${entry.rank}, ${medalOf(entry.rank)} medal` : `Rank ${entry.rank}`}
        >
          <RankMark rank={entry.rank} />
        </span>
        <span className="hall-name">
          {entry.playerName}
          {entry.won && (
            <span className="hall-crown">
              <Crown />
            </span>
          )}
          {entry.witnessed && <WitnessMark label={witnessLabel(entry)} />}
          {entry.isPremium && (
            <Badge color="green" variant="solid" size="1" ml="2">
              ★ PREMIUM
            </Badge>
          )}
        </span>
        <span className="hall-score">{groupDigits(entry.finalScore)}</span>
        <span aria-hidden>{expanded ? '▾' : '▸'}</span>
      </button>
      {opensAt ? (
        <span className="hall-watch hall-watch-later terminal-dim">{watchOpensLabel(opensAt)}</span>
      ) : (
        <Link
          className="hall-watch terminal-link"
          to={`/replay/${encodeURIComponent(entry.id)}`}
          aria-label={`Watch ${entry.playerName}'s run`}
        >
          Watch
        </Link>
      )}
      {expanded && (
        <Flex id={detailsId} className="hall-details" direction="column">
          <Text size="1" className="terminal-dim">
            Level {entry.level} · Gold {entry.gold}
          </Text>
          <EntryStats entry={entry} />
          {entry.witnessed && (
            <Text size="1" className="terminal-dim hall-witnessed">
              <WitnessMark label={null} /> {witnessLabel(entry)}
            </Text>
          )}
        </Flex>
      )}
    </li>
  );
}

// The season's top list after a submission: rank as numbers, name (a crown for a conqueror), final score.
import { Text } from '@radix-ui/themes';
import { useHighScores } from '../../api/hooks';
import { HALL_TEXTS } from './HallOfLegendsDialog';
import { Crown } from './Crown';
import { groupDigits } from '../../shared/groupDigits';

/** The top 10, highlighting the entry just inscribed. */
export function TopList({ highlightId }: { highlightId?: string }) {
  const query = useHighScores(true);
  if (query.isError)
    return (
      <Text as="p" className="terminal-error">
        {HALL_TEXTS.error}
      </Text>
    );
  if (!query.data)
    return (
      <Text as="p" className="terminal-dim">
        {HALL_TEXTS.loading}
      </Text>
    );
  return (
    <ol className="top-list" aria-label="Hall of Legends top list">
      {query.data.map((entry) => (
        <li key={entry.id} className={entry.id === highlightId ? 'top-list-mine' : undefined}>
          <span>{entry.rank}.</span>
          <span>
            {entry.playerName}
            {entry.won && (
              <span className="hall-crown">
                <Crown />
              </span>
            )}
          </span>
          <span>{groupDigits(entry.finalScore)}</span>
        </li>
      ))}
    </ol>
  );
}

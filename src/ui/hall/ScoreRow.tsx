// One row of the Hall of Legends: rank (medals for the top 3), name, score, premium star; expandable.
import { Badge, Flex, Text } from '@radix-ui/themes';
import type { HighScore } from '../../shared/api';
import { EntryStats } from './EntryStats';

const MEDALS: Record<number, string> = { 1: '🥇', 2: '🥈', 3: '🥉' };

/** The rank as a medal for 1-3, else '#N'. */
export function rankLabel(rank: number): string {
  return MEDALS[rank] ?? `#${rank}`;
}

/** A row button that toggles its statistics. */
export function ScoreRow({ entry, expanded, onToggle }: { entry: HighScore; expanded: boolean; onToggle: () => void }) {
  const detailsId = `hall-entry-${entry.id}`;
  return (
    <li className="hall-row">
      <button type="button" className="hall-row-button" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
        <span className="hall-rank" aria-label={`Rank ${entry.rank}`}>
          {rankLabel(entry.rank)}
        </span>
        <span className="hall-name">
          {entry.playerName}
          {entry.isPremium && (
            <Badge color="green" variant="solid" size="1" ml="2">
              ★ PREMIUM
            </Badge>
          )}
        </span>
        <span className="hall-score">{entry.finalScore.toLocaleString('en-US')}</span>
        <span aria-hidden>{expanded ? '▾' : '▸'}</span>
      </button>
      {expanded && (
        <Flex id={detailsId} className="hall-details" direction="column">
          <Text size="1" className="terminal-dim">
            Level {entry.level} · Gold {entry.gold}
          </Text>
          <EntryStats entry={entry} />
        </Flex>
      )}
    </li>
  );
}

// "The deadliest monsters": the monsters whose blow ended most runs, most first, each with a bar as
// long as its share of the first's and the count written beside it (the bar is decoration).
import type { RulesVersionStats } from '../../shared/api';
import { killerRows } from './statsShape';
import { STATS_TEXTS } from './statsTexts';
import { StatsSection } from './StatsSection';

/** The list of one rules version's killers. */
export function KillersList({ topKillers }: { topKillers: RulesVersionStats['topKillers'] }) {
  const rows = killerRows(topKillers);
  return (
    <StatsSection
      id="stats-killers"
      title="The deadliest monsters"
      empty={rows.length === 0 ? STATS_TEXTS.noKillers : null}
    >
      <ol className="stats-killers" data-testid="killers">
        {rows.map((row) => (
          <li key={row.monster} className="stats-killer">
            <span className="stats-killer-name">{row.monster}</span>
            <span className="stats-killer-bar" aria-hidden>
              <span style={{ width: `${row.barPercent}%` }} />
            </span>
            <span className="stats-killer-kills">
              {row.kills} {row.kills === 1 ? 'run' : 'runs'}
            </span>
          </li>
        ))}
      </ol>
    </StatsSection>
  );
}

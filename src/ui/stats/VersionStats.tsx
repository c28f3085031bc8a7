// Everything the page shows of one rules version: its counts, deaths per floor, killers, and the
// depth, score and run-length percentiles; a version without a run says so instead.
import { Heading, Text } from '@radix-ui/themes';
import type { RulesVersionStats } from '../../shared/api';
import { DeathsSection } from './DeathsSection';
import { KillersList } from './KillersList';
import { PercentileTable } from './PercentileTable';
import { RunCounts } from './RunCounts';
import { STATS_TEXTS } from './statsTexts';

// Percentiles cover the runs with at least one witnessed move (src/shared/api.ts RulesVersionStats).
const OVER_WITNESSED = 'Over the runs with at least one witnessed move.';

/** The figures of `stats`. */
export function VersionStats({ stats }: { stats: RulesVersionStats }) {
  return (
    <section className="stats-version" aria-labelledby="stats-version-title">
      <Heading as="h2" size="4" id="stats-version-title" className="stats-heading">
        Rules version {stats.rulesVersion}
      </Heading>
      {stats.runs === 0 ? (
        <Text as="p" className="terminal-dim">
          {STATS_TEXTS.noRuns}
        </Text>
      ) : (
        <>
          <RunCounts stats={stats} />
          <div className="stats-grid">
            <DeathsSection deathsByFloor={stats.deathsByFloor} />
            <KillersList topKillers={stats.topKillers} />
            <PercentileTable
              id="stats-depth-score"
              title="Depth and score"
              note={OVER_WITNESSED}
              columns={[
                { label: 'Floor', figures: stats.depth },
                { label: 'Score', figures: stats.score },
              ]}
            />
            <PercentileTable
              id="stats-length"
              title="Run length"
              note={`${OVER_WITNESSED} Minutes from the start to the last move.`}
              columns={[
                { label: 'Actions', figures: stats.actions },
                { label: 'Minutes', figures: stats.minutes },
              ]}
            />
          </div>
        </>
      )}
    </section>
  );
}

// "Deaths per floor": the bar chart and, for anyone who cannot see it, the same figures as a table that
// opens under it; without a death yet, a line that says so.
import { useMemo } from 'react';
import type { RulesVersionStats } from '../../shared/api';
import { DeathsChart } from './DeathsChart';
import { deathsSeries } from './statsShape';
import { deathsSummary, STATS_TEXTS } from './statsTexts';
import { StatsSection } from './StatsSection';

/** The section of one rules version. */
export function DeathsSection({ deathsByFloor }: { deathsByFloor: RulesVersionStats['deathsByFloor'] }) {
  const series = useMemo(() => deathsSeries(deathsByFloor), [deathsByFloor]);
  return (
    <StatsSection
      id="stats-deaths"
      title="Deaths per floor"
      wide
      empty={deathsByFloor.length === 0 ? STATS_TEXTS.noDeaths : null}
    >
      <DeathsChart series={series} label={deathsSummary(deathsByFloor)} />
      <details className="stats-details">
        <summary>Deaths per floor as a table</summary>
        <table className="stats-table" data-testid="deaths-table">
          <caption className="visually-hidden">Deaths per floor</caption>
          <thead>
            <tr>
              <th scope="col">Floor</th>
              <th scope="col">Deaths</th>
            </tr>
          </thead>
          <tbody>
            {deathsByFloor.map(({ floor, deaths }) => (
              <tr key={floor}>
                <th scope="row">{floor}</th>
                <td>{deaths}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </StatsSection>
  );
}

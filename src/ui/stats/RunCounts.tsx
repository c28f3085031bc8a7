// The counts of one rules version: runs registered, witnessed, live now, fallen, won and inscribed.
import type { RulesVersionStats } from '../../shared/api';
import { countFigures, figureText } from './statsShape';

/** The counts as a row of terminal boxes (a description list: label, then figure). */
export function RunCounts({ stats }: { stats: RulesVersionStats }) {
  return (
    <dl className="stats-counts" data-testid="run-counts">
      {countFigures(stats).map(({ label, value }) => (
        <div key={label} className="stats-count">
          <dt>{label}</dt>
          <dd>{figureText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

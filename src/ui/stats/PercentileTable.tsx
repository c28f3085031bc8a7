// A table of percentiles: one row per percentile (10th to max), one column per figure (e.g. depth
// and score). Nearest rank over the witnessed runs, as the server reports them.
import type { Percentiles } from '../../shared/api';
import { figureText, percentileRows } from './statsShape';
import { StatsSection } from './StatsSection';

/** The section `title` with a column per entry of `columns`. */
export function PercentileTable({
  id,
  title,
  note,
  columns,
}: {
  id: string;
  title: string;
  note: string;
  columns: readonly { label: string; figures: Percentiles }[];
}) {
  const rows = percentileRows(columns.map((c) => c.figures));
  return (
    <StatsSection id={id} title={title}>
      <div className="stats-scroll">
        <table className="stats-table stats-percentiles" data-testid={id}>
          <caption className="stats-note">{note}</caption>
          <thead>
            <tr>
              <th scope="col">Percentile</th>
              {columns.map((c) => (
                <th scope="col" key={c.label}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={columns[i].label}>{figureText(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StatsSection>
  );
}

// The current season from the injected clock, and the `?season=` parameter of reads.
import { isSeasonId, seasonAt, type SeasonWindow } from '../../src/shared/season';
import { HttpError } from '../http/errors';

/** The season helpers bound to a clock. */
export class SeasonsService {
  constructor(private readonly clock: () => Date) {}

  /** The season containing the clock's now. */
  current(): SeasonWindow {
    return seasonAt(this.clock());
  }

  /** The season a read asks for: `?season=2026-Q3`, or the current one when absent. */
  fromQuery(value: unknown): string {
    if (value === undefined || value === '') return this.current().id;
    if (typeof value !== 'string' || !isSeasonId(value)) {
      throw new HttpError(400, 'Invalid season: use the form 2026-Q3');
    }
    return value;
  }
}

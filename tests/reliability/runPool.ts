// Unique verified submissions for the suites: the real engine plays each run (tests/integration helpers).
import { verifiedSubmission } from '../support/engine/runs';
import { validateHeroName } from '../../src/shared/heroName';
import type { GameStatsBody } from '../../src/shared/api';

/** `count` verified wire bodies named `${prefix}${i}` (digits only after the prefix, so no rule refuses them). */
export function submissionPool(prefix: string, count: number, steps = 120): GameStatsBody[] {
  if (!validateHeroName(`${prefix}0`, []).ok) throw new Error(`prefix ${prefix} makes invalid names`);
  return Array.from({ length: count }, (_, i) => verifiedSubmission(`${prefix}${i}`, `${prefix}-seed-${i}`, steps));
}

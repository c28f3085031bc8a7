// The attacks `npm run bench:hostile` runs, in order (one file each in this folder; add yours here).
import type { Attack } from './types';
import { wrongSecret } from './wrongSecret';
import { ownerReplays } from './ownerReplays';
import { largeBatches } from './largeBatches';
import { stalledSpectators } from './stalledSpectators';
import { manyStoredRuns } from './manyStoredRuns';

export const ATTACKS: readonly Attack[] = [wrongSecret, ownerReplays, largeBatches, stalledSpectators, manyStoredRuns];

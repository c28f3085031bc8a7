import { it } from 'vitest';

/**
 * A walk that only takes the pictures we look at when a screen changes, asserting nothing a player would
 * notice that other tests do not: `npm test` skips it to keep CI short; `SHOTS=1` runs it.
 */
export const itTakesShots = it.runIf(process.env.SHOTS === '1');

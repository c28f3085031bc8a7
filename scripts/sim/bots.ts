// The simulator's bots by name.
import { explorer, type Bot } from './explorer';

/** Bots selectable with --bot. */
export const BOTS: Readonly<Record<string, Bot>> = { explorer };

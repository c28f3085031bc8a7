// The simulator's bots by name.
import type { Bot } from './bot';
import { diver } from './diver';
import { explorer } from './explorer';
import { newcomer } from './newcomer';

/** Bots selectable with --bot / --bots. */
export const BOTS: Readonly<Record<string, Bot>> = { newcomer, diver, explorer };

// The simulator's bots by name.
import type { Bot } from './bot';
import { diver } from './diver';
import { explorer } from './explorer';
import { newcomer } from './newcomer';
import { reckless } from './reckless';

/** Bots selectable with --bot / --bots, in the order the report shows them. */
export const BOTS: Readonly<Record<string, Bot>> = { newcomer, diver, explorer, reckless };

/** The bots that play carefully (rest early, judge or avoid fights): the targets' "careful runs". */
export const CAREFUL_BOTS: readonly string[] = ['newcomer', 'diver', 'explorer'];

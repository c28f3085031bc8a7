// The simulator's bots by name. The first four play as players of the last versions did; the last three
// read the game as an informed player does (the threat word, a rest to full before each fight, no rewinds),
// the measure the next rules version is judged by (src/engine/README.md, "Content design").
import type { Bot, BotMemory } from './bot';
import { diver } from './diver';
import { explorer } from './explorer';
import { newcomer } from './newcomer';
import { restedBeforeFights, spendingOn } from './patience';
import { reckless } from './reckless';
import { restingWhereSafe } from './restSpot';
import { VICTOR_DEFAULTS, victorBot } from './victorBot';

/**
 * The victor's policy without rewinds (the search in victorSearch.ts rewinds; this plays one line). Its
 * memory lives per run: the runner gives each run a memory object of its own.
 */
function victorOnce(): Bot {
  const runs = new WeakMap<BotMemory, Bot>();
  return (state, memory) => {
    let bot = runs.get(memory);
    if (!bot) runs.set(memory, (bot = victorBot(VICTOR_DEFAULTS)));
    return bot(state, memory);
  };
}

/** Bots selectable with --bot / --bots, in the order the report shows them. */
export const BOTS: Readonly<Record<string, Bot>> = {
  newcomer,
  diver,
  explorer,
  reckless,
  // The explorer's threat-reading (fights what the word calls trivial or fair, walks around the rest),
  // rested to full before each fight, most points into strength.
  informed: spendingOn(restedBeforeFights(explorer), ['strength', 'strength', 'constitution', 'strength', 'dexterity']),
  // The diver (heads for the exit, fights what bars its way), rested to full before each fight.
  patient: restedBeforeFights(diver),
  // The victor, resting only where the nearest monster it has seen is a fight it would win.
  victor: restingWhereSafe(victorOnce()),
};

/** The bots that play carefully (rest early, judge or avoid fights): the targets' "careful runs". */
export const CAREFUL_BOTS: readonly string[] = ['newcomer', 'diver', 'explorer'];

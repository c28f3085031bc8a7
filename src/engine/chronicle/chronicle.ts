// chronicle(record): a run's plain-text character record (like a roguelike's morgue file), built by
// replaying the record under its own rules version. Fixed width, plain ASCII frames, lines joined by '\n'.
import { runOutcome } from '../rules/state';
import type { GameState, RunRecord } from '../types';
import { versionOf } from '../versions/profiles';
import {
  equipmentSection,
  floorsSection,
  heroSection,
  INDENT,
  inventorySection,
  killsSection,
  scoreSection,
  spellsSection,
  statsSection,
} from './sections';
import { runStory, type RunStory } from './story';
import { CHRONICLE_TEXTS as T } from './texts';

/** How many of the newest log lines a chronicle ends with. */
export const CHRONICLE_LOG_LINES = 20;
/** Width of the frame lines. */
export const CHRONICLE_WIDTH = 72;

/** How a living hero's run ended: quit (from the quit dialog, or an inscribed entry) or not yet. */
export type LivingEnd = 'quit' | 'adventuring';

function endLine(story: RunStory, living: LivingEnd): string {
  const { state, finalBlow } = story;
  const { level: floor } = state.dungeon;
  const { day } = state.player;
  if (finalBlow) return T.slain(finalBlow.monster, finalBlow.floor, finalBlow.day);
  const outcome = runOutcome(state);
  if (outcome === 'died') return T.fell(floor, day);
  if (outcome === 'won') return T.conquered(day);
  return living === 'quit' ? T.quit(floor, day) : T.adventuring(floor, day);
}

function section(heading: string, lines: string[]): string[] {
  return ['', heading, '-'.repeat(heading.length), ...lines];
}

/** The chronicle of a run already told (see runStory). */
export function writeChronicle(story: RunStory, living: LivingEnd = 'adventuring'): string {
  const state: GameState = story.state;
  const frame = '='.repeat(CHRONICLE_WIDTH);
  const inventory = inventorySection(state);
  const kills = killsSection(story);
  const log = state.log.slice(-CHRONICLE_LOG_LINES);
  return [
    frame,
    `${INDENT}${T.title(state.player.name)}`,
    `${INDENT}${T.subtitle(versionOf(state), state.seed, state.actions.length)}`,
    frame,
    ...section(T.hero, heroSection(state)),
    ...section(T.stats, statsSection(state)),
    ...section(T.equipment, equipmentSection(state)),
    ...section(inventory.heading, inventory.lines),
    ...section(T.spells, spellsSection(state)),
    ...section(T.floors, floorsSection(story)),
    ...section(kills.heading, kills.lines),
    ...section(T.end, [`${INDENT}${endLine(story, living)}`]),
    ...section(T.score, scoreSection(story)),
    ...section(
      T.log(log.length),
      log.map((line) => `${INDENT}${line}`),
    ),
    '',
    frame,
    '',
  ].join('\n');
}

/**
 * The chronicle of a run record: replays it (throws like `replay` on an unknown rules version or an
 * illegal action) and writes the record. A dead hero's end is the blow that killed it, a victor's the
 * day it conquered the dungeon; a living hero's is `living`.
 */
export function chronicle(record: RunRecord, living: LivingEnd = 'adventuring'): string {
  return writeChronicle(runStory(record), living);
}

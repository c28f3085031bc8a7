// The sections of a chronicle, each a list of fixed-width lines built from the engine's own queries.
import { spellByName } from '../data';
import { INVENTORY_LIMIT } from '../rules/inventory';
import { EQUIPMENT_SLOTS, effectiveStats, STAT_NAMES } from '../rules/stats';
import type { GameState, Item, StatName } from '../types';
import type { RunStory } from './story';
import { CHRONICLE_TEXTS as T, figure, HERO_LABELS, SLOT_LABELS, STAT_LABELS } from './texts';

/** Lines of the body are indented by this. */
export const INDENT = '  ';
const LABEL_WIDTH = 16;

const row = (label: string, value: string | number) => `${INDENT}${label.padEnd(LABEL_WIDTH)}${value}`;
const signed = (n: number) => (n > 0 ? `+${figure(n)}` : n < 0 ? `-${figure(-n)}` : '0');

/** Name, level, experience, score, gold, day, floor, health, mana and stamina. */
export function heroSection(state: GameState): string[] {
  const { player } = state;
  const lines = [
    row(HERO_LABELS.name, player.name),
    row(HERO_LABELS.level, player.level),
    row(HERO_LABELS.experience, `${figure(player.experience)} / ${figure(player.experienceToNext)}`),
    row(HERO_LABELS.score, figure(state.score)),
    row(HERO_LABELS.gold, figure(player.gold)),
    row(HERO_LABELS.day, player.day),
    row(HERO_LABELS.floor, state.dungeon.level),
    row(HERO_LABELS.health, `${player.health} / ${player.maxHealth}`),
    row(HERO_LABELS.mana, `${player.mana} / ${player.maxMana}`),
    row(HERO_LABELS.stamina, `${player.stamina} / ${player.maxStamina}`),
    row(HERO_LABELS.kills, figure(state.monstersKilled)),
  ];
  const pending = player.pendingStatPoint ?? 0;
  if (pending > 0) lines.push(`${INDENT}${T.pendingPoints(pending)}`);
  return lines;
}

// The worn items that raise `stat`, as 'Iron Sword' or 'Iron Sword +3, Copper Ring +1'.
function bonusSources(state: GameState, stat: StatName): string {
  const worn = EQUIPMENT_SLOTS.map((slot) => state.equipment[slot]).filter(
    (item): item is Item => (item?.effect?.[stat] ?? 0) !== 0,
  );
  if (worn.length === 1) return worn[0].name;
  return worn.map((item) => `${item.name} ${signed(item.effect![stat]!)}`).join(', ');
}

/** The four stats with gear, and which worn items give the bonus. */
export function statsSection(state: GameState): string[] {
  const stats = effectiveStats(state);
  return STAT_NAMES.map((stat) => {
    const value = `${STAT_LABELS[stat]} ${String(stats[stat]).padStart(3)}`;
    const bonus = stats.bonus[stat];
    return `${INDENT}${bonus === 0 ? value : `${value}  ${T.gearBonus(bonus, bonusSources(state, stat))}`}`;
  });
}

/** The seven slots, '-' when empty. */
export function equipmentSection(state: GameState): string[] {
  return EQUIPMENT_SLOTS.map((slot) => row(SLOT_LABELS[slot], state.equipment[slot]?.name ?? T.empty));
}

/** The pack, copies of one item on one line ('3 x Health Potion'), in pack order. */
export function inventorySection(state: GameState): { heading: string; lines: string[] } {
  const counts = new Map<string, number>();
  for (const item of state.inventory) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
  const lines = [...counts].map(([name, count]) => `${INDENT}${count > 1 ? `${count} x ${name}` : name}`);
  return {
    heading: T.inventory(state.inventory.length, INVENTORY_LIMIT),
    lines: lines.length > 0 ? lines : [`${INDENT}${T.nothing}`],
  };
}

/** Learned spells with their mana cost. */
export function spellsSection(state: GameState): string[] {
  const spells = state.player.learnedSpells.map((name) => row(name, T.mana(spellByName(name)?.manaCost ?? 0)));
  return spells.length > 0 ? spells : [`${INDENT}${T.nothing}`];
}

/** Floor, the day it was first reached, and the action that reached it. */
export function floorsSection(story: RunStory): string[] {
  const [floor, day, action] = T.floorsHeader;
  const line = (a: string, b: string, c: string) =>
    `${INDENT}${a.padStart(floor.length)}  ${b.padStart(day.length)}  ${c.padStart(8)}`;
  return [line(floor, day, action), ...story.floors.map((f) => line(String(f.floor), String(f.day), figure(f.action)))];
}

/** Kills by monster, most first. */
export function killsSection(story: RunStory): { heading: string; lines: string[] } {
  const total = story.kills.reduce((sum, k) => sum + k.count, 0);
  if (total === 0) return { heading: T.kills(0), lines: [`${INDENT}${T.noKills}`] };
  const width = Math.max(LABEL_WIDTH, ...story.kills.map((k) => k.monster.length + 2));
  return {
    heading: T.kills(total),
    lines: story.kills.map((k) => `${INDENT}${k.monster.padEnd(width)}${String(k.count).padStart(5)}`),
  };
}

/** Score by source; the rows add up to the final score. */
export function scoreSection(story: RunStory): string[] {
  const { victories, descents, rests } = story.score;
  const rows: [string, string][] = [
    [T.scoreRows.victories, signed(victories)],
    [T.scoreRows.descents, signed(descents)],
    [T.scoreRows.rests(story.rests), signed(rests)],
    [T.scoreRows.final, figure(story.state.score)],
  ];
  return rows.map(([label, value]) => `${INDENT}${label.padEnd(LABEL_WIDTH)}${value.padStart(10)}`);
}

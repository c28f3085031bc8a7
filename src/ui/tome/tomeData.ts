// What the Tome of Knowledge lists, built from the engine's data tables: items grouped by type and
// sorted by tier, spells, and monsters by category; with search and the "discovered only" filter, and
// with a game the engine's threat for each monster the hero has met.
import { createMonster, ITEMS, MONSTER_CATALOGUE, rulesOf, SPELLS, threat } from '../../engine';
import type { GameState, Item, ItemEffect, ItemType, MonsterCatalogueEntry, Spell, Threat } from '../../engine';
import { STAT_ABBREVIATIONS } from '../../shared/statFigure';

/** A titled list of entries of one kind. */
export interface TomeGroup<T> {
  title: string;
  entries: T[];
}

/** Everything the Tome shows, already filtered. */
export interface TomeContents {
  itemGroups: TomeGroup<Item>[];
  spells: Spell[];
  monsterGroups: TomeGroup<MonsterCatalogueEntry>[];
  /** By monster name: how a fight with one met on the hero's floor now would go (empty without a game). */
  threats: ReadonlyMap<string, Threat>;
  /** The floor those threats are for (null without a game). */
  floor: number | null;
}

const TYPE_TITLES: Record<ItemType, string> = {
  weapon: 'Weapons',
  armor: 'Armor',
  helmet: 'Helmets',
  boots: 'Boots',
  gloves: 'Gloves',
  ring: 'Rings',
  potion: 'Potions',
  scroll: 'Scrolls',
  key: 'Keys',
  treasure: 'Treasures',
};

/** The tier colour band: up to 5, up to 10, up to 15, above 15. */
export function tierBand(tier: number): 'common' | 'rare' | 'epic' | 'legendary' {
  if (tier <= 5) return 'common';
  if (tier <= 10) return 'rare';
  if (tier <= 15) return 'epic';
  return 'legendary';
}

/** Effect badges such as '+5 STR' or '+25 HP'. */
export function effectBadges(effect: ItemEffect | undefined): string[] {
  if (!effect) return [];
  return (Object.keys(STAT_ABBREVIATIONS) as (keyof ItemEffect)[])
    .filter((key) => effect[key])
    .map((key) => `+${effect[key]} ${STAT_ABBREVIATIONS[key]}`);
}

/** Case-insensitive match on name or description; an empty query matches everything. */
export function matchesQuery(query: string, name: string, description: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || name.toLowerCase().includes(q) || description.toLowerCase().includes(q);
}

function groupBy<T>(entries: T[], keyOf: (entry: T) => string, order: readonly string[]): TomeGroup<T>[] {
  return order
    .map((title) => ({ title, entries: entries.filter((entry) => keyOf(entry) === title) }))
    .filter((group) => group.entries.length > 0);
}

/**
 * How a fight with the monster `name` would go for the hero now, one of its kind being met fresh on the
 * hero's floor: built by the engine's createMonster from the template of the rules the run plays under,
 * judged by threat(). Null when those rules have no such monster.
 */
export function tomeThreat(state: GameState, name: string): Threat | null {
  const template = rulesOf(state).monsters.find((t) => t.name === name);
  if (!template) return null;
  // An id no placed monster has, so threat() never takes it for the one being fought.
  const { x, y } = state.player;
  const met = createMonster(template, state.dungeon.level, `tome:${name}`, x, y, rulesOf(state).tierScalePercent);
  return threat(state, met);
}

function threatsOf(state: GameState | null, monsters: readonly MonsterCatalogueEntry[]): Map<string, Threat> {
  const threats = new Map<string, Threat>();
  if (!state) return threats;
  for (const { name } of monsters) {
    const judged = tomeThreat(state, name);
    if (judged) threats.set(name, judged);
  }
  return threats;
}

/** The Tome's contents for a query; with a game state, only what that hero has discovered. */
export function tomeContents(query: string, state: GameState | null = null): TomeContents {
  const items = ITEMS.filter((item) => matchesQuery(query, item.name, item.description))
    .filter((item) => !state || state.discoveredItems.includes(item.id))
    .sort((a, b) => a.tier - b.tier);
  const spells = SPELLS.filter((spell) => matchesQuery(query, spell.name, spell.description)).filter(
    (spell) => !state || state.discoveredSpells.includes(spell.name),
  );
  const monsters = MONSTER_CATALOGUE.filter((m) => matchesQuery(query, m.name, m.description)).filter(
    (m) => !state || state.discoveredMonsters.includes(m.name),
  );
  const categories = [...new Set(MONSTER_CATALOGUE.map((m) => m.category))];
  return {
    itemGroups: groupBy(items, (item) => TYPE_TITLES[item.type], Object.values(TYPE_TITLES)),
    spells,
    monsterGroups: groupBy(monsters, (m) => m.category, categories),
    threats: threatsOf(state, monsters),
    floor: state ? state.dungeon.level : null,
  };
}

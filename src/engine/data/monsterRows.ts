// The compact row form of a monster table, shared by every rules version's table.
import type { MonsterTemplate } from '../types';

/** One template as a table row: name, symbol, tier, then the base stats before level scaling. */
export type MonsterRow = [
  name: string,
  symbol: string,
  tier: number,
  health: number,
  attack: number,
  defense: number,
  exp: number,
  gold: number,
];

/** The templates of a table of rows, in row order. */
export function templatesFrom(rows: readonly MonsterRow[]): readonly MonsterTemplate[] {
  return rows.map(([name, symbol, tier, baseHealth, baseAttack, baseDefense, baseExp, baseGold]) => ({
    name,
    symbol,
    tier,
    baseHealth,
    baseAttack,
    baseDefense,
    baseExp,
    baseGold,
  }));
}

/** A table with the rows named in `rows` replaced by them (same names, same places), the rest as they were. */
export function retuned(table: readonly MonsterTemplate[], rows: readonly MonsterRow[]): readonly MonsterTemplate[] {
  const changed = templatesFrom(rows);
  return table.map((template) => changed.find((row) => row.name === template.name) ?? template);
}

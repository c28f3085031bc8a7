// What a player reads of a monster met on a floor under a rules version: its template scaled by that version.
import { createMonster } from '../../../src/engine/dungeon/spawn';
import { rulesFor } from '../../../src/engine/versions/profiles';

/** Health, attack, experience and gold of a monster. */
export type Met = [number, number, number, number];

/** Health, attack, experience and gold of the monster named `name` met on `floor` under `version`. */
export function metOn(version: number, name: string, floor: number): Met {
  const profile = rulesFor(version)!;
  const template = profile.monsters.find((t) => t.name === name)!;
  const { health, attack, experience, gold } = createMonster(template, floor, 'm', 1, 1, profile.tierScalePercent);
  return [health, attack, experience, gold];
}

// The words of the Out of Stamina dialog: each way out (the engine's waysOut) as one line with what it
// costs and does, and the warning when it is not safe. Figures come from the engine; only words here.
import type { WayOut } from '../../../engine';
import { groupDigits as g } from '../../../shared/groupDigits';

/** What the dialog needs to know about the fight, beside each way: the monster and its strongest blow. */
export interface FightView {
  monster: string;
  /** The monster's health now. */
  monsterHealth: number;
  /** The most damage one of its blows can deal. */
  blow: number;
  /** The hero's health now. */
  health: number;
}

/** The way's button text: its name, what it costs and what it does. */
export function wayLabel(way: WayOut, fight: FightView | null, health: number): string {
  switch (way.kind) {
    case 'cast': {
      const monster = fight?.monster ?? 'monster';
      const left = fight === null ? '' : ` keeps ${g(fight.monsterHealth - way.damage)} health`;
      const effect = way.finishes ? `finishes the ${monster}` : `the ${monster}${left || ' fights on'}`;
      return `${way.spell}: ${g(way.mana)} mana + ${way.stamina} stamina, ${g(way.damage)} damage — ${effect}`;
    }
    case 'potion':
      return way.enables !== null
        ? `Drink ${way.item}: +${g(way.mana)} mana, enough for ${way.enables}`
        : `Drink ${way.item}: +${g(way.health)} health (${g(health)} → ${g(health + way.health)})`;
    case 'sacrifice':
      return way.cost === 0
        ? `Sacrifice Health: costs nothing at ${g(health)} health, for ${way.gain} stamina`
        : `Sacrifice Health: ${g(way.cost)} health for ${way.gain} stamina (${g(health)} → ${g(way.healthAfter)} health)`;
    case 'rest':
      return `Rest Instead: full health, mana and stamina; ${way.scoreCost === 0 ? 'costs no score' : `costs ${g(way.scoreCost)} score`}`;
    case 'walk':
      return `Walk On: each step outside a fight regains ${way.gainPerStep} stamina`;
  }
}

/** Why a way is not safe, in a few words, or null when it is. */
export function wayRisk(way: WayOut, fight: FightView | null): string | null {
  if (way.safe || fight === null) return null;
  const blow = `the ${fight.monster}'s next blow (up to ${g(fight.blow)})`;
  switch (way.kind) {
    case 'cast':
      return `Risky: ${blow} could end your quest.`;
    case 'sacrifice':
      return `Risky: it leaves ${g(way.healthAfter)} health, and ${blow} could end your quest after your attack.`;
    default:
      return `Risky: afterwards ${blow} could still end your quest.`;
  }
}

/** The plain words for the case that reads like a bug: at 1 health the sacrifice costs nothing. */
export function oneHealthNote(ways: readonly WayOut[], health: number): string | null {
  const sacrifice = ways.find((way) => way.kind === 'sacrifice');
  if (sacrifice?.kind !== 'sacrifice' || sacrifice.cost !== 0) return null;
  return `At ${health} health a sacrifice costs nothing: you keep your ${health} health and recover ${sacrifice.gain} stamina.`;
}

/** The warning when no way out is safe in a fight. */
export function noSafeWayNote(fight: FightView): string {
  return `No way out is safe: at ${g(fight.health)} health, one blow from the ${fight.monster} (up to ${g(fight.blow)}) ends your quest. Choose with care.`;
}

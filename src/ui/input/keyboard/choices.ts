// The "which?" prompts of the prompt keys (gameActions.ts), as data: each asks for the letter of a pack
// slot or a spell, offers the slots it can act on, and says what a chosen one sends. The letters are the
// ones the inventory and spells panels draw (slotLetter), so what the eye reads is what the hand types.
import { isEquippable, SPELLS, type GameState, type Item } from '../../../engine';
import type { GameEvent } from '../../../app/gameTypes';
import { packSlots } from '../../game/hud/panels/packSlots';

/** The prompts a key can open. */
export type ChoiceId = 'inventory' | 'quaff' | 'read' | 'equip' | 'cast';

/** One thing a prompt offers: the letter shown beside it and what choosing it sends. */
export interface ChoiceOption {
  letter: string;
  name: string;
  event: GameEvent;
}

interface Choice {
  /** The prompt's question ("Drink which?"), followed on screen by the letters it takes. */
  question: string;
  /** What the line says when nothing can be chosen. */
  none: string;
  /** The kind of thing offered: a pack slot, or a learned spell. */
  from: 'pack' | 'spells';
  /** Which pack slots the prompt offers (every spell for 'spells'). */
  offers: (item: Item) => boolean;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The letter of the slot or spell at `index` in its panel: a, b, c... */
export function slotLetter(index: number): string {
  return LETTERS[index] ?? '';
}

const ANY = () => true;

export const CHOICES: Readonly<Record<ChoiceId, Choice>> = {
  inventory: { question: 'Use or equip which?', none: 'Thy pack is empty.', from: 'pack', offers: ANY },
  quaff: { question: 'Drink which?', none: 'Thou hast no potion.', from: 'pack', offers: (i) => i.type === 'potion' },
  read: { question: 'Read which?', none: 'Thou hast no scroll.', from: 'pack', offers: (i) => i.type === 'scroll' },
  equip: { question: 'Equip which?', none: 'Thou hast nothing to equip.', from: 'pack', offers: isEquippable },
  cast: { question: 'Cast which spell?', none: 'Thou knowest no spell.', from: 'spells', offers: ANY },
};

/** The learned spells in the order the spells panel lists them (the catalogue's). */
export function learnedInOrder(learned: readonly string[]): typeof SPELLS {
  return SPELLS.filter((spell) => learned.includes(spell.name));
}

/** What a slot's own button does: Eq for what can be worn, Use for the rest (a scroll's Use reads it). */
function itemEvent(item: Item): GameEvent {
  return {
    type: 'ACT',
    action: isEquippable(item) ? { type: 'equip', itemId: item.id } : { type: 'useItem', itemId: item.id },
  };
}

/** What prompt `id` offers now, each under the letter its panel shows. */
export function choiceOptions(id: ChoiceId, state: GameState): ChoiceOption[] {
  const choice = CHOICES[id];
  if (choice.from === 'spells') {
    return learnedInOrder(state.player.learnedSpells).map((spell, i) => ({
      letter: slotLetter(i),
      name: spell.name,
      event: { type: 'ACT', action: { type: 'cast', spell: spell.name } },
    }));
  }
  return packSlots(state.inventory).flatMap((slot, i) =>
    choice.offers(slot.item) ? [{ letter: slotLetter(i), name: slot.item.name, event: itemEvent(slot.item) }] : [],
  );
}

/** The letters on offer as a roguelike writes them: "a-d" for a run of three or more, "a, c" otherwise. */
export function letterList(letters: readonly string[]): string {
  const runs: string[][] = [];
  for (const letter of letters) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (last !== undefined && LETTERS.indexOf(letter) === LETTERS.indexOf(last) + 1) run.push(letter);
    else runs.push([letter]);
  }
  return runs.flatMap((run) => (run.length >= 3 ? [`${run[0]}-${run[run.length - 1]}`] : run)).join(', ');
}

/** The prompt's line: "Drink which? [a, c] (Escape: none)", or what it says when nothing is on offer. */
export function promptText(id: ChoiceId, options: readonly ChoiceOption[]): string {
  const choice = CHOICES[id];
  if (options.length === 0) return choice.none;
  return `${choice.question} [${letterList(options.map((o) => o.letter))}] (Escape: none)`;
}

// Reading a scroll: teaches its spell and is consumed; a known spell refuses and keeps the scroll.
import type { GameState, Item } from '../types';
import { withoutIndex } from './inventory';
import { copyPlayer, withPlayer } from './copy';
import { done, refuse, type Outcome } from './log';
import { MESSAGES } from './messages';
import { addOnce } from './state';

/** Reads the scroll at inventory `index`; `knownMessage` is the refusal when the spell is known. */
export function readScroll(state: GameState, index: number, knownMessage: (spell: string) => string): Outcome {
  const scroll: Item = state.inventory[index];
  const spell = scroll.teachSpell;
  if (spell === undefined) return refuse(state, MESSAGES.cannotEquip(scroll.name));
  if (state.player.learnedSpells.includes(spell)) return refuse(state, knownMessage(spell));
  const learned = copyPlayer(state.player);
  learned.learnedSpells = [...state.player.learnedSpells, spell];
  const next = withPlayer(state, learned);
  next.inventory = withoutIndex(state.inventory, index);
  next.discoveredSpells = addOnce(state.discoveredSpells, spell);
  return done(next, MESSAGES.learnSpell(spell));
}

// The help dialog's content: the keys in force and short rules, as data.
import type { GameActionId } from '../input/keyboard/gameActions';

/** A titled list of help lines. */
export interface HelpSection {
  title: string;
  rows: readonly [key: string, meaning: string][];
  /** Folded until opened: a touch screen's player has no keyboard to read about. */
  folded?: boolean;
}

/** The names of an action's keys in force, as the keyboard prints them (["W", "Up arrow"]). */
export type KeysOf = (action: GameActionId) => readonly string[];

const MOVES: readonly GameActionId[] = ['moveUp', 'moveLeft', 'moveDown', 'moveRight'];

/** "W A S D / arrows": the moves' first keys, then their second keys ("arrows" when those are the arrows). */
function moveKeys(keys: KeysOf): string {
  const first = MOVES.map((move) => keys(move)[0]).join(' ');
  const second = MOVES.map((move) => keys(move)[1]);
  if (second.some((name) => name === undefined)) return first;
  return `${first} / ${second.every((name) => / arrow$/.test(name)) ? 'arrows' : second.join(' ')}`;
}

// The rules a new player asks about most.
const RULES: HelpSection = {
  title: 'Rules of the dungeon',
  rows: [
    ['Combat', 'Step onto a monster. An attack costs 15 stamina, a spell 3 stamina plus its mana.'],
    // Short: on a phone the whole HELP stays under two screens; the tutorial's Battle page says the rest.
    ['Threat', 'Walk around a monster marked deadly: a fight cannot be left.'],
    [
      'Rest',
      'Restores health, mana and stamina; a day passes and the score drops by 10%. The nearest monster may break it first: REST shows the nearest one seen and its chance.',
    ],
    ['Stamina', 'When too tired, sacrifice half thy health for half thy stamina.'],
    ['Chests', 'A locked chest (?) opens with a silver key.'],
    ['Full pack', 'Drop an item on an empty floor to make room; step back onto it to take it again.'],
    [
      'Merchant',
      'Sell items for gold at the merchant (♣): the shop opens when thou stoppest on it (a walk passes by); tap or click thine own cell there to open it again.',
    ],
    ['Exit', 'It looks like floor until thou standest on it, then shows as E; descend: +100 score per dungeon level.'],
    ['Saving', 'The game saves in this browser every 30 s; SAVE gives a code, LOAD restores one.'],
  ],
};

// A touch screen's gestures and buttons, first on a phone: its player has no keys to press.
const TOUCH: HelpSection = {
  title: 'On a touch screen',
  rows: [
    ['Swipe on the map', 'Move one tile that way'],
    ['Tap a seen cell', 'Travel there by the shortest known way'],
    ['ATK · REST · EXIT · EXPLORE', 'The buttons under the map do what their keys do'],
    ['MENU', 'HELP, SAVE, LOAD, THEME and the rest of the header'],
  ],
};

/** Keys first (those in force, as CONTROLS set them), then the rules a new player asks about most; on a
 *  touch screen its gestures come before both and the keys are folded away. */
export function helpSections(keys: KeysOf, touch = false): readonly HelpSection[] {
  const key = (...actions: GameActionId[]) => actions.flatMap((action) => keys(action)).join(' / ');
  const sections: HelpSection[] = [
    {
      title: 'Keys (CONTROLS changes them)',
      folded: touch,
      rows: [
        [moveKeys(keys), 'Move one tile (by key position: Z Q S D on AZERTY)'],
        [key('attack'), 'Attack (only in combat)'],
        [key('rest'), 'Rest (not in combat)'],
        [key('exit'), 'Descend at the found exit'],
        [key('healthPotion', 'manaPotion'), 'Drink a health / mana potion'],
        [key('quaff'), 'Quaff: drink a potion, then its letter (each pack slot shows one, a to t)'],
        [key('read'), 'Read a scroll, then its letter'],
        [key('equip'), 'Equip a weapon, armour or ring, then its letter'],
        [key('inventory'), 'Inventory: use or equip any item, then its letter (what its button does)'],
        [key('cast'), 'Cast a spell, then its letter in the spells panel; Escape answers none'],
        [
          key('explore'),
          'Explore: walk toward the nearest unseen place; stops for a monster that comes into sight 3 steps or nearer by the way, beside one that bars the way, at a find or the exit; below half health it offers a rest first, and pressed again explores anyway (any key stops)',
        ],
        [key('look'), 'Look: hear what lies north, east, south and west (a screen reader speaks it)'],
        [key('tell'), 'Tell: hear thy health, mana, stamina and score'],
        [key('monsters'), 'Hear the monsters in view, where each stands and how dangerous each is'],
        [key('passage'), 'Hear the way to the nearest unexplored passage: steps and first direction'],
        [key('exitWay'), 'Hear the way to the exit once found: steps and first direction'],
        ['Click / tap a seen cell', 'Travel there by the shortest known way'],
      ],
    },
    RULES,
  ];
  return touch ? [TOUCH, ...sections] : sections;
}

// The help dialog's content: keys and short rules, as data.

/** A titled list of help lines. */
export interface HelpSection {
  title: string;
  rows: readonly [key: string, meaning: string][];
}

/** Keys first, then the rules a new player asks about most. */
export const HELP_SECTIONS: readonly HelpSection[] = [
  {
    // The defaults: CONTROLS lists the keys in force, as this keyboard prints them.
    title: 'Keys (the defaults; CONTROLS changes them)',
    rows: [
      ['W A S D / arrows', 'Move one tile (by key position: Z Q S D on AZERTY)'],
      ['Space', 'Attack (only in combat)'],
      ['R', 'Rest (not in combat)'],
      ['E', 'Descend at the found exit'],
      ['H / M', 'Drink a health / mana potion'],
      ['X', 'Explore: walk toward the nearest unseen place until something needs thee (any key stops)'],
      ['L', 'Look: hear what lies north, east, south and west (a screen reader speaks it)'],
      ['T', 'Tell: hear thy health, mana, stamina and score'],
      ['V', 'Hear the monsters in view, where each stands and how dangerous each is'],
      ['P', 'Hear the way to the nearest unexplored passage: steps and first direction'],
      ['G', 'Hear the way to the exit once found: steps and first direction'],
      ['Click / tap a seen cell', 'Travel there by the shortest known way'],
    ],
  },
  {
    title: 'Rules of the dungeon',
    rows: [
      ['Combat', 'Step onto a monster. An attack costs 15 stamina, a spell 3 stamina plus its mana.'],
      ['Rest', 'Restores health, mana and stamina; a day passes and the score drops by 10%.'],
      ['Stamina', 'When too tired, sacrifice half thy health for half thy stamina.'],
      ['Chests', 'A locked chest (?) opens with a silver key.'],
      ['Full pack', 'Drop an item on an empty floor to make room; step back onto it to take it again.'],
      ['Merchant', 'Sell items for gold at the merchant (♣).'],
      ['Exit', 'Find E, then descend: +100 score per dungeon level.'],
      ['Saving', 'The game saves in this browser every 30 s; SAVE gives a code, LOAD restores one.'],
    ],
  },
];

// The seven pages of the tutorial scroll, as data (STYLE.md: texts live in tables).

/** One page of the scroll: a heading and its lines. */
export interface TutorialPage {
  title: string;
  lines: readonly string[];
}

/** The scroll, in reading order (exactly 7 pages). */
export const TUTORIAL_PAGES: readonly TutorialPage[] = [
  {
    title: 'Welcome, Adventurer',
    lines: [
      'Below lies a dungeon of 100 levels, each a maze of stone.',
      'Name thy hero, descend as deep as thou darest, and carve thy score into the Hall of Legends.',
    ],
  },
  {
    title: 'Moving Through the Dark',
    lines: [
      'Walk with W A S D or the arrow keys, or the direction buttons on a touch screen.',
      'Thou art the @. Solid blocks are unseen; a dot marks ground thou hast explored.',
      'Each step lights the cells within two paces of thee.',
    ],
  },
  {
    title: 'Battle',
    lines: [
      'Step onto a monster to fight it. Initiative decides who strikes first.',
      'Press Space (ATTACK) on thy turn; each blow costs 15 stamina. The monster answers after a short pause.',
      'While a battle rages thou canst neither move nor rest.',
    ],
  },
  {
    title: 'Spells and Stamina',
    lines: [
      'Thou beginnest knowing FIREBALL, LIGHT and SHIELD. Each spell costs mana and 3 stamina.',
      'Scrolls teach new spells. LIGHT reveals the cells around thee.',
      'Out of stamina? Sacrifice half thy health for half thy stamina, or rest when no foe is near.',
    ],
  },
  {
    title: 'Treasure and Trade',
    lines: [
      'Gather $ treasure. A ? chest is locked: a silver key opens it.',
      'Equip weapons, armour and rings to raise thy stats; use potions with H (health) and M (mana).',
      'The merchant (♣) buys thy spoils for gold. Thy pack holds 20 items.',
    ],
  },
  {
    title: 'Rest, Rise and Descend',
    lines: [
      'R rests: health, mana and stamina return and a day passes, but thy score falls by 10%.',
      'Each victory brings experience; at each new level choose a stat to raise.',
      'Find the exit E and press E to descend. Deeper levels hold fiercer foes and richer loot.',
    ],
  },
  {
    title: 'The Hall of Legends',
    lines: [
      'Thy progress is saved in this browser; SAVE gives a code to carry it elsewhere.',
      'When thy quest ends, inscribe thy score in the seasonal Hall of Legends, free or premium with a coupon.',
      'Seasons turn each quarter. Fortune favours the bold!',
    ],
  },
];

// The seven pages of the tutorial scroll, as data (texts live in tables, as the engine's content does), naming the keys in
// force: a player who moved Explore to J in CONTROLS reads "Press J (EXPLORE)".
import type { GameActionId } from '../input/keyboard/gameActions';
import { keyLabel } from '../input/keyboard/keyLabels';
import { DEFAULT_BINDINGS } from '../input/keyboard/keyBindings';

/** One page of the scroll: a heading and its lines. */
export interface TutorialPage {
  title: string;
  lines: readonly string[];
}

/** The name of an action's first key in force ("X", "Space"). */
export type KeyName = (action: GameActionId) => string;

/** The scroll, in reading order (exactly 7 pages), with the keys `key` names. */
export function tutorialPages(key: KeyName): readonly TutorialPage[] {
  const moves = `${key('moveUp')} ${key('moveLeft')} ${key('moveDown')} ${key('moveRight')}`;
  return [
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
        `Walk with ${moves} or the arrow keys, or the direction buttons on a touch screen.`,
        'Thou art the @. Solid blocks are unseen; a dot marks ground thou hast explored.',
        'Each step lights the cells within two paces of thee.',
      ],
    },
    {
      title: 'Moving Fast',
      lines: [
        `Press ${key('explore')} (EXPLORE) to walk toward the nearest unseen place until something needs thee; any key stops thee sooner.`,
        'Click or tap any cell thou hast seen to travel there by the shortest known way.',
        'The exit hides: it looks like floor until thou standest on it, and only then shows as E.',
        `Standing on it, press ${key('exit')} (EXIT DUNGEON) to descend. Deeper levels hold fiercer foes and richer loot.`,
      ],
    },
    {
      title: 'Battle',
      lines: [
        'Step onto a monster to fight it. Initiative decides who strikes first.',
        'The nearest foe in sight is named with its threat: trivial, fair, dangerous or deadly. Walk around what is deadly; on the first floors that may be a Skeleton.',
        `Press ${key('attack')} (ATTACK) on thy turn; each blow costs 15 stamina. The monster answers after a short pause.`,
        'While a battle rages thou canst neither move nor rest.',
        'Each victory brings experience; at each new level choose a stat to raise.',
      ],
    },
    {
      title: 'Spells, Stamina and Rest',
      lines: [
        'Thou beginnest knowing FIREBALL, LIGHT and SHIELD. Each spell costs mana and 3 stamina.',
        'Scrolls teach new spells. LIGHT reveals the cells around thee.',
        'Out of stamina? Sacrifice half thy health for half thy stamina, or rest when no foe is near.',
        `${key('rest')} rests: health, mana and stamina return and a day passes, but thy score falls by 10%.`,
        'Rest far from what thou canst not beat: the nearest foe may find thee sleeping. The REST button names it and its chance.',
      ],
    },
    {
      title: 'Treasure and Trade',
      lines: [
        'Gather $ treasure. A ? chest is locked: a silver key opens it.',
        `Equip weapons, armour and rings to raise thy stats; use potions with ${key('healthPotion')} (health) and ${key('manaPotion')} (mana).`,
        'The merchant (♣) buys thy spoils for gold. Thy pack holds 20 items.',
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
}

/** The scroll with the default keys (as a keyboard that prints QWERTY names them). */
export const TUTORIAL_PAGES: readonly TutorialPage[] = tutorialPages((action) =>
  keyLabel(DEFAULT_BINDINGS[action][0], null),
);

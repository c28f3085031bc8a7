// Every action a game key can do, as data: its name on screen, what it sends, and its default keys.
import type { GameEvent } from '../../../app/gameTypes';
import type { Question } from '../../narration/answers';
import type { ChoiceId } from './choices';

/** The actions a key (or gamepad button) can be bound to. */
export type GameActionId =
  | 'moveUp'
  | 'moveDown'
  | 'moveLeft'
  | 'moveRight'
  | 'attack'
  | 'rest'
  | 'healthPotion'
  | 'manaPotion'
  | 'exit'
  | 'explore'
  | 'look'
  | 'tell'
  | 'monsters'
  | 'passage'
  | 'exitWay'
  | 'inventory'
  | 'quaff'
  | 'read'
  | 'equip'
  | 'cast';

/** What an action does: a statechart event, a question the live region answers, or a prompt that asks
 *  "which?" and takes the letter of a pack slot or a spell next (choices.ts). */
export type ActionEffect = { event: GameEvent } | { question: Question } | { choose: ChoiceId };

/** One bindable action. `byShape` actions are chosen for where the key sits (a block under the hand),
 *  so they never fall back to the character a key types; the others were chosen for their letter. */
export interface GameAction {
  id: GameActionId;
  label: string;
  effect: ActionEffect;
  /** KeyboardEvent.code values: the default keys by their place on a QWERTY keyboard. */
  defaults: readonly string[];
  byShape: boolean;
}

const move = (direction: 'up' | 'down' | 'left' | 'right'): ActionEffect => ({
  event: { type: 'ACT', action: { type: 'move', direction } },
});
const act = (type: 'attack' | 'rest' | 'useHealthPotion' | 'useManaPotion'): ActionEffect => ({
  event: { type: 'ACT', action: { type } },
});

function choose(id: ChoiceId & GameActionId, label: string, key: string): GameAction {
  return { id, label, effect: { choose: id }, defaults: [key], byShape: false };
}

/** The actions in the order the CONTROLS dialog lists them. */
export const GAME_ACTIONS: readonly GameAction[] = [
  { id: 'moveUp', label: 'Move up', effect: move('up'), defaults: ['KeyW', 'ArrowUp'], byShape: true },
  { id: 'moveDown', label: 'Move down', effect: move('down'), defaults: ['KeyS', 'ArrowDown'], byShape: true },
  { id: 'moveLeft', label: 'Move left', effect: move('left'), defaults: ['KeyA', 'ArrowLeft'], byShape: true },
  { id: 'moveRight', label: 'Move right', effect: move('right'), defaults: ['KeyD', 'ArrowRight'], byShape: true },
  { id: 'attack', label: 'Attack', effect: act('attack'), defaults: ['Space'], byShape: false },
  { id: 'rest', label: 'Rest', effect: act('rest'), defaults: ['KeyR'], byShape: false },
  { id: 'healthPotion', label: 'Health potion', effect: act('useHealthPotion'), defaults: ['KeyH'], byShape: false },
  { id: 'manaPotion', label: 'Mana potion', effect: act('useManaPotion'), defaults: ['KeyM'], byShape: false },
  { id: 'exit', label: 'Exit', effect: { event: { type: 'EXIT_PRESSED' } }, defaults: ['KeyE'], byShape: false },
  { id: 'explore', label: 'Explore', effect: { event: { type: 'EXPLORE' } }, defaults: ['KeyX'], byShape: false },
  { id: 'look', label: 'Look around', effect: { question: 'around' }, defaults: ['KeyL'], byShape: false },
  {
    id: 'tell',
    label: 'Tell HP, MP, SP, score',
    effect: { question: 'status' },
    defaults: ['KeyT'],
    byShape: false,
  },
  // V, P and G: letters off the W A S D block of QWERTY, AZERTY (Z Q S D) and Dvorak (, A O E).
  { id: 'monsters', label: 'Monsters in view', effect: { question: 'monsters' }, defaults: ['KeyV'], byShape: false },
  { id: 'passage', label: 'Nearest passage', effect: { question: 'passage' }, defaults: ['KeyP'], byShape: false },
  { id: 'exitWay', label: 'Way to the exit', effect: { question: 'exit' }, defaults: ['KeyG'], byShape: false },
  // The roguelike's prompt keys, then a slot's letter: Q quaff and Z cast as in NetHack and Crawl, I the
  // pack. Read and equip cannot have R, W or E (rest, a move, the exit): Y and F (fit), positions whose
  // Dvorak letters (f, u) fall back to nothing, where O would have taken Dvorak's R away from Rest.
  choose('inventory', 'Inventory: use or equip', 'KeyI'),
  choose('quaff', 'Quaff a potion', 'KeyQ'),
  choose('read', 'Read a scroll', 'KeyY'),
  choose('equip', 'Equip an item', 'KeyF'),
  choose('cast', 'Cast a spell', 'KeyZ'),
];

/** The action with this id. */
export function gameAction(id: GameActionId): GameAction {
  return GAME_ACTIONS.find((a) => a.id === id)!;
}

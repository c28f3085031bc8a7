import {
  nearestRoom,
  nearestUnexplored,
  threat,
  type Direction,
  type GameState,
  type Monster,
  type Room,
  type Way,
} from '../../engine';
import { seenMonsters } from '../../app/gameQueries';
import { whereFrom } from './where';

/** The questions a player can ask with a key instead of scanning the screen. */
export type Question = 'around' | 'status' | 'monsters' | 'passage' | 'exit';

// Clockwise from north, as a compass is read; y grows downwards on the map.
const STEPS: readonly [string, number, number][] = [
  ['North', 0, -1],
  ['East', 1, 0],
  ['South', 0, 1],
  ['West', -1, 0],
];

const COMPASS: Readonly<Record<Direction, string>> = { up: 'north', right: 'east', down: 'south', left: 'west' };

/** "A Goblin", "An Orc" (or "a Goblin" inside a sentence). */
export function withArticle(name: string, letter: 'upper' | 'lower' = 'upper'): string {
  const article = /^[AEIOU]/i.test(name) ? 'An' : 'A';
  return `${letter === 'upper' ? article : article.toLowerCase()} ${name}`;
}

/**
 * What the map shows on one neighbouring cell, in a word or two (walls are null in the dungeon's
 * rooms). Only what a sighted player sees there: the map draws treasure as $ without its name, and
 * the exit as floor until the hero has stood on it.
 */
function cellWords(room: Room | null | undefined, exitFound: boolean): string {
  if (!room) return 'wall';
  if (room.type === 'monster' && room.content) return withArticle((room.content as Monster).name, 'lower');
  if (room.type === 'treasure' && room.content) return 'treasure';
  if (room.type === 'locked' && room.content) return 'a locked chest';
  if (room.type === 'merchant') return 'the merchant';
  if (room.type === 'exit' && exitFound) return 'the exit';
  return 'open';
}

function around(state: GameState): string {
  const { player, dungeon } = state;
  return STEPS.map(
    ([name, dx, dy]) => `${name}: ${cellWords(dungeon.rooms[player.y + dy]?.[player.x + dx], dungeon.exitFound)}.`,
  ).join(' ');
}

/** Every monster in sight now (as the map draws it), nearest first, where it stands and the engine's
 *  threat word for the hero now: "A Troll, 2 east, dangerous." The one fought is judged as it stands. */
function monsters(state: GameState): string {
  const { player, combat } = state;
  const seen = seenMonsters(state);
  if (seen.length === 0) return 'No monsters in view.';
  return seen
    .map(({ monster, room }) => {
      const where = whereFrom(player, room);
      const fought = where === 'here' && combat.active && combat.monster?.id === monster.id ? combat.monster : monster;
      const word = threat(state, fought).word;
      return where === 'here'
        ? `${withArticle(monster.name)}, fighting you, ${word}.`
        : `${withArticle(monster.name)}, ${where}, ${word}.`;
    })
    .join(' ');
}

/** "12 steps, first north." */
function wayWords(way: Way): string {
  return `${way.distance} ${way.distance === 1 ? 'step' : 'steps'}, first ${COMPASS[way.direction]}.`;
}

function passage(state: GameState): string {
  const way = nearestUnexplored(state);
  return way ? `The nearest unexplored passage: ${wayWords(way)}` : 'No unexplored passage within reach.';
}

function exit(state: GameState): string {
  if (!state.dungeon.exitFound) return 'The exit has not been found yet.';
  const { player } = state;
  if (state.dungeon.rooms[player.y]?.[player.x]?.type === 'exit') return 'The exit: here.';
  const way = nearestRoom(state, (room) => room.type === 'exit');
  return way ? `The exit: ${wayWords(way)}` : 'The exit: no known way there.';
}

function status(state: GameState): string {
  const { player } = state;
  return `Health ${player.health} of ${player.maxHealth}. Mana ${player.mana} of ${player.maxMana}. Stamina ${player.stamina} of ${player.maxStamina}. Score ${state.score}.`;
}

const ANSWERS: Readonly<Record<Question, (state: GameState) => string>> = { around, status, monsters, passage, exit };

/** The answer to a question, in short sentences for the polite live region. Steps and first moves are
 *  the engine's path-finding queries over what the player has seen, as auto-explore and travel walk. */
export function answerFor(question: Question, state: GameState): string {
  return ANSWERS[question](state);
}

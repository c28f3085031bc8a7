import {
  exploreBlocker,
  nearestRoom,
  nearestUnexplored,
  STEPS,
  threat,
  travelBlocker,
  type Blocker,
  type Direction,
  type GameState,
  type Monster,
  type Room,
  type Way,
} from '../../engine';
import { seenMonsters, unseenCellsLeft } from '../../app/gameQueries';
import { whereFrom } from './where';
import { withArticle } from './withArticle';

/** The questions a player can ask with a key instead of scanning the screen. */
export type Question = 'around' | 'status' | 'monsters' | 'passage' | 'exit';

const COMPASS: Readonly<Record<Direction, string>> = { up: 'north', right: 'east', down: 'south', left: 'west' };
// The engine's steps run clockwise from up, as a compass is read: North, East, South, West.
const HEADINGS: readonly string[] = STEPS.map(
  ({ direction }) => COMPASS[direction][0].toUpperCase() + COMPASS[direction].slice(1),
);

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
    ({ dx, dy }, i) =>
      `${HEADINGS[i]}: ${cellWords(dungeon.rooms[player.y + dy]?.[player.x + dx], dungeon.exitFound)}.`,
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

/** "A Rat blocks the way: 2 east." (`to`: " to the exit"): the monster in sight that bars a walk, and where. */
export function blocksTheWay(state: GameState, blocker: Blocker, to = ''): string {
  return `${withArticle(blocker.monster.name)} blocks the way${to}: ${whereFrom(state.player, blocker)}.`;
}

// P and G answer by the player's walking rule ('sight'), as X and travel walk: past monsters
// remembered out of sight, never past one in sight (that one is named).
function passage(state: GameState): string {
  const way = nearestUnexplored(state, 'sight');
  if (way) return `The nearest unexplored passage: ${wayWords(way)}`;
  // With every cell seen, explore's way leads to the exit, not to a passage: no passage is left.
  const blocker = unseenCellsLeft(state) ? exploreBlocker(state) : null;
  return blocker ? blocksTheWay(state, blocker) : 'No unexplored passage within reach.';
}

function exit(state: GameState): string {
  if (!state.dungeon.exitFound) return 'The exit has not been found yet.';
  const { player } = state;
  if (state.dungeon.rooms[player.y]?.[player.x]?.type === 'exit') return 'The exit: here.';
  const way = nearestRoom(state, (room) => room.type === 'exit', 'sight');
  if (way) return `The exit: ${wayWords(way)}`;
  const exitRoom = state.dungeon.rooms.flat().find((room) => room?.type === 'exit');
  const blocker = exitRoom ? travelBlocker(state, exitRoom.x, exitRoom.y) : null;
  return blocker ? blocksTheWay(state, blocker, ' to the exit') : 'The exit: no known way there.';
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

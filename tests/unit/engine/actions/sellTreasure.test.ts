// Selling all treasure at once: one action at the merchant instead of one tap per gem.
import { describe, expect, it } from 'vitest';
import {
  apply,
  decodeSaveCode,
  encodeSaveCode,
  newGame,
  replay,
  runRecord,
  sameRun,
  scoreSubmission,
  sellPrice,
  SUPPORTED_RULES_VERSIONS,
  treasureSale,
  validateAction,
  type Action,
  type Direction,
  type GameState,
  type Item,
  type Room,
} from '../../../../src/engine';
import { decodeActions, encodeActions } from '../../../../src/engine/save';
import { digest } from '../../../../scripts/sim/digest';
import { goldenVersions, readGoldenFixture } from '../../../../scripts/sim/goldenFixture';
import { act, item, lastLine, monster, onMap } from '../../../support/engine/helpers';

const SELL_ALL: Action = { type: 'sellTreasure' };

/** The hero on a merchant room holding `pack`. */
function atMerchant(pack: Item[]): GameState {
  return { ...onMap(['####', '#&.#', '####']), inventory: pack };
}

const ruby = item('ruby', 1);
const diamonds = item('diamonds', 2);
const pearl = item('pearl', 3);
const potion = item('health_potion', 4);
const sword = item('iron_sword', 5);
const key = item('silver_key', 6);

/** The first step of a shortest way to a room matching `isTarget` (monsters in the way are fought). */
function stepTowards(state: GameState, isTarget: (room: Room) => boolean): Direction | null {
  const steps: [Direction, number, number][] = [
    ['up', 0, -1],
    ['down', 0, 1],
    ['left', -1, 0],
    ['right', 1, 0],
  ];
  const { rooms } = state.dungeon;
  const first = new Map<string, Direction | null>([[`${state.player.x},${state.player.y}`, null]]);
  const queue: [number, number][] = [[state.player.x, state.player.y]];
  for (let i = 0; i < queue.length; i++) {
    const [x, y] = queue[i];
    const way = first.get(`${x},${y}`) ?? null;
    if (way !== null && isTarget(rooms[y][x]!)) return way;
    for (const [direction, dx, dy] of steps) {
      const key = `${x + dx},${y + dy}`;
      if (!rooms[y + dy]?.[x + dx] || first.has(key)) continue;
      first.set(key, way ?? direction);
      queue.push([x + dx, y + dy]);
    }
  }
  return null;
}

/** One action of a plain player: fight what stands in the way, rest when hurt, else step towards the target. */
function playTowards(state: GameState, isTarget: (room: Room) => boolean): GameState | null {
  if (state.combat.active) {
    if (state.combat.turn === 'monster') return apply(state, { type: 'monsterTurn' });
    return apply(state, { type: state.player.stamina >= 15 ? 'attack' : 'sacrificeForStamina' });
  }
  if (state.player.health * 2 < state.player.maxHealth) return apply(state, { type: 'rest' });
  const direction = stepTowards(state, isTarget);
  return direction === null ? null : apply(state, { type: 'move', direction });
}

/** A real run: play to treasure rooms until a treasure is held, then to the merchant, and sell it all. */
function treasureRun(): GameState {
  const holdsTreasure = (s: GameState) => s.inventory.some((held) => held.type === 'treasure');
  let state: GameState | null = newGame('Seller', 'treasure-run-2');
  for (let i = 0; i < 2000 && state !== null && !holdsTreasure(state); i++)
    state = playTowards(state, (room) => room.type === 'treasure');
  for (let i = 0; i < 2000 && state !== null && currentRoomType(state) !== 'merchant'; i++)
    state = playTowards(state, (room) => room.type === 'merchant');
  if (state === null || !holdsTreasure(state)) throw new Error('the run never reached the merchant with treasure');
  return apply(state, SELL_ALL);
}

const currentRoomType = (s: GameState) => s.dungeon.rooms[s.player.y][s.player.x]?.type;

describe('sellTreasure', () => {
  it('sells every treasure in the pack for its own price, keeps everything else, in one log line', () => {
    const state = atMerchant([ruby, potion, diamonds, sword, pearl, key]);
    const gold = sellPrice(state, ruby) + sellPrice(state, diamonds) + sellPrice(state, pearl);
    const outcome = act(state, SELL_ALL);
    expect(outcome.refusal).toBeNull();
    expect(outcome.state.player.gold).toBe(gold);
    expect(outcome.state.inventory).toEqual([potion, sword, key]);
    expect(lastLine(outcome.state)).toBe(`You sold 3 treasures for ${gold} gold.`);
    expect(outcome.state.log).toHaveLength(state.log.length + 1);
  });

  it('is what treasureSale previews: the items and the gold, before the sale', () => {
    const state = atMerchant([ruby, potion, diamonds]);
    const sale = treasureSale(state);
    expect(sale.items).toEqual([ruby, diamonds]);
    expect(sale.gold).toBe(sellPrice(state, ruby) + sellPrice(state, diamonds));
    expect(act(state, SELL_ALL).state.player.gold).toBe(sale.gold);
  });

  it('says "treasure" for one', () => {
    const state = atMerchant([ruby]);
    expect(lastLine(act(state, SELL_ALL).state)).toBe(`You sold 1 treasure for ${sellPrice(state, ruby)} gold.`);
  });

  it('refuses away from a merchant, in combat, and with no treasure, changing nothing', () => {
    const away = { ...onMap(['####', '#@.#', '####']), inventory: [ruby] };
    expect(act(away, SELL_ALL).refusal).toBe('There is no merchant here.');
    const fighting = { ...atMerchant([ruby]), combat: { active: true, turn: 'player' as const, monster: monster() } };
    expect(act(fighting, SELL_ALL).refusal).toBe('There is no merchant here.');
    const none = atMerchant([potion, sword, key]);
    const refused = act(none, SELL_ALL);
    expect(refused.refusal).toBe('You have no treasure to sell.');
    expect(refused.state.inventory).toEqual(none.inventory);
    expect(refused.state.player.gold).toBe(0);
    expect(treasureSale(none)).toEqual({ items: [], gold: 0 });
  });

  it('is a legal action under every rules version, a bare one', () => {
    expect(validateAction({ type: 'sellTreasure', itemId: 'ruby-1' })).toEqual({ type: 'sellTreasure' });
    for (const rulesVersion of SUPPORTED_RULES_VERSIONS) {
      const played = { ...atMerchant([ruby]), rulesVersion };
      expect(act(played, SELL_ALL).refusal).toBeNull();
    }
  });

  it('has its own letter T in the compact action log, and a log without it encodes as before', () => {
    expect(encodeActions([SELL_ALL])).toBe('T');
    expect(decodeActions('rTl', 10)).toEqual([
      { type: 'move', direction: 'right' },
      SELL_ALL,
      { type: 'move', direction: 'left' },
    ]);
  });

  it('replays, and survives a save code: a run that picks up treasure and sells it all at the merchant', () => {
    const state = treasureRun();
    expect(state.actions.at(-1)).toEqual(SELL_ALL);
    expect(lastLine(state)).toMatch(/^You sold \d+ treasures? for \d+ gold\.$/);
    expect(sameRun(replay(runRecord(state)), state)).toBe(true);
    const decoded = decodeSaveCode(encodeSaveCode(state, 0));
    expect(decoded.ok && decoded.state.verified).toBe(true);
  });
});

describe('old records (tests/fixtures/golden) never hold the new action and replay unchanged', () => {
  for (const version of goldenVersions()) {
    for (const run of readGoldenFixture(version).runs) {
      it(`v${version} ${run.seed}`, () => {
        const actions = decodeActions(run.actions, 1_000_000)!;
        expect(actions.some((a) => a.type === 'sellTreasure')).toBe(false);
        expect(encodeActions(actions)).toBe(run.actions);
        const state = replay({ rulesVersion: version, seed: run.seed, name: run.name, actions });
        expect(digest(state)).toBe(run.finalState);
        expect(digest(scoreSubmission(state))).toBe(run.submission);
      });
    }
  }
});

// src/engine/rules/messageOf.ts: every line the rules write is found back to its message, so the client
// classifies log lines and refusals by the engine's table (the golden runs and old save codes included).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeSaveCode,
  MESSAGE_KINDS,
  MESSAGES,
  messageKeyOf,
  messageKindOf,
  MOVE_BLOCKED,
  newGame,
  refusalCode,
  tryApply,
  type MessageKey,
} from '../../../../src/engine';
import { decodeActions } from '../../../../src/engine/save';
import { goldenVersions, readGoldenFixture } from '../../../../scripts/sim/goldenFixture';

// One line of every message, with arguments like the game's (names with spaces, numbers of several digits).
const LINES: Record<MessageKey, string[]> = {
  welcome: [MESSAGES.welcome('Aria the Bold')],
  gameOver: [MESSAGES.gameOver],
  questFulfilled: [MESSAGES.questFulfilled],
  blockedByCombat: [MESSAGES.blockedByCombat],
  noEnemy: [MESSAGES.noEnemy],
  waitForMonster: [MESSAGES.waitForMonster],
  tooTiredToAttack: [MESSAGES.tooTiredToAttack],
  tooTiredToCast: [MESSAGES.tooTiredToCast],
  notEnoughMana: [MESSAGES.notEnoughMana(15, 3)],
  unknownSpell: [MESSAGES.unknownSpell('fire ball')],
  spellNotLearned: [MESSAGES.spellNotLearned('MAGIC MISSILE')],
  cannotRestInCombat: [MESSAGES.cannotRestInCombat],
  cannotEquip: [MESSAGES.cannotEquip('Health Potion')],
  alreadyEquipped: [MESSAGES.alreadyEquipped('Ring of Power')],
  alreadyKnown: [MESSAGES.alreadyKnown('HEAL')],
  alreadyKnownEquip: [MESSAGES.alreadyKnownEquip('HEAL')],
  noStatPoint: [MESSAGES.noStatPoint],
  notEnoughHealthToSacrifice: [MESSAGES.notEnoughHealthToSacrifice],
  lockedChestNoKey: [MESSAGES.lockedChestNoKey],
  defeated: [MESSAGES.defeated],
  notMonsterTurn: [MESSAGES.notMonsterTurn],
  noSuchItem: [MESSAGES.noSuchItem],
  nothingInSlot: [MESSAGES.nothingInSlot('ring2')],
  packFullUnequip: [MESSAGES.packFullUnequip('Iron Helm')],
  healthFull: [MESSAGES.healthFull],
  manaFull: [MESSAGES.manaFull],
  noHealthPotion: [MESSAGES.noHealthPotion],
  noManaPotion: [MESSAGES.noManaPotion],
  noMerchant: [MESSAGES.noMerchant],
  cannotSell: [MESSAGES.cannotSell('Silver Key')],
  noPortal: [MESSAGES.noPortal],
  bottomOfWorld: [MESSAGES.bottomOfWorld],
  encounter: [MESSAGES.encounter('Ancient Dragon')],
  encounterAn: [MESSAGES.encounterAn('Ancient Dragon'), MESSAGES.encounterAn('Alpha & Omega')],
  encounterTitled: [MESSAGES.encounterTitled('The Destroyer')],
  playerInitiative: [MESSAGES.playerInitiative('Goblin')],
  playerInitiativeTitled: [MESSAGES.playerInitiativeTitled('The Destroyer')],
  monsterInitiative: [MESSAGES.monsterInitiative('Dark Mage')],
  foundTreasure: [MESSAGES.foundTreasure('Health Potion')],
  packFullTreasure: [MESSAGES.packFullTreasure('Ruby')],
  openedChest: [MESSAGES.openedChest('Silver Key', 'Ruby')],
  merchant: [MESSAGES.merchant],
  exitFound: [MESSAGES.exitFound],
  hit: [MESSAGES.hit('Goblin', 12)],
  hitTitled: [MESSAGES.hitTitled('The Destroyer', 5480)],
  miss: [MESSAGES.miss('Goblin')],
  missTitled: [MESSAGES.missTitled('The Destroyer')],
  victory: [MESSAGES.victory('Goblin', 15, 10)],
  victoryTitled: [MESSAGES.victoryTitled('The Destroyer', 1440, 2400)],
  levelUp: [MESSAGES.levelUp(12)],
  monsterHits: [MESSAGES.monsterHits('Goblin', 5)],
  monsterMisses: [MESSAGES.monsterMisses('Goblin')],
  castDamage: [MESSAGES.castDamage('MAGIC MISSILE', 'Rat', 30)],
  castDamageTitled: [MESSAGES.castDamageTitled('FIREBALL', 'The Destroyer', 300)],
  castHeal: [MESSAGES.castHeal('HEAL', 15)],
  castShield: [MESSAGES.castShield('SHIELD', 4)],
  castLight: [MESSAGES.castLight('LIGHT')],
  castOther: [MESSAGES.castOther('LIGHT')],
  rest: [MESSAGES.rest(4)],
  restWithCost: [MESSAGES.restWithCost(4, 120)],
  restBroken: [MESSAGES.restBroken],
  sacrifice: [MESSAGES.sacrifice(40, 25)],
  sacrificeFree: [MESSAGES.sacrificeFree(1, 25)],
  equip: [MESSAGES.equip('Iron Sword')],
  equipReplace: [MESSAGES.equipReplace('Steel Sword', 'Iron Sword')],
  unequip: [MESSAGES.unequip('Iron Sword')],
  learnSpell: [MESSAGES.learnSpell('LIGHTNING')],
  drinkHealth: [MESSAGES.drinkHealth('Health Potion', 30)],
  drinkMana: [MESSAGES.drinkMana('Mana Potion', 20)],
  inspect: [MESSAGES.inspect('Ruby', 'A red gem. Merchants pay well for it.')],
  sold: [MESSAGES.sold('Iron Sword', 20)],
  soldTreasure: [MESSAGES.soldTreasure(1, 40), MESSAGES.soldTreasure(3, 120)],
  noTreasure: [MESSAGES.noTreasure],
  allocate: [MESSAGES.allocate('strength', 11)],
  allocateWithGear: [MESSAGES.allocateWithGear('strength', 11, 16)],
  descend: [MESSAGES.descend(2)],
  conquered: [MESSAGES.conquered],
  dropped: [MESSAGES.dropped('Ruby')],
  cannotDropInCombat: [MESSAGES.cannotDropInCombat],
  noRoomToDrop: [MESSAGES.noRoomToDrop('Ruby')],
};

describe('messageKeyOf', () => {
  it.each(Object.entries(LINES))('finds %s back from its text', (key, lines) => {
    for (const line of lines) expect(messageKeyOf(line), line).toBe(key);
  });

  it('tells the wordings of each rules version apart', () => {
    expect(messageKeyOf(MESSAGES.rest(3))).toBe('rest');
    expect(messageKeyOf(MESSAGES.restWithCost(3, 50))).toBe('restWithCost');
    expect(messageKeyOf(MESSAGES.sacrifice(0, 15))).toBe('sacrifice');
    expect(messageKeyOf(MESSAGES.sacrificeFree(1, 15))).toBe('sacrificeFree');
    expect(messageKeyOf(MESSAGES.allocate('dexterity', 14))).toBe('allocate');
    expect(messageKeyOf(MESSAGES.allocateWithGear('dexterity', 14, 19))).toBe('allocateWithGear');
    expect(messageKeyOf(MESSAGES.encounter('Orc Warrior'))).toBe('encounter');
    expect(messageKeyOf(MESSAGES.encounterAn('Orc Warrior'))).toBe('encounterAn');
    expect(messageKeyOf(MESSAGES.encounter('The Destroyer'))).toBe('encounter');
    expect(messageKeyOf(MESSAGES.encounterTitled('The Destroyer'))).toBe('encounterTitled');
    expect(messageKeyOf(MESSAGES.hit('The Destroyer', 5480))).toBe('hit');
    expect(messageKeyOf(MESSAGES.hitTitled('The Destroyer', 5480))).toBe('hitTitled');
    expect(messageKeyOf(MESSAGES.victory('The Destroyer', 1440, 2400))).toBe('victory');
    expect(messageKeyOf(MESSAGES.victoryTitled('The Destroyer', 1440, 2400))).toBe('victoryTitled');
  });

  it('finds no message in text the engine never writes', () => {
    expect(messageKeyOf('')).toBeNull();
    expect(messageKeyOf('A wall blocks your way.')).toBeNull();
    expect(messageKeyOf('You hit the Goblin')).toBeNull();
  });
});

describe('messageKindOf', () => {
  it('gives every message its kind from MESSAGE_KINDS', () => {
    for (const [key, lines] of Object.entries(LINES) as [MessageKey, string[]][]) {
      for (const line of lines) expect(messageKindOf(line), line).toBe(MESSAGE_KINDS[key]);
    }
  });

  it('marks refusals whatever their first word, and tells monster lines from the hero lines', () => {
    expect(messageKindOf(MESSAGES.tooTiredToAttack)).toBe('refusal');
    expect(messageKindOf(MESSAGES.cannotSell('Silver Key'))).toBe('refusal');
    expect(messageKindOf(MESSAGES.noRoomToDrop('Ruby'))).toBe('refusal');
    expect(messageKindOf(MESSAGES.noTreasure)).toBe('refusal');
    expect(messageKindOf(MESSAGES.defeated)).toBe('enemy');
    expect(messageKindOf(MESSAGES.victory('Goblin', 15, 10))).toBe('loot');
    expect(messageKindOf(MESSAGES.hit('Goblin', 12))).toBe('player');
    expect(messageKindOf(MESSAGES.levelUp(2))).toBe('story');
    expect(messageKindOf('Something else entirely.')).toBeNull();
  });
});

describe('refusalCode', () => {
  it('names a refusal by its message key, a wall by MOVE_BLOCKED, and an action that happened by null', () => {
    const start = newGame('Ada', 'seed-refusal');
    expect(refusalCode(tryApply(start, { type: 'attack' }).refusal)).toBe('noEnemy');
    expect(refusalCode(tryApply(start, { type: 'move', direction: 'up' }).refusal)).toBe(MOVE_BLOCKED);
    expect(refusalCode(tryApply(start, { type: 'rest' }).refusal)).toBeNull();
    expect(refusalCode(MESSAGES.tooTiredToCast)).toBe('tooTiredToCast');
  });
});

describe('the stored runs and save codes', () => {
  const runs = goldenVersions().flatMap((version) =>
    readGoldenFixture(version)
      // The short runs and the hand-played one (blocked moves, refusals, unequips): every kind of line, quickly.
      .runs.filter((run) => run.steps <= 400 || run.seed.startsWith('golden-hand'))
      .map((run) => [`v${version} ${run.seed}`, version, run] as const),
  );

  it.each(runs)('%s: every refusal is a refusal message, and every line is a message', (_, version, run) => {
    let state = newGame(run.name, run.seed, version);
    for (const action of decodeActions(run.actions, 1_000_000)!) {
      const { state: next, refusal } = tryApply(state, action);
      const code = refusalCode(refusal);
      if (refusal !== null) expect(code === MOVE_BLOCKED || MESSAGE_KINDS[code!], refusal).toBeTruthy();
      if (code !== null && code !== MOVE_BLOCKED) expect(MESSAGE_KINDS[code], refusal!).toBe('refusal');
      state = next;
    }
    for (const line of state.log) expect(messageKeyOf(line), line).not.toBeNull();
  });

  it.each(['v1-save-code.json', 'v2-save-code.json'])('%s: every saved log line is a message', (file) => {
    const { code } = JSON.parse(readFileSync(new URL(`../../../fixtures/golden/${file}`, import.meta.url), 'utf8'));
    const loaded = decodeSaveCode(code);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) for (const line of loaded.state.log) expect(messageKeyOf(line), line).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../src/engine';
import { logKind } from '../../../../../src/ui/game/hud/logColour';

describe('log colours follow the engine messages', () => {
  it('never colours a refusal as a player success', () => {
    expect(logKind("You're too tired to attack! Not enough stamina.")).toBe('refusal');
    expect(logKind("You're too tired to cast spells! Not enough stamina.")).toBe('refusal');
    expect(logKind('You must defeat the monster before moving!')).toBe('refusal');
    expect(logKind('You cannot rest during combat!')).toBe('refusal');
    expect(logKind('Not enough mana! Need 15, have 3')).toBe('refusal');
    expect(logKind('You already know the HEAL spell! This scroll can only be sold to merchants.')).toBe('refusal');
    expect(logKind('Your health is already full.')).toBe('refusal');
    expect(logKind(MESSAGES.nothingInSlot('ring2'))).toBe('refusal');
    // Refusals added after the client's own list of texts was written: the engine's kinds cover them.
    expect(logKind(MESSAGES.noTreasure)).toBe('refusal');
    expect(logKind(MESSAGES.cannotDropInCombat)).toBe('refusal');
    expect(logKind(MESSAGES.noRoomToDrop('Ruby'))).toBe('refusal');
  });

  it('keeps successes green, enemy lines red and loot amber', () => {
    expect(logKind(MESSAGES.hit('Goblin', 12))).toBe('player');
    expect(logKind(MESSAGES.castHeal('HEAL', 15))).toBe('player');
    expect(logKind(MESSAGES.monsterHits('Goblin', 5))).toBe('enemy');
    expect(logKind(MESSAGES.defeated)).toBe('enemy');
    expect(logKind(MESSAGES.encounter('Troll'))).toBe('enemy');
    expect(logKind(MESSAGES.sold('Iron Sword', 20))).toBe('loot');
    expect(logKind(MESSAGES.victory('Goblin', 15, 10))).toBe('loot');
    expect(logKind(MESSAGES.welcome('Aria'))).toBe('plain');
    expect(logKind(MESSAGES.levelUp(2))).toBe('plain');
    expect(logKind('A line the engine never writes.')).toBe('plain');
  });
});

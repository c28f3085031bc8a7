import { gameSetup } from '../gameSetup';

export const turn = gameSetup.createStateConfig({
  initial: 'check',
  states: {
    check: { always: [{ guard: 'monsterTurnNow', target: 'enemy' }, { target: 'player' }] },
    player: { tags: ['yourTurn'], always: { guard: 'monsterTurnNow', target: 'enemy' } },
    enemy: {
      tags: ['enemyTurn'],
      always: { guard: 'playerTurnNow', target: 'player' },
      after: { monsterTurnDelay: { target: 'check', actions: 'applyMonsterTurn' } },
    },
  },
});

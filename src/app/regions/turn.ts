import { gameSetup } from '../gameSetup';
import { play } from './play';

// Whose turn it is, asked of the engine after every event; the monster's blow lands MONSTER_TURN_DELAY_MS
// later (src/app/gameTimings.ts), so the player sees it coming.
export const turn = gameSetup.createStateConfig({
  initial: 'check',
  states: {
    check: { always: [{ guard: 'monsterTurnNow', target: 'enemy' }, { target: 'player' }] },
    player: { tags: ['yourTurn'], always: { guard: 'monsterTurnNow', target: 'enemy' } },
    enemy: {
      tags: ['enemyTurn'],
      always: { guard: 'playerTurnNow', target: 'player' },
      after: { monsterTurnDelay: { target: 'check', actions: play({ type: 'monsterTurn' }) } },
    },
  },
});

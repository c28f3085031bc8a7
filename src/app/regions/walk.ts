import { gameSetup } from '../gameSetup';
import type { WalkStopReason } from '../gameTypes';

const stopWalk = (reason: WalkStopReason) => ({ type: 'stopWalk', params: { reason } }) as const;

// Auto-explore and travel: one ordinary move per WALK_STEP_MS until a stop condition holds.
// The stops are checked before every step (the first included) and after every event.
export const walk = gameSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        EXPLORE: { target: 'walking', actions: 'startWalk' },
        TRAVEL: { target: 'walking', actions: 'startWalk' },
      },
    },
    walking: {
      tags: ['walking'],
      always: [
        { guard: 'exitJustFound', target: 'idle', actions: stopWalk('exit') },
        { guard: 'dialogOpen', target: 'idle', actions: stopWalk('dialog') },
        { guard: 'inFight', target: 'idle', actions: stopWalk('fight') },
        // A key or control that sent an action (applied by `playing` in gameMachine.ts, or refused) ends the walk.
        { guard: 'playerActed', target: 'idle', actions: stopWalk('cancel') },
        { guard: 'walkRefused', target: 'idle', actions: stopWalk('refused') },
        { guard: 'monsterCameNear', target: 'idle', actions: stopWalk('monster') },
        { guard: 'pickedUp', target: 'idle', actions: stopWalk('pickup') },
        { guard: 'healthBelowHalf', target: 'idle', actions: stopWalk('health') },
        { guard: 'noNextStep', target: 'idle', actions: stopWalk('end') },
      ],
      // Any other key or control stops the walk too (X again, a key with no game meaning, E).
      on: {
        EXIT_PRESSED: { target: 'idle', actions: stopWalk('cancel') },
        EXPLORE: { target: 'idle', actions: stopWalk('cancel') },
        STOP_WALK: { target: 'idle', actions: stopWalk('cancel') },
        TRAVEL: { target: 'walking', reenter: true, actions: 'startWalk' },
      },
      // The first step at once (in the next task), then one per WALK_STEP_MS.
      initial: 'first',
      states: {
        first: { after: { 0: { target: 'next', actions: 'takeWalkStep' } } },
        next: { after: { walkStepDelay: { target: 'next', reenter: true, actions: 'takeWalkStep' } } },
      },
    },
  },
});

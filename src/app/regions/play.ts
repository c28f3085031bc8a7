import type { Action } from '../../engine';

/** The statechart's `play` action (gameSetup.ts) with one of the game's own actions: the monster's blow, a descent... */
export const play = (action: Action) => ({ type: 'play', params: { action } }) as const;

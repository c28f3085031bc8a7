import { gameSetup } from '../gameSetup';

export const autosave = gameSetup.createStateConfig({
  initial: 'waiting',
  states: {
    waiting: {
      after: {
        autosaveInterval: {
          target: 'waiting',
          reenter: true,
          actions: 'saveLocally',
        },
      },
    },
  },
});

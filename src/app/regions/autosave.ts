import { gameSetup } from '../gameSetup';

// The running game goes to local storage every AUTOSAVE_INTERVAL_MS, besides when the page is hidden.
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

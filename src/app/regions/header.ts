import { gameSetup } from '../gameSetup';

// The dialogs behind header buttons, one at a time. Leaving play (death, victory, quit, a load)
// closes the open one, and so does a dialog the engine raises: that dialog is the one that counts.
export const header = gameSetup.createStateConfig({
  initial: 'closed',
  states: {
    closed: { on: { OPEN_DIALOG: { target: 'open', actions: 'openHeaderDialog' } } },
    open: {
      exit: 'closeHeaderDialog',
      always: { guard: 'dialogOpen', target: 'closed' },
      on: {
        // HELP's CONTROLS button opens another in the place of the open one.
        OPEN_DIALOG: { actions: 'openHeaderDialog' },
        CLOSE_DIALOG: 'closed',
      },
    },
  },
});

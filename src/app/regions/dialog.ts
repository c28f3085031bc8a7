import { gameSetup } from '../gameSetup';
import { play } from './play';

const descend = play({ type: 'descend' });

// The dialogs the game itself raises, each from the engine's state: a stat point to spend, or the
// notice the last action left (the merchant met, the portal reached, a refusal for stamina).
export const dialog = gameSetup.createStateConfig({
  initial: 'none',
  states: {
    none: {
      always: [
        { guard: 'statPointPending', target: 'levelUp' },
        { guard: 'noticeMerchant', target: 'merchant' },
        { guard: 'noticePortal', target: 'portal' },
        { guard: 'noticeStamina', target: 'stamina' },
      ],
      on: {
        EXIT_PRESSED: [{ guard: 'standsOnFoundExit', target: 'portal' }, { actions: descend }],
        // The player asks for the shop while standing on the merchant: a key, or a tap or click on the
        // hero's own cell (a walk only crossing that cell opens no shop, src/app/walkSteps.ts).
        OPEN_SHOP: { guard: 'standsOnMerchant', target: 'merchant' },
        TRAVEL: { guard: 'travelToOwnMerchantCell', target: 'merchant' },
      },
    },
    levelUp: { always: { guard: 'noStatPointPending', target: 'none' } },
    portal: {
      entry: 'clearNotice',
      on: { CLOSE_DIALOG: 'none', DESCEND: { target: 'none', actions: descend } },
    },
    merchant: { entry: 'clearNotice', on: { CLOSE_DIALOG: 'none' } },
    stamina: {
      entry: 'clearNotice',
      on: {
        // Any way out the dialog offers (a spell, a potion, the sacrifice, a rest) answers it.
        ACT: { target: 'none', actions: 'applyPlayerAction' },
        CLOSE_DIALOG: 'none',
        SACRIFICE: { target: 'none', actions: play({ type: 'sacrificeForStamina' }) },
        REST_INSTEAD: { target: 'none', actions: play({ type: 'rest' }) },
      },
    },
  },
});

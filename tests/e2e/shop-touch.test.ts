// The shop by touch on a phone (390x844): every SELL, the sale of all treasure and LEAVE SHOP are thumb
// targets of at least 44 px each way (a 24 px SELL was too small for a thumb). Screenshots, light and dark, go to
// /work/screenshots/shop-touch.
import { describe, expect, it } from 'vitest';
import { newPage, SCREENSHOT_DIR } from '../support/browser/chromium';
import { findSituation, heldItem, saveCodeOf } from '../support/engine/situations';
import { recall } from '../support/browser/gamePage';
import { setupE2E } from '../support/browser/setup';
import { picture, themesFor } from '../support/browser/shots';
import { waitForStill } from '../support/browser/settle';

const OUT = `${SCREENSHOT_DIR}/shop-touch`;
const PHONE = { width: 390, height: 844 };
const MOVE = { up: 'Move up', down: 'Move down', left: 'Move left', right: 'Move right' } as const;

const e2e = setupE2E({ shots: OUT });

describe('the shop by touch (390x844)', () => {
  // Sizes are the same in both themes: one (both with SHOTS=1).
  for (const theme of themesFor(0)) {
    it(`${theme}: each SELL, Sell all treasure and LEAVE SHOP are at least 44 px tall and wide`, async () => {
      const page = await newPage(e2e.browser, { viewport: PHONE, hasTouch: true, isMobile: true, theme });
      await page.goto(e2e.server.url);
      const { state, step } = findSituation('merchant', 'Thumb', (a) => a);
      const pack = ['iron_sword', 'diamonds', 'ruby', 'health_potion'].map(heldItem);
      await recall(page, saveCodeOf({ ...state, inventory: pack }));
      await page.getByRole('button', { name: MOVE[step] }).tap();
      const shop = page.getByRole('dialog', { name: '♣ MERCHANT' });
      await shop.waitFor();
      // Measured as a person sees it: once the dialog has finished growing in.
      await waitForStill(page);
      const buttons = [
        ...(await shop.getByRole('button', { name: /^Sell (?!all treasure)/ }).all()),
        shop.getByRole('button', { name: /^Sell all treasure/ }),
        shop.getByRole('button', { name: 'LEAVE SHOP' }),
      ];
      expect(buttons.length).toBe(pack.length + 2);
      for (const button of buttons) {
        const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
        const box = (await button.boundingBox())!;
        expect(box.height, name).toBeGreaterThanOrEqual(44);
        expect(box.width, name).toBeGreaterThanOrEqual(44);
      }
      await picture(page, `${OUT}/shop-${theme}-390x844.png`);
      await page.context().close();
    });
  }
});

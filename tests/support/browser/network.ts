// A slow network as the page meets it: answers held back until the test lets them go, or late.
import type { Page } from 'playwright-core';

/** Holds back the page's requests to `url` (a glob) until the returned function is called. */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Lets the page's requests to `url` through only after `ms`, as a phone network does. */
export async function answerLate(page: Page, url: string, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

// A slow network as the page meets it: answers held back until the test lets them go, or late.
import type { Page, Route } from 'playwright-core';

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

/** Adds `latencyMs` to every request of the page, each way as Chromium counts it (its own network emulation). */
export async function slowNetwork(page: Page, latencyMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Holds back the page's next request to `url` (a glob) and lets every later one through: `'before'` the
 * server has it, or `'after'`, the server has answered it and only its answer is kept from the page.
 * `caught` resolves once that request is held (after the server's answer, for `'after'`); `release`
 * hands it on, and does nothing once the page that asked has gone (a reload).
 */
export async function holdNext(
  page: Page,
  url: string,
  when: 'before' | 'after',
): Promise<{ caught: Promise<void>; release: () => Promise<void> }> {
  let caught = () => {};
  const seen = new Promise<void>((resolve) => (caught = resolve));
  let release = async () => {};
  let taken = false;
  const handler = async (route: Route) => {
    if (taken) return route.continue();
    taken = true;
    const answer = when === 'after' ? await route.fetch() : null;
    release = () => (answer ? route.fulfill({ response: answer }) : route.continue()).catch(() => undefined);
    caught();
  };
  await page.route(url, handler);
  return { caught: seen, release: () => release() };
}

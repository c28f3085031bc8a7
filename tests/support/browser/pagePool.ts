// Pages handed from one finished test to the next. A new context costs chromium about 2 CPU seconds
// before the game's first byte (a renderer process to start, the game's script to compile afresh) and the
// browser suite opens some 300 of them; a page that goes back to the same origin keeps its renderer and its
// compiled code: a start page 2.1 -> 0.5 CPU-s, a started game 5.2 -> 1.7 (2 cores, SwiftShader). What
// a newcomer's page must not keep, it does not: its storage is emptied, its listeners dropped, its
// window and media emulation set again by the next test. A page the test changed in a way nothing resets
// (an init script, a CDP session, offline, a second tab or origin) is closed as before.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The context options a page cannot change afterwards: pages are handed on only between equals. */
export type PoolKey = string;

interface Returnable {
  readonly origins: Set<string>;
  spoiled: boolean;
}

const idleByBrowser = new WeakMap<Browser, Map<PoolKey, BrowserContext[]>>();

/** The calls whose effect outlives a navigation and that nothing here undoes (routes it drops). */
const PAGE_SPOILERS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'routeWebSocket', 'routeFromHAR'];
const CONTEXT_SPOILERS = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'routeWebSocket',
  'routeFromHAR',
  'newCDPSession',
  'setOffline',
  'setExtraHTTPHeaders',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
];

function idle(browser: Browser, key: PoolKey): BrowserContext[] {
  let byKey = idleByBrowser.get(browser);
  if (!byKey) idleByBrowser.set(browser, (byKey = new Map()));
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = []));
  return list;
}

/** A page another test gave back for this key, if any. */
export function takeIdlePage(browser: Browser, key: PoolKey): Page | undefined {
  const context = idle(browser, key).pop();
  return context?.pages()[0];
}

function markWhenCalled(target: object, methods: readonly string[], returnable: Returnable): void {
  const record = target as Record<string, unknown>;
  for (const method of methods) {
    const original = record[method];
    if (typeof original !== 'function') continue;
    record[method] = (...args: unknown[]) => {
      returnable.spoiled = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

function watchOrigins(page: Page, returnable: Returnable): void {
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin !== 'null') returnable.origins.add(origin);
  });
}

/**
 * Makes the context's `close()` give its one page back for the next test of the same `key` when a reset
 * can make it a newcomer's again; otherwise (or when the reset fails) it closes for real. Call after
 * the pool's own setup calls (its theme init script), before the test sees the page.
 */
export function returnOnClose(browser: Browser, context: BrowserContext, page: Page, key: PoolKey): void {
  const returnable: Returnable = { origins: new Set(), spoiled: false };
  markWhenCalled(page, PAGE_SPOILERS, returnable);
  markWhenCalled(context, CONTEXT_SPOILERS, returnable);
  watchOrigins(page, returnable);
  const close = context.close.bind(context);
  context.close = async (options) => {
    if (await resetForNext(context, page, returnable)) idle(browser, key).push(context);
    else await close(options);
  };
}

/**
 * Drops the test's routes, leaves the game (its pagehide handler saves, so storage is emptied after it
 * has gone) for a plain document of the same origin, then empties that origin's storage and drops the
 * test's listeners.
 */
async function resetForNext(context: BrowserContext, page: Page, returnable: Returnable): Promise<boolean> {
  if (returnable.spoiled || page.isClosed() || context.pages().length !== 1 || returnable.origins.size !== 1)
    return false;
  const [origin] = returnable.origins;
  if (!origin.startsWith('http')) return false;
  try {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto(`${origin}/healthz`, { timeout: 10_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
  } catch {
    return false;
  }
  page.removeAllListeners();
  returnable.origins.clear();
  watchOrigins(page, returnable);
  return true;
}

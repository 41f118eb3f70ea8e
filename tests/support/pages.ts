/** Opening built pages in Chromium for behaviour tests, and collecting what went wrong on them. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface OpenOptions {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  javaScript?: boolean;
  /**
   * Playwright's clock in place of the page's timers from the first script on: time still flows, but a test
   * can jump it forward (`page.clock.runFor(ms)`) instead of waiting for a widget's timer.
   */
  clock?: boolean;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
  close(): Promise<void>;
}

export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<OpenedPage> {
  // Playwright puts no time limit on these two; a browser that stops answering is named, not waited on.
  const context = await withinSeconds(
    20,
    `opening a browser context for ${url}`,
    browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      reducedMotion: options.reducedMotion ?? 'no-preference',
      javaScriptEnabled: options.javaScript ?? true,
    }),
  );
  const page = await withinSeconds(20, `opening a page for ${url}`, context.newPage());
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  if (options.clock) await page.clock.install();
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, problems, requests, close: () => context.close() };
}

/**
 * Scrolls through the whole page as a visitor would, so every island whose trigger fires (near the
 * viewport, idle, or a matching media query) loads, then waits until each has mounted. An island that loads
 * only when used (data-load="interaction", the help panel) is left alone. Each step waits for
 * two animation frames, so the browser has drawn the page at that position and run its
 * IntersectionObservers: a timed loop can outrun the frames on a busy machine and skip an island. A step
 * never waits more than a second for its frames, though, and the whole scroll never more than 20 s: once,
 * on a loaded machine, a browser test waited in silence until its own 60 s timeout, and this scroll was the
 * likeliest of its waits that had no bound. A step that outruns its frames can only leave an island
 * unmounted, which the wait below then names.
 * On timeout it says which islands did not mount and what state each was in.
 */
export async function loadEveryIsland(page: Page, { backToTop = false } = {}): Promise<void> {
  await withinSeconds(20, `${page.url()}: scrolling through the page`, page.evaluate(async (backToTop) => {
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    // A step of one viewport: islands load within 400 px of it, so each step's reach overlaps the last.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
    // On a loaded machine a frame can take longer than a step, and the page scrolls past an island before
    // its observer has seen it near: bring each one still waiting into view, and let two frames pass.
    for (const island of Array.from(document.querySelectorAll<HTMLElement>('[data-island][data-load="visible"]'))) {
      if (island.dataset.islandState !== 'waiting') continue;
      island.scrollIntoView({ block: 'center' });
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    if (backToTop) window.scrollTo(0, 0);
  }, backToTop));
  try {
    await page.waitForFunction(
      () => {
        const left = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))
          .filter((island) => island.dataset.load !== 'interaction' && window.matchMedia(island.dataset.media ?? 'all').matches && island.dataset.islandState !== 'ready')
          .map((island) => `${island.dataset.island} (${island.dataset.islandState ?? 'not started'})`);
        (window as unknown as { islandsLeft: string[] }).islandsLeft = left;
        return left.length === 0;
      },
      null,
      { timeout: 15_000 },
    );
  } catch (error) {
    const left = await page.evaluate(() => (window as unknown as { islandsLeft?: string[] }).islandsLeft ?? []).catch(() => ['(page closed)']);
    const reason = left.length ? `these islands did not mount: ${left.join(', ')}` : String(error).split('\n')[0];
    throw new Error(`${page.url()}: waiting 15 s for the islands failed: ${reason}`, { cause: error });
  }
}

/** Scrolls an island into view and waits until its widget has loaded and mounted. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"]`).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-island="${name}"][data-island-state="ready"]`, { timeout: 15_000 });
}

/** The promise's value, or an error that says what took too long, where a test would wait on in silence. */
async function withinSeconds<T>(seconds: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${seconds} s: the browser did not answer`)), seconds * 1000);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opening built pages in Chromium for behaviour tests, and collecting what went wrong on them. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface OpenOptions {
  width?: number;
  height?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  javaScript?: boolean;
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
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
    javaScriptEnabled: options.javaScript ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url, { waitUntil: 'load' });
  return { page, context, problems, requests, close: () => context.close() };
}

/** Scrolls an island into view and waits until its widget has loaded and mounted. */
export async function waitForIsland(page: Page, name: string): Promise<void> {
  await page.locator(`[data-island="${name}"]`).first().scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-island="${name}"][data-island-state="ready"]`, { timeout: 15_000 });
}

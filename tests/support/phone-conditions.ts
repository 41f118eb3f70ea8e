/**
 * The conditions of a cheap phone, set through the DevTools protocol: the browser's default text size (what
 * a person changes in the browser's settings, not zoom), a slow network and a slowed CPU; and the layout
 * shift a page makes while it loads under them.
 */
import type { Page } from 'playwright-core';

/** WebPageTest's "3G Slow": 400 ms round trip, 400 kbit/s each way. */
export const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 } as const;
export const CPU_SLOWDOWN = 4;

/** The browser's default text size in px (16 by default; 20, 24 and 32 are 125%, 150% and 200%). */
export async function setDefaultFontSize(page: Page, px: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  await session.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

export interface ShiftReport {
  /** The sum of every layout shift not caused by input, from the start of the page until it settled. */
  shift: number;
  /** Each shift's value and the elements it moved, for a failing test to name. */
  shifts: { value: number; sources: string[] }[];
  /** The header's height each time it changed, from the first time it was laid out whole. */
  headerHeights: number[];
}

/** Loads `url` on the slow network with the CPU slowed, waits until its scripts have run, and reports the shifts. */
export async function layoutShiftUnderThrottling(page: Page, url: string, { settleMs = 4000 } = {}): Promise<ShiftReport> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const record = { shifts: [] as { value: number; sources: string[] }[], headerHeights: [] as number[] };
    (window as unknown as { layoutRecord: typeof record }).layoutRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;
        });
        record.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    // Watched from the moment the main content begins: before that, on a slow network, the header may
    // still be arriving in pieces, and its height is not yet its own.
    const found = new MutationObserver(() => {
      const header = document.querySelector('.site-header');
      if (!header || !document.querySelector('#main-content')) return;
      found.disconnect();
      new ResizeObserver((entries) => {
        for (const entry of entries) record.headerHeights.push(Math.round(entry.borderBoxSize[0]!.blockSize));
      }).observe(header);
    });
    found.observe(document, { childList: true, subtree: true });
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  await page.waitForTimeout(settleMs);
  const record = await page.evaluate(() => (window as unknown as { layoutRecord: { shifts: { value: number; sources: string[] }[]; headerHeights: number[] } }).layoutRecord);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await session.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  return { shift: record.shifts.reduce((sum, entry) => sum + entry.value, 0), shifts: record.shifts, headerHeights: record.headerHeights };
}

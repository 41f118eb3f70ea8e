/**
 * Figures for the phone layout, printed (never asserted): the open help panel's height at 375 px, the page's
 * width at 375 px with the browser's default text size at 16, 20, 24 and 32 px, the header's height without
 * JavaScript, and the layout shift of a page loaded on a slow network with the CPU slowed 4×.
 * Usage: npx tsx tests/support/layout-figures.ts [SITE_DIR]   (serves SITE_DIR, default dist/, on loopback)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '../../server/site-server.ts';
import { launchBrowser } from './browser.ts';
import { layoutShiftUnderThrottling, setDefaultFontSize } from './phone-conditions.ts';

const siteDir = process.argv[2] ?? 'dist';
const server = await startSiteServer({ siteDir, submissionsFile: join(mkdtempSync(join(tmpdir(), 'figures-')), 's.jsonl') });
const browser = await launchBrowser();
const base = server.url;
const ARTICLE = '/resources/suicide-prevention-ndis-support-at-risk-individuals/';

try {
  {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(`${base}/services/`, { waitUntil: 'load' });
    await page.locator('.help-now__summary').click();
    const height = await page.locator('.help-now__panel').evaluate((panel) => Math.round(panel.getBoundingClientRect().height));
    console.log(`help panel open at 375 px: ${height} px tall (screen 812 px)`);
    await context.close();
  }
  for (const size of [16, 20, 24, 32]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await setDefaultFontSize(page, size);
    const widths: string[] = [];
    for (const path of ['/', '/referral/', ARTICLE, '/services/']) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      widths.push(`${path} ${await page.evaluate(() => document.documentElement.scrollWidth)}`);
    }
    console.log(`375 px, text ${size} px: page width ${widths.join(', ')}`);
    await context.close();
  }
  for (const width of [320, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 812 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/about/`, { waitUntil: 'load' });
    const height = await page.locator('.site-header').evaluate((header) => Math.round(header.getBoundingClientRect().height));
    console.log(`header without JavaScript at ${width} px: ${height} px`);
    await context.close();
  }
  for (const path of ['/', '/referral/', ARTICLE]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const { shift, headerHeights } = await layoutShiftUnderThrottling(page, `${base}${path}`);
    console.log(`layout shift, slow network and CPU 4×, 375 px: ${path} ${shift.toFixed(4)} (header heights seen: ${[...new Set(headerHeights)].join(' → ')})`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

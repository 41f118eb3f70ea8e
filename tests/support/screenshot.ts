/**
 * Screenshots of pages at phone and desktop widths, for looking at the site as a visitor would.
 * Usage: npx tsx tests/support/screenshot.ts BASE_URL OUT_DIR /path/ [/path/ ...]   (widths: 375 and 1280)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './browser.ts';
import { loadEveryIsland } from './pages.ts';

const [base = 'http://127.0.0.1:4321', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,1280').split(',').map(Number);
mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, reducedMotion: process.env.REDUCED ? 'reduce' : 'no-preference' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[${width}] console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${width}] page error: ${error.message}`));
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    if (process.env.SCROLL) {
      await loadEveryIsland(page, { backToTop: true });
    }
    const name = `${path.replace(/\W+/g, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: process.env.FULL !== '0' });
    console.log(join(outDir, name));
  }
  await context.close();
}
await browser.close();

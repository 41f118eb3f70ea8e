#!/usr/bin/env node
/**
 * npm test: everything CI checks, in order, from a fresh clone.
 *   1. installs dependencies (npm ci) when node_modules is missing or older than the lockfile;
 *   2. finds a Chromium (CHROME_PATH, else /usr/bin/chromium), nginx and the Noto fonts for the language
 *      pages' scripts; on Debian as root it installs Debian's packages itself; elsewhere it stops and says
 *      how to get them (browser tests never skip);
 *   3. type-checks, builds the site, runs every vitest suite (unit, content, build, forms and servers side
 *      by side, then browser: vitest.config.ts), then the whole-site sweep against the fresh dist/ (pa11y-ci,
 *      one Chromium visit a page, html-validate, links, budgets: tests/gates/run-gates.ts).
 * Plain Node with no dependencies, so it can run before npm ci.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const USAGE = `Usage: npm test

Installs what is missing (npm ci; Chromium and nginx on Debian as root), type-checks, builds the site,
runs every vitest suite, then the whole-site sweep (pa11y-ci, one Chromium visit a page, html-validate,
links, budgets). Takes no options: to run one suite, use npx vitest run FILE (docs/testing.md).`;
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length > 0) {
  console.error(`Unknown option "${args[0]}".\n\n${USAGE}`);
  process.exit(2);
}

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
    return false;
  }
  console.log(`=== ${label} passed in ${seconds} s`);
  return true;
}

function needsInstall() {
  if (!existsSync('node_modules/.package-lock.json')) return true;
  return statSync('package-lock.json').mtimeMs > statSync('node_modules/.package-lock.json').mtimeMs;
}

/**
 * Debian's font packages the language pages need (Khmer, Sinhala, Gurmukhi, Arabic script and Chinese): the
 * browser tests check that every character renders with a real glyph, so the fonts must be there. Each is
 * named by one file it installs.
 */
const FONT_PACKAGES = {
  'fonts-noto-core': '/usr/share/fonts/truetype/noto/NotoSansKhmer-Regular.ttf',
  'fonts-noto-cjk': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
};

function ensureSystemPackages() {
  const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
  const missing = [];
  if (!existsSync(chrome)) missing.push('chromium');
  if (!existsSync('/usr/sbin/nginx')) missing.push('nginx');
  for (const [name, file] of Object.entries(FONT_PACKAGES)) if (!existsSync(file)) missing.push(name);
  if (missing.length === 0) return true;
  const isDebian = existsSync('/etc/debian_version');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isDebian && isRoot) {
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    return run('Install Debian packages', 'apt-get', ['update', '-qq'], { env }) && run('Install Debian packages', 'apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  }
  console.error(
    [
      `The tests need ${missing.join(', ')}, and cannot install ${missing.length > 1 ? 'them' : 'it'} here.`,
      missing.includes('chromium') ? `- Chromium: on Debian or Ubuntu run "sudo apt-get install chromium" (or chromium-browser), or set CHROME_PATH to a Chrome or Chromium binary.` : '',
      missing.includes('nginx') ? '- nginx: on Debian or Ubuntu run "sudo apt-get install nginx". The server tests start it on loopback themselves.' : '',
      missing.some((name) => name in FONT_PACKAGES) ? `- fonts: on Debian or Ubuntu run "sudo apt-get install ${missing.filter((name) => name in FONT_PACKAGES).join(' ')}" (the language pages' scripts).` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return false;
}

const steps = [
  () => (needsInstall() ? run('Install dependencies', 'npm', ['ci', '--no-audit', '--no-fund']) : true),
  ensureSystemPackages,
  () => run('Type-check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  () => run('Build the site', 'npx', ['tsx', 'build.ts']),
  () => run('Tests', 'npx', ['vitest', 'run'], { env: { SITE_BUILT: '1' } }),
  () => run('Whole-site sweep: accessibility, layout, HTML, links, budgets', 'npx', ['tsx', 'tests/gates/run-gates.ts']),
];

for (const step of steps) {
  if (!step()) process.exit(1);
}
console.log('\nAll checks passed.');

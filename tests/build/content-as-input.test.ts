/**
 * Content is input (security probe 2026-11-28): staff will edit content in the browser, so a content file
 * may be hostile. Each hostile shape makes `npm run build` fail within seconds, naming the file and the
 * line, and nothing is written:
 * - P117: YAML anchors and aliases in front matter (a 700-byte "billion laughs" ran 95 s to 4.2 GB);
 * - P116: markdown nested thousands deep, or thick with emphasis markers (each ran for minutes);
 * - P99: text-direction controls, written as themselves or as escapes, in markdown and JSON;
 * - P96: a program id the receiver would refuse (the one rule of generator/content/program-id.ts).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS, markdownLimitProblem, nestingOf } from '../../generator/markdown/limits.ts';
import { directionControlIn } from '../../generator/content/direction-controls.ts';
import { PROGRAM_ID } from '../../generator/content/program-id.ts';
import { SCOPE_PATTERN } from '../../widgets/form/delivery.ts';

const work = mkdtempSync(join(tmpdir(), 'content-as-input-'));
const cache = mkdtempSync(join(tmpdir(), 'build-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Well past "within seconds" on a loaded machine, and far short of the minutes each hostile file took before. */
const FAIL_WITHIN_MS = 30_000;

let count = 0;
/** The fixture site with files added or changed, built by `npm run build`'s command; killed if it runs past the limit. */
async function build(files: Record<string, string | ((text: string) => string)>): Promise<{ code: number | null; output: string; ms: number; out: string }> {
  const content = join(work, `content-${(count += 1)}`);
  cpSync('tests/fixtures/site', content, { recursive: true });
  for (const [file, change] of Object.entries(files)) {
    const path = join(content, file);
    writeFileSync(path, typeof change === 'string' ? change : change(readFileSync(path, 'utf8')));
  }
  const out = join(work, `out-${count}`);
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'build.ts', '--content', content, '--out', out], { env: { ...process.env, NODE_ENV: 'production', BUILD_CACHE_DIR: cache }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), FAIL_WITHIN_MS);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output, ms: performance.now() - started, out };
}

const ARTICLE = readFileSync('tests/fixtures/site/resources/first-article.md', 'utf8');
/** An article of the fixture site with this body. */
const article = (body: string) => `${ARTICLE.slice(0, ARTICLE.indexOf('\n---\n') + 5)}\nIntro.\n\n${body}\n`;
/** The line of an article's body text (from 1) where `body` starts. */
const bodyLine = ARTICLE.slice(0, ARTICLE.indexOf('\n---\n') + 5).split('\n').length + 3;

async function expectRefused(files: Parameters<typeof build>[0], message: RegExp): Promise<void> {
  const result = await build(files);
  expect(result.ms, `the build ran ${(result.ms / 1000).toFixed(1)} s`).toBeLessThan(FAIL_WITHIN_MS);
  expect(result.code).toBe(1);
  expect(result.output).toMatch(/Build failed\. Nothing was written/);
  expect(result.output).toMatch(message);
  expect(existsSync(result.out)).toBe(false);
}

describe('P117: YAML anchors in front matter', () => {
  it('P117: a 700-byte alias bomb fails within seconds, naming the file and the line of the first anchor', async () => {
    const lines = ARTICLE.split('\n');
    const anchors = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]', ...'bcdefghi'.split('').map((name, index) => `${name}: &${name} [${Array(9).fill(`*${'abcdefghi'[index]}`).join(',')}]`)];
    lines.splice(1, 0, ...anchors);
    await expectRefused({ 'resources/laughs.md': lines.join('\n') }, /resources\/laughs\.md: front matter line 2: uses a YAML anchor \(&a\)/);
  });
});

describe('P116: markdown the parser would take minutes over', () => {
  it('P116: 50,000 *_ pairs fail within seconds, naming the file and the line', async () => {
    await expectRefused({ 'resources/first-article.md': article('*_'.repeat(50_000)) }, new RegExp(`resources/first-article\\.md: line ${bodyLine}: passes 2,000 runs of \\* or _`));
  });

  it('P116: a list nested 5,000 levels deep fails within seconds, naming the file and the first line past the limit', async () => {
    const list = Array.from({ length: 5_000 }, (_, level) => `${'  '.repeat(level)}- item`).join('\n');
    await expectRefused({ 'resources/first-article.md': article(list) }, new RegExp(`resources/first-article\\.md: line ${bodyLine + 32}: is nested 17 levels deep`));
  });

  it('P116: 10,000 nested blockquotes fail within seconds, naming the file and the line', async () => {
    await expectRefused({ 'resources/first-article.md': article(`${'>'.repeat(10_000)} quote`) }, new RegExp(`resources/first-article\\.md: line ${bodyLine}: is nested 10000 levels deep`));
    // Written a level a line, it fails on the line that passes the limit.
    const quotes = Array.from({ length: 100 }, (_, level) => `${'> '.repeat(level + 1)}quote`).join('\n');
    await expectRefused({ 'resources/first-article.md': article(quotes) }, new RegExp(`resources/first-article\\.md: line ${bodyLine + 16}: is nested 17 levels deep`));
  });

  it('P116: counts what slows the parser, and leaves what authors write alone', () => {
    expect(nestingOf('> > - 1. text')).toBe(4);
    expect(nestingOf('        - deep item')).toBe(3);
    expect(nestingOf('* * * * * * * * * * * * * * * * * * * *')).toBe(0);
    expect(markdownLimitProblem('> '.repeat(17) + 'x')?.problem).toMatch(/nested 17 levels deep/);
    expect(markdownLimitProblem(`\`\`\`\n${' '.repeat(200)}code\n\`\`\`\n`)).toBeUndefined();
    expect(markdownLimitProblem('['.repeat(MARKDOWN_LIMITS.brackets + 1))?.problem).toMatch(/opening brackets/);
    expect(markdownLimitProblem(`${'word '.repeat(120_000)}`)?.problem).toMatch(/longer than 512 KB/);
    // Every markdown file of the site is well within the limits.
    expect(markdownLimitProblem(readFileSync('content/resources/complete-guide-ndis-mental-health-services-melbourne.md', 'utf8'))).toBeUndefined();
  });
});

describe('P99: text-direction controls in content', () => {
  it('P99: an override in an article, and an isolate in a JSON file, fail the build naming the file and the line', async () => {
    await expectRefused({ 'resources/first-article.md': article('Call Lifeline on \u202E41 11 31\u202C.') }, new RegExp(`resources/first-article\\.md: line ${bodyLine}: holds a text-direction control \\(U\\+202E RIGHT-TO-LEFT OVERRIDE\\)`));
    await expectRefused({ 'faq.json': (text) => text.replace(/"question": "([^"]*)"/, '"question": "\\u2067$1\\u2069"') }, /faq\.json: line \d+: holds a text-direction control \(U\+2067 RIGHT-TO-LEFT ISOLATE\)/);
  });

  it('P99: finds each control the forms refuse, written as itself or as an escape', () => {
    for (const code of [0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const hex = code.toString(16).padStart(4, '0');
      expect(directionControlIn(`one\ntwo ${String.fromCodePoint(code)}`)).toMatchObject({ line: 2, column: 5 });
      expect(directionControlIn(`"a": "\\u${hex.toUpperCase()}"`, 'json')?.name).toMatch(new RegExp(`^U\\+${hex.toUpperCase()} `));
      expect(directionControlIn(`x &#x${hex};`, 'markdown')).toBeDefined();
      expect(directionControlIn(`x &#${code};`, 'markdown')).toBeDefined();
    }
    expect(directionControlIn('x &rlm; y', 'markdown')?.name).toBe('U+200F RIGHT-TO-LEFT MARK');
    // The joiners that Persian and Indic scripts need are not direction controls.
    expect(directionControlIn('می\u200Cخواهم \u200D')).toBeUndefined();
  });
});

describe('P96: a program id', () => {
  it('P96: the schema and the receiver share one rule: an id the receiver would refuse fails the build, naming the file', async () => {
    expect(SCOPE_PATTERN).toBe(PROGRAM_ID);
    const long = 'a'.repeat(81);
    expect(PROGRAM_ID.test('a'.repeat(80))).toBe(true);
    expect(PROGRAM_ID.test(long)).toBe(false);
    expect(PROGRAM_ID.test('-leading')).toBe(false);
    await expectRefused({ 'programs.json': (text) => text.replace(/"id": "[^"]+"/, `"id": "${long}"`) }, /programs\.json: items\[0\]\.id: must be .* at most 80 characters/);
  });
});

/**
 * The documents keep their promises: every relative link in README.md, content/README.md and docs/*.md
 * leads to a file that exists (and, with a #fragment, to a heading in it); every path they name in code
 * (`tests/content/editorial-checks.ts`) exists; README.md stays short; and content/README.md's table of help
 * lines says what site.json says.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const DOCS = ['README.md', 'content/README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** Round-by-round history names files as they were then (it says so): their paths are not checked. */
const HISTORY = new Set(['docs/performance.md']);
/** Paths the documents name as examples of what a reader makes, not as files that exist now. */
const EXAMPLE_PATHS = new Set([
  'resources/managing-winter-blues.md',
  'content/images/',
  'content/images/team/',
  '.git/',
  // A folder made with its first short notice.
  'content/notices/',
  // Beside the receiver's submissions file, on the server.
  'submissions.jsonl.attachments/',
]);

/** Markdown without its fenced code blocks, where links and paths are examples, not promises. */
const prose = (file: string) => readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const [, heading] of prose(file).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const base = heading!.trim().toLowerCase().replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

describe.each(DOCS)('%s', (file) => {
  const text = prose(file);
  /** The text without inline code, where a link is an example written out (`[{{email}}](mailto:{{email}})`). */
  const withoutCode = text.replace(/`[^`\n]+`/g, '');

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const [, target] of withoutCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(?:https?:|mailto:|tel:)/.test(target!) || target!.startsWith('/')) continue;
      const [path, fragment] = target!.split('#') as [string, string | undefined];
      const resolved = path ? normalize(join(dirname(file), path)) : file;
      if (!existsSync(resolved)) broken.push(`${target}: no file ${resolved}`);
      else if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(fragment)) broken.push(`${target}: no heading #${fragment} in ${resolved}`);
    }
    expect(broken).toEqual([]);
  });

  it.skipIf(HISTORY.has(file))('names only paths that exist', () => {
    const missing: string[] = [];
    for (const [, code] of text.matchAll(/`([^`\s]+)`/g)) {
      // A path: folders and a file or a trailing slash, no placeholder (<slug>, *, {...}) and no address.
      if (!/^\.?[\w.-]+\/(?:[\w.-]+\/)*(?:[\w.-]+\.\w+)?$/.test(code!) || /^(?:https?:|\/\/)/.test(code!)) continue;
      if (code!.startsWith('dist/') || code!.startsWith('data/') || code!.startsWith('.cache/') || EXAMPLE_PATHS.has(code!)) continue;
      // From the project's root, from the document's folder, or (.well-known/) from static/.
      const candidates = [code!, join(dirname(file), code!), join('static', code!)];
      if (!candidates.some((candidate) => existsSync(candidate))) missing.push(code!);
    }
    expect(missing).toEqual([]);
  });
});

describe('README.md', () => {
  it('is at most 300 lines: the rest is in docs/', () => {
    expect(readFileSync('README.md', 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });
});

describe("content/README.md's table of help lines", () => {
  it('lists every help line in site.json but Emergency, with its number', () => {
    const site = JSON.parse(readFileSync('content/site.json', 'utf8')) as { helpLines: Record<string, { name: string; number: string }> };
    const rows = new Map([...readFileSync('content/README.md', 'utf8').matchAll(/^\| `([\w-]+)` \| ([^|]+) \|/gm)].map((match) => [match[1]!, match[2]!]));
    const wrong = Object.entries(site.helpLines)
      .filter(([id]) => id !== 'emergency')
      .filter(([id, line]) => !rows.get(id)?.includes(`${line.name} ${line.number}`))
      .map(([id, line]) => `${id}: site.json says ${line.name} ${line.number}; the table says ${rows.get(id) ?? 'nothing'}`);
    expect(wrong).toEqual([]);
  });
});

/**
 * How the editor's rules read a file: its body as written (tokens not yet filled in, so a rule can tell
 * {{phone}} from a typed number) with the line it starts on, its paragraphs and list items with their lines,
 * the line of any offset, and the phrases a rule looks for (content/editorial.json lists them in plain words).
 */
import { bodyWithoutFrontMatter } from '../../generator/content/markdown-file.ts';
import { splitSources as splitSourcesOf } from '../content/words.ts';

/**
 * A problem a rule found: the line (of the text it was given, 1-based), or the front matter field it is
 * about, and the problem with what to write instead.
 */
export interface Finding {
  line?: number;
  field?: string;
  message: string;
}

/**
 * The last answer of a function of one string, kept: the rules of one article ask for the same split of the
 * same body one after another (its sources, its paragraphs, its prose without addresses), and each asking
 * read the whole article again. Callers must not change what it returns.
 */
function lastOf<T>(compute: (text: string) => T): (text: string) => T {
  let last: string | undefined;
  let answer: T;
  return (text) => {
    if (text !== last) {
      answer = compute(text);
      last = text;
    }
    return answer;
  };
}

/** The line of a front matter field (`audience:`) in a markdown file's text, if it is there. */
export function fieldLine(text: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:`, 'm').exec(text);
  return match ? lineAt(text, match.index) : undefined;
}

/** The line an offset of `text` is on (1-based). */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) line += 1;
  return line;
}

/** The line of each offset of text, for offsets asked in increasing order (one pass over the text). */
export function lines(text: string): (offset: number) => number {
  let at = 0;
  let line = 1;
  return (offset) => {
    for (let index = text.indexOf('\n', at); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
      line += 1;
      at = index + 1;
    }
    return line;
  };
}

/** A markdown file's body as written, and the line of the file it starts on. */
export const bodyOf: (text: string) => { body: string; firstLine: number } = lastOf((text) => {
  const body = bodyWithoutFrontMatter(text);
  return { body, firstLine: lineAt(text, text.length - body.length) };
});

/** Findings in a body, moved to the lines of the file the body starts at `firstLine` of. */
export function inFile(findings: readonly Finding[], firstLine: number): Finding[] {
  return findings.map((finding) => (finding.line === undefined ? finding : { ...finding, line: finding.line + firstLine - 1 }));
}

/** The article proper and its closing "## Sources" list (content/words.ts), with the line the list starts on. */
export const splitSources: (body: string) => { main: string; sources: string; sourcesLine: number | undefined } = lastOf((body) => {
  const { main, sources } = splitSourcesOf(body);
  return { main, sources, sourcesLine: sources ? lineAt(body, main.length) : undefined };
});

/** A paragraph, or one list item, as a reader takes it: its markdown, its line, and for a list item the paragraph that introduces its list. */
export interface ProseUnit {
  text: string;
  line: number;
  lead?: string;
}

/**
 * The paragraphs and list items of markdown, in order, each with its line: blocks split at blank lines, a
 * list's items at each line that starts an item (an indented item stays inside its parent), the paragraph
 * before a list kept as its lead. Headings and fenced code are not prose. Read by splitting, not by the
 * markdown parser: a parse costs about 11 ms an article, which the build would pay on every article, every
 * build (45 s at the benchmark's 4,000 articles); the rules only need paragraphs and their lines.
 */
export const proseUnits: (markdown: string) => readonly ProseUnit[] = lastOf(unitsOf);

function unitsOf(markdown: string): ProseUnit[] {
  const lineOf = lines(markdown);
  const units: ProseUnit[] = [];
  let previous: string | undefined;
  let fenced = false;
  const blank = /\n[ \t]*\n/g;
  let start = 0;
  for (let match = blank.exec(markdown); ; match = blank.exec(markdown)) {
    const end = match ? match.index : markdown.length;
    const raw = markdown.slice(start, end);
    const block = raw.trim();
    const offset = start + (raw.length - raw.trimStart().length);
    if ((block.match(/^(?:```|~~~)/gm)?.length ?? 0) % 2 === 1) fenced = !fenced;
    else if (!block || fenced || /^#/.test(block) || /^(?:```|~~~)/.test(block)) previous = undefined;
    else if (/^(?:[-*+]|\d+[.)])\s/.test(block)) {
      const item = /\n(?=(?:[-*+]|\d+[.)])\s)/g;
      let from = 0;
      for (let next = item.exec(block); ; next = item.exec(block)) {
        const to = next ? next.index : block.length;
        units.push({ text: block.slice(from, to), line: lineOf(offset + from), ...(previous ? { lead: previous } : {}) });
        if (!next) break;
        from = next.index + 1;
      }
    } else {
      const body = block.startsWith('>') ? block.replace(/^>\s?/gm, '') : block;
      units.push({ text: body, line: lineOf(offset) });
      previous = body;
    }
    if (!match) break;
    start = match.index + match[0].length;
  }
  return units;
}

/** A markdown link's address dropped, its words kept: `[our page](/x/)` reads as `[our page]`. */
export const withoutAddresses: (markdown: string) => string = lastOf((markdown) => markdown.replace(/\]\([^)]*\)/g, ']'));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for phrases as editors write them (content/editorial.json): each matched whole, in any case;
 * a `*` at the end of a word matches any ending ("support*" finds "supports"). Undefined for no phrases.
 */
export function phrasePattern(phrases: readonly string[]): RegExp | undefined {
  if (phrases.length === 0) return undefined;
  const key = phrases.join('\n');
  let pattern = patterns.get(key);
  if (!pattern) patterns.set(key, (pattern = compile(phrases)));
  return pattern;
}

/** Each list of phrases compiled once: the rules run on every article. */
const patterns = new Map<string, RegExp>();

function compile(phrases: readonly string[]): RegExp {
  // Plain ASCII phrases (nearly all) take \b and no Unicode flag: several times faster on every article.
  const ascii = phrases.every((phrase) => /^[\x20-\x7e]*$/.test(phrase));
  const letters = ascii ? "[\\w'’-]*" : "[\\p{L}\\p{N}'’-]*";
  const one = (phrase: string) =>
    phrase
      .trim()
      .split(/\s+/)
      .map((word) => (word.endsWith('*') ? `${escape(word.slice(0, -1))}${letters}` : escape(word)))
      .join('\\s+');
  const words = phrases.map(one).join('|');
  return ascii ? new RegExp(`(?<![\\w])(?:${words})(?![\\w])`, 'i') : new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'iu');
}

/**
 * Whether any of many lists of phrases may be in text: false only when none is. The rules look for each of
 * a dozen lists (help lines' names, facts' homes, publishers) in every article, and most articles hold none:
 * one pattern for all of them (each list kept in `lists` by the rules' own array) answers for the lot in one
 * reading. Lists that mix plain ASCII with other letters are matched with different word edges, so for them
 * it always says true, and each list is looked for on its own.
 */
export function mayHoldAny(text: string, key: object, lists: () => readonly (readonly string[])[]): boolean {
  let pattern = anyOf.get(key);
  if (pattern === undefined) {
    const phrases = lists().flat();
    pattern = phrases.length > 0 && phrases.every((phrase) => /^[\x20-\x7e]*$/.test(phrase)) ? phrasePattern(phrases)! : null;
    anyOf.set(key, pattern);
  }
  return pattern === null || pattern.test(text);
}

const anyOf = new WeakMap<object, RegExp | null>();

/**
 * Whether text, or any paragraph or list item of it, may hold one of the phrases: false only when it cannot.
 * A phrase of plain ASCII matches only ASCII letters and digits (without the Unicode flag, a case-blind ASCII
 * letter matches no other), and a paragraph's letters and digits stand together in the article as they do in
 * the paragraph; so each run of a phrase's letters and digits, lowercased, is in the lowercased text wherever
 * the phrase is. A phrase not plain ASCII may always be there. It spares most articles splitting into
 * paragraphs for a search that finds nothing. Unlike mayHoldAny, which matches whole phrases in text already
 * read as prose, it holds for the raw text whatever a paragraph's reading takes out of it (emphasis marks,
 * addresses between words).
 */
export function mayHoldPhrase(text: string, phrases: readonly string[]): boolean {
  if (phrases.length === 0) return false;
  let lower: string | undefined;
  return phrases.some((phrase) => {
    if (!/^[\x20-\x7e]*$/.test(phrase)) return true;
    lower ??= text.toLowerCase();
    return (phrase.toLowerCase().match(/[a-z0-9]+/g) ?? []).every((run) => lower!.includes(run));
  });
}

/** The first phrase found in text, with its offset. */
export function findPhrase(text: string, phrases: readonly string[]): { match: string; index: number } | undefined {
  const found = phrasePattern(phrases)?.exec(text);
  return found ? { match: found[0], index: found.index } : undefined;
}

/** A link's host without "www.", or "" for an address that does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Whether a host is one of the sites (each a domain: the host itself or any host under it). */
export function onSite(host: string, sites: readonly string[]): boolean {
  return sites.some((site) => host === site || host.endsWith(`.${site}`));
}

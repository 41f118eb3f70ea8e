/** A markdown file: front matter through gray-matter, site tokens filled in body and fields; for the render workers, its body alone. */
import { basename } from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { ContentError } from '../errors.ts';
import type { FrontMatterCache } from './front-matter-cache.ts';
import { readTextSync } from './read.ts';
import { fillTokens, fillTokensDeep, type Tokens } from './tokens.ts';

export interface MarkdownFile {
  file: string;
  slug: string;
  /** The front matter as written, tokens filled in; the content kind's schema checks it. */
  data: Record<string, unknown>;
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A table's delimiter row (`| --- | :---: |`): the pipeline has no table syntax, so it would print as pipes. */
const TABLE_DELIMITER_ROW = /^ {0,3}\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/m;

/** Fails on a markdown table, naming its first line: written for a GFM renderer, it would reach the page as rows of "|". */
function rejectTables(file: string, text: string, body: string): void {
  if (!body.includes('|')) return;
  const match = TABLE_DELIMITER_ROW.exec(text);
  if (!match) return;
  const headerLine = text.slice(0, match.index).split('\n').length - 1;
  throw new ContentError(file, `line ${headerLine}`, 'is a markdown table, which the site does not render: it would show as rows of "|" characters, and a wide table is hard to read on a phone. Write it as a list or as short sections with headings');
}

/**
 * Refuses YAML anchors (`&name`) in front matter, at the first one, naming its line. An anchor and its
 * aliases (`*name`) let 700 bytes stand for billions of values ("billion laughs"): the build would spend
 * minutes and gigabytes copying them. Front matter never needs one: each field is written out in full.
 */
function refuseAnchors(file: string): NonNullable<yaml.LoadOptions['listener']> {
  return (event, state) => {
    if (event !== 'close') return;
    // js-yaml keeps the anchors it has read in its state (not in its type declarations).
    const anchor = Object.keys((state as yaml.State & { anchorMap: object }).anchorMap)[0];
    if (anchor === undefined) return;
    // The YAML gray-matter hands over starts with the line break after the opening ---, which is line 1.
    const at = state.input.indexOf(`&${anchor}`);
    const line = (at === -1 ? state.line : state.input.slice(0, at).split('\n').length - 1) + 1;
    throw new ContentError(file, `front matter line ${line}`, `uses a YAML anchor (&${anchor}), which lets a few lines stand for billions of values: write each value out in full instead of with & and *`);
  };
}

/** Front matter and body, through gray-matter (or the cache, when the file has not changed). */
function splitFrontMatter(file: string, text: string, cache?: FrontMatterCache): { data: Record<string, unknown>; body: string } {
  const cached = cache?.get(text);
  if (cached?.data) return { data: cached.data, body: cached.body };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // YAML's core schema leaves dates as the text the author wrote, so the schemas check them as written
    // (the default schema would turn 2025-13-45 into a date in 2026). A fresh options object also keeps
    // gray-matter from returning its own cached result for identical text.
    parsed = matter(text, { engines: { yaml: (source) => (yaml.load(source, { schema: yaml.CORE_SCHEMA, listener: refuseAnchors(file) }) ?? {}) as object } });
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const reason = (error as { reason?: string; mark?: { line?: number } }).reason ?? (error as Error).message;
    const line = (error as { mark?: { line?: number } }).mark?.line;
    throw new ContentError(file, line === undefined ? 'front matter' : `front matter line ${line + 2}`, `is not valid YAML: ${reason}`, { cause: error });
  }
  if (parsed.matter.trim() === '') throw new ContentError(file, 'front matter', 'is missing: start the file with --- and the fields, then ---');
  if (cached) cache?.set(cached.key, parsed.data, parsed.content);
  return { data: parsed.data, body: parsed.content };
}

/** A markdown file's front matter as written (tokens left as they are), read as the build reads it. */
export function frontMatterAsWritten(file: string): Record<string, unknown> {
  return splitFrontMatter(file, readTextSync(file)).data;
}

export function parseMarkdownFile(file: string, text: string, tokens: Tokens, cache?: FrontMatterCache): MarkdownFile {
  const slug = basename(file, '.md');
  if (!SLUG.test(slug)) {
    throw new ContentError(file, '(file name)', 'must be lower-case words joined by hyphens, like my-article.md: it becomes the page address');
  }
  const { data, body } = splitFrontMatter(file, text, cache);
  rejectTables(file, text, body);
  return { file, slug, data: fillTokensDeep(data, tokens, file) as Record<string, unknown>, body: fillTokens(body, tokens, file, lineOfBody(text, body)) };
}

/**
 * The body gray-matter would give for this text, found the way gray-matter finds it (a byte-order mark
 * dropped, the opening ---, an optional language name, up to the first line that starts with ---, then one
 * line break), but without parsing the YAML. For the render workers, which need only the body: the YAML
 * costs about a tenth of a millisecond a file, and the main thread parses it anyway. Should the cut ever
 * differ from gray-matter's, nothing is wrong, only slower: the main thread keeps a worker's HTML only for
 * the exact body it holds itself.
 */
export function bodyWithoutFrontMatter(text: string): string {
  let rest = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!rest.startsWith('---') || rest.charAt(3) === '-') return rest;
  rest = rest.slice(3);
  const lineEnd = rest.search(/\r?\n/);
  const language = rest.slice(0, lineEnd);
  if (language.trim()) rest = rest.slice(language.length);
  const close = rest.indexOf('\n---');
  if (close === -1) return '';
  let body = rest.slice(close + 4);
  if (body[0] === '\r') body = body.slice(1);
  if (body[0] === '\n') body = body.slice(1);
  return body;
}

/** A markdown file's body with the site tokens filled in, its front matter skipped unread (see above). */
export function readMarkdownBody(file: string, tokens: Tokens): string {
  const text = readTextSync(file);
  const body = bodyWithoutFrontMatter(text);
  return fillTokens(body, tokens, file, lineOfBody(text, body));
}

/** The line of the file on which its body (the end of its text) starts, for errors that name a line. */
function lineOfBody(text: string, body: string): number {
  return text.slice(0, text.length - body.length).split('\n').length;
}

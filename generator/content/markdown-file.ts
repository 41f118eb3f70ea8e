/** Reads a markdown file: front matter through gray-matter, site tokens filled in body and fields. */
import { basename } from 'node:path';
import matter from 'gray-matter';
import { ContentError } from '../errors.ts';
import { normaliseDates, type FrontMatterCache } from './front-matter-cache.ts';
import { Fields } from './fields.ts';
import { readTextSync } from './read.ts';
import { fillTokens, fillTokensDeep, type Tokens } from './tokens.ts';

export interface MarkdownFile {
  file: string;
  slug: string;
  fields: Fields;
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Front matter and body, through gray-matter (or the cache, when the file has not changed). */
function splitFrontMatter(file: string, text: string, cache?: FrontMatterCache): { data: Record<string, unknown>; body: string } {
  const cached = cache?.get(text);
  if (cached?.data) return { data: cached.data, body: cached.body };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from returning its own cached result for identical text.
    parsed = matter(text, {});
  } catch (error) {
    const reason = (error as { reason?: string; mark?: { line?: number } }).reason ?? (error as Error).message;
    const line = (error as { mark?: { line?: number } }).mark?.line;
    throw new ContentError(file, line === undefined ? 'front matter' : `front matter line ${line + 2}`, `is not valid YAML: ${reason}`, { cause: error });
  }
  if (parsed.matter.trim() === '') throw new ContentError(file, 'front matter', 'is missing: start the file with --- and the fields, then ---');
  const data = normaliseDates(parsed.data) as Record<string, unknown>;
  if (cached) cache?.set(cached.key, data, parsed.content);
  return { data, body: parsed.content };
}

export function parseMarkdownFile(file: string, text: string, tokens: Tokens, cache?: FrontMatterCache): MarkdownFile {
  const slug = basename(file, '.md');
  if (!SLUG.test(slug)) {
    throw new ContentError(file, '(file name)', 'must be lower-case words joined by hyphens, like my-article.md: it becomes the page address');
  }
  const { data, body } = splitFrontMatter(file, text, cache);
  const bodyStartLine = text.slice(0, text.length - body.length).split('\n').length;
  return { file, slug, fields: Fields.of(file, fillTokensDeep(data, tokens, file), ''), body: fillTokens(body, tokens, file, bodyStartLine) };
}

export async function readMarkdownFile(file: string, tokens: Tokens, cache?: FrontMatterCache): Promise<MarkdownFile> {
  return parseMarkdownFile(file, readTextSync(file), tokens, cache);
}

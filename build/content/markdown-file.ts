/** Reads a markdown file: front matter through gray-matter, site tokens filled in body and fields. */
import { basename } from 'node:path';
import matter from 'gray-matter';
import { ContentError } from '../errors.ts';
import { Fields } from './fields.ts';
import { readText } from './read.ts';
import { fillTokens, fillTokensDeep, type Tokens } from './tokens.ts';

export interface MarkdownFile {
  file: string;
  slug: string;
  fields: Fields;
  body: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseMarkdownFile(file: string, text: string, tokens: Tokens): MarkdownFile {
  const slug = basename(file, '.md');
  if (!SLUG.test(slug)) {
    throw new ContentError(file, '(file name)', 'must be lower-case words joined by hyphens, like my-article.md: it becomes the page address');
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object keeps gray-matter from returning a cached result for identical text.
    parsed = matter(text, {});
  } catch (error) {
    const reason = (error as { reason?: string; mark?: { line?: number } }).reason ?? (error as Error).message;
    const line = (error as { mark?: { line?: number } }).mark?.line;
    throw new ContentError(file, line === undefined ? 'front matter' : `front matter line ${line + 2}`, `is not valid YAML: ${reason}`, { cause: error });
  }
  if (parsed.matter.trim() === '') throw new ContentError(file, 'front matter', 'is missing: start the file with --- and the fields, then ---');
  const bodyStartLine = text.slice(0, text.length - parsed.content.length).split('\n').length;
  const data = fillTokensDeep(parsed.data, tokens, file);
  return { file, slug, fields: Fields.of(file, data, ''), body: fillTokens(parsed.content, tokens, file, bodyStartLine) };
}

export async function readMarkdownFile(file: string, tokens: Tokens): Promise<MarkdownFile> {
  return parseMarkdownFile(file, await readText(file), tokens);
}

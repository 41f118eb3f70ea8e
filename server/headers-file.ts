/**
 * The host files the build writes (`_headers`, `_redirects`), read by the servers: `_headers` is path
 * patterns, each followed by indented `Name: value` lines (Netlify and Cloudflare Pages read it too). The
 * static server applies its rules to every file; the form receiver gives its own answers the security
 * headers of `/*`. Neither depends on the other for it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeErrno, StartError } from './start-error.ts';

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/**
 * Headers from a Netlify/Cloudflare-style _headers file: path patterns with indented header lines. A line
 * `! Name` (Cloudflare Pages) takes off a header an earlier rule set; it is kept as `['!Name', '']`.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (line.trim().startsWith('!')) rules.at(-1)?.headers.push([`!${line.trim().slice(1).trim()}`, '']);
    else {
      const index = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/** One of the host's files, read whole; a StartError saying what to do when it cannot be read. */
export async function readHostFile(siteDir: string, name: '_headers' | '_redirects'): Promise<string> {
  const file = join(siteDir, name);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new StartError(`Cannot read ${file}: ${describeErrno(error)}. It holds the site's ${name === '_headers' ? 'security headers' : 'redirects'}, and no page is served without it: build the site (npm run build), and let the account running the server read it.`, { cause: error });
  }
}


/**
 * The `_headers` file the build writes (Netlify and Cloudflare Pages read it): path patterns, each followed by
 * indented `Name: value` lines. The static server applies its rules to every file; the form receiver gives
 * its own answers the security headers of `/*`. Neither depends on the other for it.
 */

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Headers from a Netlify/Cloudflare-style _headers file: path patterns with indented header lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const index = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

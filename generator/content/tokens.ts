/**
 * Tokens: content writes {{phone}} and the build fills in the value the site gives for it (the site makes its
 * tokens from its settings: templates/content/site-tokens.ts), so no business constant is ever typed into a
 * page. An unknown token stops the build, naming the file and line.
 */
import { ContentError } from '../errors.ts';

const TOKEN = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** Each token's name (`phone`, `claims.reliability`) and the text it stands for. */
export type Tokens = Readonly<Record<string, string>>;

/** Replaces every {{token}} in text. `firstLine` is the file line the text starts on, for error messages. */
export function fillTokens(text: string, tokens: Tokens, file: string, firstLine = 1, field?: string): string {
  return text.replace(TOKEN, (match, key: string, offset: number) => {
    const value = tokens[key];
    if (value !== undefined) return value;
    const line = firstLine + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
    throw new ContentError(file, field ?? `line ${line}`, `unknown token ${match}: use one of ${Object.keys(tokens).map((k) => `{{${k}}}`).join(', ')}`);
  });
}

/** Fills tokens in every string inside parsed front matter or a JSON file. */
export function fillTokensDeep(value: unknown, tokens: Tokens, file: string, path = ''): unknown {
  if (typeof value === 'string') return fillTokens(value, tokens, file, 1, path || 'front matter');
  if (Array.isArray(value)) return value.map((item, index) => fillTokensDeep(item, tokens, file, `${path}[${index}]`));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, tokens, file, path ? `${path}.${key}` : key)]));
  }
  return value;
}

/**
 * The text of a language page (content/languages/*.json): plain sentences with tokens for everything that
 * comes from site.json, and links to pages of this site. Tokens are read here, once, into a list of parts the
 * template renders; numbers and names then arrive as elements kept left to right inside any script.
 *
 *   {{name}}            our name
 *   {{phone}}           our phone number, as a tap-to-call link
 *   {{email}}           our e-mail address, as a link
 *   {{areas}}           the suburbs we visit (site.json serviceAreas), in English
 *   {{hours}}           when our office answers (site.json hours), in English
 *   {{tis}}             TIS National and its number (131 450), as a tap-to-call link
 *   {{emergency}}       000, as a tap-to-call link
 *   {{line.<id>}}       a help line of site.json's helpLines (name and number), as a tap-to-call link
 *   {{say:<words>}}     English words a reader says on the phone ("Interpreter", "Vietnamese"), in quotes
 *   {{en:<words>}}      other English words (an organisation's name), kept as written
 *   [words](/path/)     a link to a page of this site
 *
 * A number typed into the text (three or more digits in a row, in any script) is refused: phone numbers come
 * from site.json through the tokens above, so they change in one place and are never mistyped.
 */

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'name' }
  | { kind: 'phone' }
  | { kind: 'email' }
  | { kind: 'areas' }
  | { kind: 'hours' }
  | { kind: 'tis' }
  | { kind: 'emergency' }
  | { kind: 'line'; id: string }
  | { kind: 'english'; text: string; say: boolean }
  | { kind: 'link'; href: string; text: string };

export type InlineText = InlinePart[];

const PART = /\{\{\s*([^{}]*?)\s*\}\}|\[([^\][]+)\]\(([^()\s]*)\)/g;
const SITE_PATH = /^\/(?:[a-z0-9-]+\/)*(?:#[a-z0-9-]+)?$/;
/** Digits in any script, joined by the spaces and signs phone numbers are written with. */
const NUMBER = /\p{Nd}(?:[\s\u00a0\u202f().+\-]*\p{Nd})*/gu;
const TOKENS = ['name', 'phone', 'email', 'areas', 'hours', 'tis', 'emergency', 'line.<id>', 'say:<words>', 'en:<words>'];

export interface InlineResult {
  parts: InlineText;
  problems: string[];
}

/** Reads `text` into parts. `helpLines` are the ids {{line.<id>}} may name. */
export function parseInline(text: string, helpLines: ReadonlySet<string>): InlineResult {
  const parts: InlineText = [];
  const problems: string[] = [];
  const plain = (value: string) => {
    if (!value) return;
    checkNumbers(value, problems);
    if (/\{\{|\}\}/.test(value)) problems.push(`has a token that is not closed in "${excerpt(value)}": write tokens like {{phone}}`);
    parts.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(PART)) {
    plain(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, token, linkText, href] = match;
    if (token !== undefined) {
      const part = readToken(token, helpLines, problems);
      if (part) parts.push(part);
    } else {
      checkNumbers(linkText!, problems);
      if (!SITE_PATH.test(href!)) problems.push(`links to "${href}": link only to pages of this site, written like [our referral form](/referral/)`);
      parts.push({ kind: 'link', href: href!, text: linkText! });
    }
  }
  plain(text.slice(at));
  return { parts, problems };
}

function readToken(token: string, helpLines: ReadonlySet<string>, problems: string[]): InlinePart | undefined {
  if (token === 'name' || token === 'phone' || token === 'email' || token === 'areas' || token === 'hours' || token === 'tis' || token === 'emergency') return { kind: token };
  if (token.startsWith('line.')) {
    const id = token.slice('line.'.length);
    if (helpLines.has(id)) return { kind: 'line', id };
    problems.push(`{{${token}}}: "${id}" is not a help line in site.json: use one of ${[...helpLines].join(', ')}`);
    return undefined;
  }
  const english = /^(en|say):(.*)$/s.exec(token);
  if (english) {
    const words = english[2]!.trim();
    if (!words || !/^[\p{Script=Latin}\p{Zs}'’,.!?-]+$/u.test(words)) {
      problems.push(`{{${token}}}: {{${english[1]}:...}} holds English words only (letters, spaces, commas), like {{say:Interpreter}}`);
      return undefined;
    }
    return { kind: 'english', text: words, say: english[1] === 'say' };
  }
  problems.push(`{{${token}}} is not a token of language pages: use one of ${TOKENS.map((name) => `{{${name}}}`).join(', ')}`);
  return undefined;
}

function checkNumbers(value: string, problems: string[]): void {
  for (const match of value.matchAll(NUMBER)) {
    const digits = match[0].replace(/\P{Nd}/gu, '');
    if (digits.length >= 3) {
      problems.push(`types the number "${match[0].trim()}": phone numbers come from site.json through a token ({{phone}}, {{tis}}, {{emergency}} or {{line.<id>}}), never typed`);
    }
  }
}

function excerpt(value: string): string {
  return value.length > 40 ? `${value.slice(0, 37)}...` : value;
}

/** The tokens a text uses, for the checks that each page says what it must (parse-languages.ts). */
export function tokensIn(parts: InlineText): string[] {
  return parts.flatMap((part) => {
    switch (part.kind) {
      case 'text':
      case 'english':
        return [];
      case 'line':
        return [`line.${part.id}`];
      case 'link':
        return [`link:${part.href}`];
      default:
        return [part.kind];
    }
  });
}

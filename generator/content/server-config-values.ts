/**
 * Values the build writes into server configuration (`_nginx.conf`, `_redirects`, `_headers`), each checked
 * for that use before it is written. Those files are code for the server: nginx reads white space, `;`,
 * `{`, `}`, quotes, `\` and `$` (a variable) as syntax, `_redirects` splits a line on white space and
 * `_headers` starts a new header on each line. A value from content that held one of them could add
 * directives (serve any file nginx can read), rules or headers. So every value from content that reaches
 * those files passes through one of the functions here, which return it only when it is safe, and
 * otherwise fail the build naming the file and the field.
 *
 * The same checks back the site.json schema (`serverConfigUrl`), so a bad value is reported with the other
 * content problems, before anything is built.
 */
import { httpsUrl } from './schema.ts';
import { ContentError } from '../errors.ts';

/** Where a value came from, for the error: `content/site.json` and `auth.loginUrl`. */
export interface ValueSource {
  file: string;
  field: string;
}

/**
 * Characters no address written into server configuration may hold: white space and controls, the
 * syntax of nginx (`;`, `{`, `}`, quotes, `\`, `$`) and of the other two files, and characters a URL
 * never needs unescaped (`<`, `>`, `^`, backquote, `|`). Anything else outside ASCII must be
 * percent-encoded (an international domain name is written in its `xn--` form).
 */
const UNSAFE_IN_ADDRESS = /[^\x21-\x7E]|["'`;{}$\\<>^|]/u;

function describeCharacter(character: string): string {
  const code = character.codePointAt(0)!;
  if (/\s/u.test(character)) return code === 0x20 ? 'a space' : `a line break or other white space (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  if (code < 0x21 || (code >= 0x7f && code <= 0x9f)) return `a control character (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
  if (code > 0x7e) return `"${character}" (write characters outside ASCII percent-encoded, and a domain name in its xn-- form)`;
  return `"${character}"`;
}

/**
 * What is wrong with an https address that will be written into server configuration, or undefined.
 * The address must parse, use https, carry no user name or password, and hold none of UNSAFE_IN_ADDRESS.
 */
export function serverConfigUrlProblem(value: string): string | undefined {
  const unsafe = UNSAFE_IN_ADDRESS.exec(value);
  if (unsafe) return `must be a plain https:// address: it holds ${describeCharacter(unsafe[0])}, which the server's configuration would read as part of its own syntax`;
  if (!URL.canParse(value)) return `must be a full https:// address, found "${value}"`;
  const url = new URL(value);
  if (url.protocol !== 'https:') return `must use https://, found "${value}": the site never sends people or data over plain http`;
  if (url.username || url.password) return 'must not hold a user name or password: anyone can read the server configuration it is written into';
  if (!/^[a-z0-9.-]+$/.test(url.hostname) || url.hostname.startsWith('.') || url.hostname.includes('..')) return `must name its host in letters, digits, dots and hyphens, found "${url.hostname}"`;
  if (UNSAFE_IN_ADDRESS.test(url.href)) return `must be a plain https:// address, found "${value}"`;
  return undefined;
}

/** The address, normalised (`new URL().href`), once it is safe to write into server configuration. */
export function redirectTarget(value: string, source: ValueSource): string {
  const problem = serverConfigUrlProblem(value);
  if (problem) throw new ContentError(source.file, source.field, problem);
  return new URL(value).href;
}

/** The origin of an https address (`https://forms.example.org`), for a Content-Security-Policy source. */
export function cspOrigin(value: string, source: ValueSource): string {
  return new URL(redirectTarget(value, source)).origin;
}

/** A path on this site, for a `_headers` rule or an nginx `location`: letters, digits and `/._~*-` only. */
export function configPath(path: string, source: ValueSource): string {
  if (!/^\/[A-Za-z0-9._~*/-]*$/.test(path)) throw new ContentError(source.file, source.field, `must be a path of letters, digits, "-", "_", "." and "/", found ${JSON.stringify(path)}`);
  return path;
}

/**
 * Text inside an nginx double-quoted string (a `return 503 "…"` body): quotes, `\` and `$` are removed
 * (nginx would read them as syntax or as a variable), and line breaks and controls become spaces.
 */
export function nginxQuotedText(text: string): string {
  return text.replace(/["\\$]/g, '').replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ');
}

/** A header value for `_headers` and nginx's `add_header "…"`: one line, with no quote, `\` or `$`. */
export function headerValue(name: string, value: string): string {
  if (/[\u0000-\u001F\u007F"\\$]/.test(value)) throw new Error(`The ${name} header value would break the server configuration: ${JSON.stringify(value)}`);
  return value;
}

/**
 * The site.json schema's check for an https address that is written into server configuration: the
 * checks of `httpsUrl` (required or not, parses, https), then serverConfigUrlProblem's.
 */
export function serverConfigUrl({ required }: { required: boolean }) {
  return httpsUrl({ required }).superRefine((value, ctx) => {
    // An empty, unparseable or plain-http value is reported by httpsUrl already.
    if (value === '' || !URL.canParse(value) || new URL(value).protocol !== 'https:') return;
    const problem = serverConfigUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
}


/**
 * Rules for the pages where the provider speaks of itself (issue 32): it offers only what it can deliver,
 * and says what it really does with people's information. Functions of the text, so the tests can prove
 * each rule on the real content and on a fixture that breaks it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';

/** One paragraph or list item of markdown, or one string of a data file. */
function units(text: string): string[] {
  return text.split(/\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s)/).map((unit) => unit.trim()).filter(Boolean);
}

/** Every string in a parsed JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

const LEVEL3 = /specialist support coordinat|\blevel 3\b/i;
const LEVEL3_CONDITION = /\{\{level3Offer\}\}|only where we can|suitably qualified practitioner/i;

/**
 * Specialist (Level 3) support coordination mentioned without its condition: every paragraph, list item or
 * data string that names it must carry {{level3Offer}} (which names the practitioner once site.json does) or
 * say it is offered only with a suitably qualified practitioner.
 */
export function level3Problems(text: string, isJson = false): string[] {
  const pieces = isJson ? stringsOf(JSON.parse(text)).flatMap(units) : units(text);
  return pieces
    .filter((piece) => LEVEL3.test(piece) && !LEVEL3_CONDITION.test(piece))
    .map((piece) => `offers specialist (Level 3) support coordination without its condition: "${piece.slice(0, 90)}". Use {{level3Offer}}`);
}

/** The provider's own pages and data (not the service pages, which 28a's terms cover, nor the articles). */
export function providerFiles(dir = 'content'): { file: string; isJson: boolean }[] {
  const pages = readdirSync(join(dir, 'pages')).filter((name) => name.endsWith('.md')).map((name) => ({ file: join(dir, 'pages', name), isJson: false }));
  const data = ['faq.json', 'home.json', 'about.json', 'team.json', 'referrers.json'].map((name) => ({ file: join(dir, name), isJson: true }));
  return [...pages, ...data];
}

/** Front matter dates of every article and page, as YYYY-MM-DD. */
export function contentDates(dir = 'content'): string[] {
  const dates: string[] = [];
  for (const folder of ['resources', 'pages']) {
    for (const name of readdirSync(join(dir, folder)).filter((n) => n.endsWith('.md'))) {
      const { data } = matter(readFileSync(join(dir, folder, name), 'utf8'), {});
      for (const key of ['date', 'updated']) {
        const value = data[key];
        const day = value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' ? value : undefined;
        if (day) dates.push(day);
      }
    }
  }
  return dates;
}

/**
 * The footer's copyright year is site.json's `copyrightYear`, a dated field rather than the build's clock
 * (so two builds of the same content are the same, byte for byte). It must not fall behind the content: the
 * year of the newest `date` or `updated` in the articles and pages.
 */
export function copyrightProblems(copyrightYear: number, dates: readonly string[]): string[] {
  const newest = [...dates].sort().at(-1);
  if (!newest) return [];
  const year = Number(newest.slice(0, 4));
  return copyrightYear < year ? [`site.json copyrightYear ${copyrightYear} is older than the newest content (${newest}): set it to ${year}`] : [];
}

/**
 * The registration badge and notice: never a status the NDIS Commission does not use ("registration
 * pending"), never "registered provider", and listed in `unconfirmed` until the provider shows the
 * application exists.
 */
export function registrationProblems(site: { registration: { badge: string; notice: string; planManagementHint: string }; unconfirmed: readonly string[] }): string[] {
  const problems: string[] = [];
  const { badge, notice, planManagementHint } = site.registration;
  for (const [field, text] of [['badge', badge], ['notice', notice], ['planManagementHint', planManagementHint]] as const) {
    if (/registration (?:is )?pending|pending registration/i.test(text)) problems.push(`registration.${field} uses "registration pending", which is not an NDIS Commission status: say "not yet NDIS registered (application lodged)"`);
    if (/\bregistered (?:NDIS )?provider\b/i.test(text)) problems.push(`registration.${field} says "registered provider": never suggest we are registered`);
  }
  if (!/\bnot yet\b/i.test(badge)) problems.push('registration.badge must say plainly that we are not yet registered');
  for (const field of ['registration.badge', 'registration.notice']) {
    if (!site.unconfirmed.includes(field)) problems.push(`${field} claims an application was lodged: list it in "unconfirmed" until the provider confirms it`);
  }
  return problems;
}

/** "Registration pending" and its variants: not an NDIS Commission status, and it reads like a credential. */
const PENDING_WORDING = /\bregistration (?:is |still )?pending\b|\bpending (?:NDIS )?registration\b/i;

/** Every markdown and JSON file under `dir`, except the editor's guide (which quotes the wording to forbid it). */
export function contentTextFiles(dir = 'content'): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...contentTextFiles(path));
    else if (/\.(?:md|json)$/.test(entry.name) && entry.name !== 'README.md') files.push(path);
  }
  return files;
}

/**
 * Lines anywhere in the content that call our status "registration pending" (a page, a data file, a table
 * label), not only the badge in site.json: say "not yet NDIS registered", or use {{registrationNotice}}.
 */
export function pendingWordingProblems(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) => (PENDING_WORDING.test(line) ? [`${file}:${index + 1} says "${PENDING_WORDING.exec(line)![0]}", which is not an NDIS Commission status: say "not yet NDIS registered", or use {{registrationNotice}} or registration.planManagementHint`] : []));
}

/**
 * Rules for the pages where the provider speaks of itself (issue 32): it offers only what it can deliver,
 * says what it really does with people's information, never calls itself registered, and keeps its
 * copyright year up with its content. Functions of the text, run by every build, so the tests can prove
 * each rule on a fixture that breaks it.
 */
import { lineAt, type Finding } from './prose.ts';

/** One paragraph or list item of markdown, with its offset in the text. */
function units(text: string): { text: string; index: number }[] {
  const found: { text: string; index: number }[] = [];
  const split = /\n\s*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s)/g;
  let start = 0;
  for (let match = split.exec(text); ; match = split.exec(text)) {
    const end = match ? match.index : text.length;
    const piece = text.slice(start, end);
    if (piece.trim()) found.push({ text: piece.trim(), index: start + (piece.length - piece.trimStart().length) });
    if (!match) break;
    start = match.index + match[0].length;
  }
  return found;
}

/** Every string in a JSON file's text, each with the offset its value starts at (found in the text as written). */
function stringsOf(text: string): { text: string; index: number }[] {
  const found: { text: string; index: number }[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      const at = text.indexOf(JSON.stringify(value).slice(1, -1));
      found.push({ text: value, index: Math.max(0, at) });
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(JSON.parse(text));
  return found;
}

const LEVEL3 = /specialist support coordinat|\blevel 3\b/i;
const LEVEL3_CONDITION = /\{\{level3Offer\}\}|only where we can|suitably qualified practitioner/i;

/**
 * Specialist (Level 3) support coordination mentioned without its condition: every paragraph, list item or
 * data string that names it must carry {{level3Offer}} (which names the practitioner once site.json does) or
 * say it is offered only with a suitably qualified practitioner.
 */
export function level3Problems(text: string, isJson = false): Finding[] {
  const pieces = isJson ? stringsOf(text).flatMap((value) => units(value.text).map((unit) => ({ text: unit.text, index: value.index }))) : units(text);
  return pieces
    .filter((piece) => LEVEL3.test(piece.text) && !LEVEL3_CONDITION.test(piece.text))
    .map((piece) => ({ line: lineAt(text, piece.index), message: `offers specialist (Level 3) support coordination without its condition ("${piece.text.slice(0, 90)}"): write {{level3Offer}}, which names the qualified practitioner once site.json does` }));
}

/** The provider's own pages and data (not the service pages, which their terms cover, nor the articles), by collection. */
export const PROVIDER_COLLECTIONS = ['pages', 'faq', 'home', 'about', 'team', 'referrers'];

/**
 * The footer's copyright year is site.json's `copyrightYear`, a dated field rather than the build's clock
 * (so two builds of the same content are the same, byte for byte). It must not fall behind the content: the
 * year of the newest `date` or `updated` in the articles and pages.
 */
export function copyrightProblems(copyrightYear: number, dates: readonly string[]): string[] {
  const newest = [...dates].sort().at(-1);
  if (!newest) return [];
  const year = Number(newest.slice(0, 4));
  return copyrightYear < year ? [`${copyrightYear} is older than the newest content (${newest}): set it to ${year}`] : [];
}

/**
 * The registration badge and notice: never a status the NDIS Commission does not use ("registration
 * pending"), never "registered provider", and listed in `unconfirmed` until the provider shows the
 * application exists.
 */
export function registrationProblems(site: { registration: { badge: string; notice: string; planManagementHint: string }; unconfirmed: readonly string[] }): string[] {
  const problems = registrationWordingProblems(site);
  for (const field of ['registration.badge', 'registration.notice']) {
    if (!site.unconfirmed.includes(field)) problems.push(`${field} claims an application was lodged: list it in "unconfirmed" until the provider confirms it`);
  }
  return problems;
}

/**
 * The wording half, which every build checks: never "registration pending", never "registered provider",
 * and a badge that says plainly we are not yet registered. (Whether the application is confirmed is the
 * provider's to say: the build cannot know, so only the tests hold the sample content to it.)
 */
export function registrationWordingProblems(site: { registration: { badge: string; notice: string; planManagementHint: string } }): string[] {
  const problems: string[] = [];
  const { badge, notice, planManagementHint } = site.registration;
  for (const [field, text] of [['badge', badge], ['notice', notice], ['planManagementHint', planManagementHint]] as const) {
    if (/registration (?:is )?pending|pending registration/i.test(text)) problems.push(`registration.${field} uses "registration pending", which is not an NDIS Commission status: say "not yet NDIS registered (application lodged)"`);
    if (/\bregistered (?:NDIS )?provider\b/i.test(text)) problems.push(`registration.${field} says "registered provider": never suggest we are registered`);
  }
  if (!/\bnot yet\b/i.test(badge)) problems.push('registration.badge must say plainly that we are not yet registered: write, for example, "Not yet NDIS registered (application lodged)"');
  return problems;
}

/** "Registration pending" and its variants: not an NDIS Commission status, and it reads like a credential. */
const PENDING_WORDING = /\bregistration (?:is |still )?pending\b|\bpending (?:NDIS )?registration\b/i;

/**
 * Lines anywhere in the content that call our status "registration pending" (a page, a data file, a table
 * label), not only the badge in site.json: say "not yet NDIS registered", or use {{registrationNotice}}.
 */
export function pendingWordingProblems(text: string): Finding[] {
  // The wording holds no line break, so a file it is not in as a whole (nearly every file) has no line to read.
  if (!PENDING_WORDING.test(text)) return [];
  return text
    .split('\n')
    .flatMap((line, index) => (PENDING_WORDING.test(line) ? [{ line: index + 1, message: `says "${PENDING_WORDING.exec(line)![0]}", which is not an NDIS Commission status: say "not yet NDIS registered", or use {{registrationNotice}} or registration.planManagementHint` }] : []));
}

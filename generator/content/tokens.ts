/**
 * Site tokens: content writes {{phone}} and the build fills in the value from site.json, so no business
 * constant is ever typed into a page. An unknown token stops the build, naming the file and line.
 */
import { ContentError } from '../errors.ts';
import { keepTogether } from '../text.ts';
import { claimSentence, claimsOf } from '../../templates/content/claims.ts';
import type { SiteConfig } from '../../templates/content/site-settings.ts';

const TOKEN = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

export type Tokens = Readonly<Record<string, string>>;

function listInSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function siteTokens(site: SiteConfig): Tokens {
  return {
    name: site.name,
    legalName: site.legalName,
    // Non-breaking spaces: the number never splits across two lines.
    phone: keepTogether(site.phone),
    phoneHref: site.phoneHref,
    email: site.email,
    abn: site.abn,
    hours: site.hours,
    region: site.region,
    serviceAreas: listInSentence(site.serviceAreas),
    registrationNotice: site.registration.notice,
    formsStorage: site.forms.storageNotice,
    formsSecurity: formsAreEncrypted(site) ? site.dataStorage.formsEncrypted : site.dataStorage.formsNotEncrypted,
    serverLocation: site.dataStorage.serverLocation,
    signInProvider: site.dataStorage.signInProvider,
    level3Offer: site.level3.sentence,
    ...claimTokens(site),
    referralDocuments: site.referrals.documents,
    // Other services' numbers that pages name in a sentence: written once, in site.json.
    'complaints.ndisCommission': keepTogether(site.complaints.ndisCommission.number),
    'complaints.vdwc': keepTogether(site.complaints.vdwc.number),
    interpreter: keepTogether(site.contactSupport.interpreter.number),
  };
}

/** Form answers are stored encrypted only by our own receiver, and only once site.json gives it a public key. */
export function formsAreEncrypted(site: SiteConfig): boolean {
  return site.forms.delivery === 'local' && site.forms.publicKey !== '';
}

/**
 * {{claims.<id>}}: a claim about the provider (site.json `stats` and `teamClaims`) as a sentence, so prose
 * never types a figure of its own and changes with site.json (see claims-check.ts). {{policies.<name>}}: one
 * of our own policies. While a claim is unconfirmed its sentence ends in its caption's marker, which the
 * markdown pipeline turns into the caption (claims.ts).
 */
function claimTokens(site: SiteConfig): Record<string, string> {
  const tokens: Record<string, string> = {};
  const shown = new Map(claimsOf(site).map((claim) => [claim.field, claim]));
  const figures = (group: 'stats' | 'teamClaims') =>
    site[group].forEach((claim, index) => {
      if (claim.id && claim.sentence) tokens[`claims.${claim.id}`] = claimSentence(site, shown.get(`${group}.${index}`)!);
    });
  figures('stats');
  figures('teamClaims');
  for (const name of Object.keys(site.policies)) tokens[`policies.${name}`] = claimSentence(site, shown.get(`policies.${name}`)!);
  return tokens;
}

/** Replaces every {{token}} in text. `firstLine` is the file line the text starts on, for error messages. */
export function fillTokens(text: string, tokens: Tokens, file: string, firstLine = 1, field?: string): string {
  return text.replace(TOKEN, (match, key: string, offset: number) => {
    const value = tokens[key];
    if (value !== undefined) return value;
    const line = firstLine + (text.slice(0, offset).match(/\n/g)?.length ?? 0);
    throw new ContentError(file, field ?? `line ${line}`, `unknown token ${match}: use one of ${Object.keys(tokens).map((k) => `{{${k}}}`).join(', ')}`);
  });
}

/** Fills tokens in every string inside parsed front matter. */
export function fillTokensDeep(value: unknown, tokens: Tokens, file: string, path = ''): unknown {
  if (typeof value === 'string') return fillTokens(value, tokens, file, 1, path || 'front matter');
  if (Array.isArray(value)) return value.map((item, index) => fillTokensDeep(item, tokens, file, `${path}[${index}]`));
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokensDeep(item, tokens, file, path ? `${path}.${key}` : key)]));
  }
  return value;
}

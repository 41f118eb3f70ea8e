/**
 * The site's tokens: what content may write instead of a business constant ({{phone}}, {{claims.<id>}}), each
 * made from site.json. The engine fills them in (generator/content/tokens.ts); a new token is a line here.
 */
import { keepTogether } from '../../generator/text.ts';
import { claimSentence, claimsOf } from './claims.ts';
import type { SiteConfig } from './site-settings.ts';

function listInSentence(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function siteTokens(site: SiteConfig): Record<string, string> {
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
    // The referral form takes documents only where our receiver stores them encrypted.
    referralUpload: formsAreEncrypted(site) ? site.referrals.upload : site.referrals.noUpload,
    referralDocumentsPrivacy: formsAreEncrypted(site) ? site.referrals.privacyUpload : site.referrals.privacyNoUpload,
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
 * never types a figure of its own and changes with site.json (see checks/typed-claims.ts). {{policies.<name>}}:
 * one of our own policies. While a claim is unconfirmed its sentence ends in its caption's marker, which the
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

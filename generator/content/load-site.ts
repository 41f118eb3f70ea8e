/** Reads and checks content/site.json: the one place every business constant lives. */
import type { Claim, FormDelivery, HelpLine, SiteConfig } from './types.ts';
import { Fields, readPath } from './fields.ts';
import { pickHelpLines } from './help-lines.ts';
import { isAustralianPhone, telHref } from './phone.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DELIVERIES: readonly FormDelivery[] = ['local', 'endpoint', 'netlify'];
/** Names in `unconfirmed` that refer to whole content files rather than site.json fields. */
export const UNCONFIRMED_FILES: Record<string, string> = {
  testimonials: 'content/testimonials.json holds illustrative examples, not real feedback',
};

function httpsUrl(fields: Fields, field: string, { optional }: { optional: boolean }): string {
  const value = fields.stringOrEmpty(field);
  if (value === '') {
    if (optional) return '';
    fields.fail(field, 'is required: add an https:// address');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    fields.fail(field, `must be a full https:// address, found "${value}"`);
  }
  if (url.protocol !== 'https:') fields.fail(field, `must use https://, found "${value}": the site never sends people or data over plain http`);
  return value;
}

function readClaims(fields: Fields, field: string): Claim[] {
  return fields.list(field).map((claim) => ({ value: claim.string('value'), label: claim.string('label') }));
}

function readHelpLine(fields: Fields, id: string): HelpLine {
  const line = fields.object(id);
  const number = line.string('number');
  if (!isAustralianPhone(number)) line.fail('number', `"${number}" is not an Australian phone number`);
  const url = line.has('url') ? httpsUrl(line, 'url', { optional: false }) : undefined;
  return {
    id,
    name: line.string('name'),
    number,
    href: telHref(number),
    ...(line.has('hours') ? { hours: line.string('hours') } : {}),
    allDay: line.boolean('allDay'),
    description: line.string('description'),
    ...(url ? { url } : {}),
  };
}

export function parseSite(file: string, raw: unknown): SiteConfig {
  const fields = Fields.of(file, raw);

  const phone = fields.string('phone');
  if (!isAustralianPhone(phone)) fields.fail('phone', `"${phone}" is not an Australian phone number (write it like 03 5550 0142)`);
  const email = fields.string('email');
  if (!EMAIL.test(email)) fields.fail('email', `"${email}" is not an e-mail address`);
  const abn = fields.string('abn');
  if (!/^\d{2}\s?\d{3}\s?\d{3}\s?\d{3}$/.test(abn)) fields.fail('abn', `"${abn}" must be 11 digits, written like 12 345 678 901`);
  const baseUrl = httpsUrl(fields, 'baseUrl', { optional: false }).replace(/\/+$/, '');

  const helpLinesFields = fields.object('helpLines');
  const helpLines: Record<string, HelpLine> = {};
  for (const id of Object.keys(helpLinesFields.data)) helpLines[id] = readHelpLine(helpLinesFields, id);
  if (!helpLines.emergency) helpLinesFields.fail('emergency', 'is required: the help-lines box always starts with Emergency 000');

  const registration = fields.object('registration');
  const rating = fields.object('rating');
  const auth = fields.object('auth');
  const forms = fields.object('forms');
  const delivery = forms.oneOf('delivery', DELIVERIES);
  const endpoint = httpsUrl(forms, 'endpoint', { optional: delivery !== 'endpoint' });
  const encoding = forms.has('encoding') ? forms.oneOf('encoding', ['form', 'json'] as const) : 'form';

  const unconfirmed = fields.optionalStringList('unconfirmed');
  unconfirmed.forEach((path, index) => {
    const known = UNCONFIRMED_FILES[path] !== undefined || readPath(raw, path) !== undefined;
    if (!known) fields.fail(`unconfirmed[${index}]`, `"${path}" is not a field of site.json (or one of: ${Object.keys(UNCONFIRMED_FILES).join(', ')})`);
  });

  const copyrightYear = fields.integer('copyrightYear', { min: 2000, max: 2100 });

  return {
    name: fields.string('name'),
    legalName: fields.string('legalName'),
    tagline: fields.string('tagline'),
    description: fields.string('description'),
    phone,
    phoneHref: telHref(phone),
    email,
    abn,
    hours: fields.string('hours'),
    baseUrl,
    copyrightYear,
    region: fields.string('region'),
    serviceAreas: fields.stringList('serviceAreas'),
    registration: { badge: registration.string('badge'), notice: registration.string('notice'), planManagementHint: registration.string('planManagementHint') },
    rating: { value: rating.string('value'), label: rating.string('label') },
    stats: readClaims(fields, 'stats'),
    teamClaims: readClaims(fields, 'teamClaims'),
    helpLines,
    footerCrisisLines: pickHelpLines(fields, 'footerCrisisLines', fields.stringList('footerCrisisLines'), helpLines),
    formsCrisisLines: pickHelpLines(fields, 'formsCrisisLines', fields.stringList('formsCrisisLines'), helpLines),
    auth: { loginUrl: httpsUrl(auth, 'loginUrl', { optional: true }), adminUrl: httpsUrl(auth, 'adminUrl', { optional: true }) },
    forms: { delivery, endpoint, encoding, storageNotice: forms.string('storageNotice') },
    unconfirmed,
  };
}

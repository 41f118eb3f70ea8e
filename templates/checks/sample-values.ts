/**
 * Finds the sample values a deployer must replace before going live. Phone numbers in the range kept for
 * fiction, example domains and the all-zero ABN are recognised by their shape (the security.txt check uses
 * the same shapes); free text such as the provider's name cannot be, so site.json lists those in
 * `unconfirmed` until the deployer removes them. Every build warns while any is in use; --strict fails.
 */
import { join, relative } from 'node:path';
import { BuildError } from '../../generator/errors.ts';
import { capacityPlaceholder, readCapacityAsAt, staleCapacity } from './capacity-date.ts';
import { readPath } from '../../generator/content/schema.ts';
import { parseSite, unconfirmedFileNote } from '../content/site-settings.ts';
import { readJson } from '../../generator/content/read.ts';
import type { SiteConfig } from '../content/types.ts';
import { todayInMelbourne } from '../../generator/text.ts';

/** ACMA keeps 03 5550 0000 to 03 5550 0999 for fiction and drama. */
const FICTION_PHONE = /^(?:\+61\s?3|\(?03\)?)\s?5550\s?0\d{3}$/;
/** RFC 2606 and RFC 6761 names that can never belong to a real organisation. */
const EXAMPLE_HOST = /(?:^|\.)(?:example\.(?:org|com|net)|[a-z0-9-]+\.(?:example|test|invalid|localhost))$/i;
const PLACEHOLDER_ABN = /^0{2}\s?0{3}\s?0{3}\s?0{3}$/;

/** A sample value still in use: the field that holds it and what it holds. */
export interface Placeholder {
  field: string;
  value: string;
}

/** A phone number in the range kept for fiction. */
export function isFictionPhone(value: string): boolean {
  return FICTION_PHONE.test(value.trim());
}

/** The all-zero ABN. */
export function isPlaceholderAbn(value: string): boolean {
  return PLACEHOLDER_ABN.test(value.trim());
}

/** An address (e-mail, mailto: or web) on a domain kept for examples. */
export function isExampleAddress(value: string): boolean {
  return EXAMPLE_HOST.test(hostOf(value) ?? '');
}

function hostOf(value: string): string | undefined {
  if (value.includes('@') && !value.includes('/')) return value.split('@').pop();
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** Every sample value site.json still holds, and every field it lists as unconfirmed. */
export function findPlaceholders(site: SiteConfig): Placeholder[] {
  const found: Placeholder[] = [];
  const check = (field: string, value: string, isPlaceholder: boolean) => {
    if (isPlaceholder) found.push({ field, value });
  };
  check('phone', site.phone, isFictionPhone(site.phone));
  check('email', site.email, isExampleAddress(site.email));
  check('abn', site.abn, isPlaceholderAbn(site.abn));
  check('baseUrl', site.baseUrl, isExampleAddress(site.baseUrl));
  for (const [field, value] of [
    ['auth.loginUrl', site.auth.loginUrl],
    ['auth.adminUrl', site.auth.adminUrl],
  ] as const) {
    if (value === '') check(field, '(not set: the page says staff sign-in is not set up)', true);
    else check(field, value, isExampleAddress(value));
  }
  check('forms.publicKey', '(not set: form submissions are stored UNENCRYPTED on the server; run "npm run submissions -- keygen")', site.forms.delivery === 'local' && site.forms.publicKey === '');
  if (site.rating.sourceUrl === '') check('rating.sourceUrl', `(not set: nothing lets a visitor check the ${site.rating.value} rating)`, true);
  const endpoint = site.forms.endpoint;
  check('forms.endpoint', endpoint, endpoint !== '' && isExampleAddress(endpoint));
  for (const field of site.unconfirmed) {
    const value = unconfirmedFileNote(field) ?? readPath(site, field);
    found.push({ field, value: asOnPage(value) });
  }
  return found;
}

/** The single warning every build prints while sample values remain. */
export function placeholderWarning(placeholders: Placeholder[]): string | undefined {
  if (placeholders.length === 0) return undefined;
  const width = Math.max(...placeholders.map((p) => p.field.length));
  const rows = placeholders.map((p) => `  ${p.field.padEnd(width)}  ${p.value.length > 70 ? `${p.value.slice(0, 67)}...` : p.value}`);
  return [
    `Warning: ${placeholders.length} sample values (in content/site.json and static/.well-known/security.txt) are still in use. Replace them before publishing:`,
    ...rows,
    'Remove a field from "unconfirmed" in site.json once its value is real.',
  ].join('\n');
}

/** What `npm run build -- --strict` prints before it fails: every sample value or unconfirmed claim in use. */
export function strictFailure(placeholders: Placeholder[]): string {
  return [
    `--strict: ${placeholders.length} sample values or unconfirmed claims are still in use, so this build is not ready to publish:`,
    ...placeholders.map((p) => `  ${p.field}: ${p.value.length > 70 ? `${p.value.slice(0, 67)}...` : p.value}`),
    'Replace each one in content/ (see README, "Before you publish"), and remove a field from "unconfirmed" in site.json once its value is real.',
  ].join('\n');
}

/**
 * The release check (`--strict`), before anything is built: reads site.json and the date of the places in
 * referrers.json, and fails, listing each one, while any sample value or unconfirmed claim remains there or
 * among `others` (security.txt's, found by its own check), or the places are more than 30 days old.
 */
export async function refuseSampleValues(contentDir: string, others: readonly Placeholder[], today = todayInMelbourne()): Promise<void> {
  const file = relative(process.cwd(), join(contentDir, 'site.json')) || 'site.json';
  const capacity = await readCapacityAsAt(contentDir);
  const stale = capacity && staleCapacity(capacity.file, capacity.asAt, today);
  const found = [...findPlaceholders(parseSite(file, await readJson(file))), ...others, ...(stale ? [capacityPlaceholder(stale)] : [])];
  if (found.length) throw new BuildError(strictFailure(found));
}

/** A claim reads as it does on the page ("900+ sessions last year"), not as JSON; anything else as JSON. */
function asOnPage(value: unknown): string {
  if (value === '') return '(not set)';
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && 'label' in value) return `${String(value.value)} ${String(value.label)}`;
  if (value && typeof value === 'object' && 'sentence' in value) return String(value.sentence);
  return JSON.stringify(value);
}

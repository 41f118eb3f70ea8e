/**
 * Finds the sample values a deployer must replace before going live in site.json. Phone numbers in the range
 * kept for fiction, example domains and the all-zero ABN are recognised by their shape (the engine's shapes,
 * which the security.txt check uses too); free text such as the provider's name cannot be, so site.json lists
 * those in `unconfirmed` until the deployer removes them. Every build warns while any is in use; --strict fails.
 */
import { readPath } from '../../generator/content/schema.ts';
import { isExampleAddress, isFictionPhone, isPlaceholderAbn, type Placeholder } from '../../generator/release-checks/sample-values.ts';
import { missingEditorSettings } from '../../generator/editor/settings.ts';
import { unconfirmedFileNote } from '../content/site-settings.ts';
import type { SiteConfig } from '../content/types.ts';

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
  for (const { field } of missingEditorSettings(site.editor)) check(field, '(not set: /admin/ says what to set before staff can edit the site)', true);
  for (const field of ['signInUrl', 'apiUrl'] as const) check(`editor.${field}`, site.editor[field], isExampleAddress(site.editor[field]));
  const { issuer } = site.auth.intake;
  if (issuer === '') check('auth.intake.issuer', '(not set: the intake inbox says sign-in is not set up; staff read submissions with npm run submissions)', true);
  else check('auth.intake.issuer', issuer, isExampleAddress(issuer));
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
export function placeholderWarning(placeholders: readonly Placeholder[]): string | undefined {
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
export function strictFailure(placeholders: readonly Placeholder[]): string {
  return [
    `--strict: ${placeholders.length} sample values or unconfirmed claims are still in use, so this build is not ready to publish:`,
    ...placeholders.map((p) => `  ${p.field}: ${p.value.length > 70 ? `${p.value.slice(0, 67)}...` : p.value}`),
    'Replace each one in content/ (see README, "Before you publish"), and remove a field from "unconfirmed" in site.json once its value is real.',
  ].join('\n');
}

/** A claim reads as it does on the page ("900+ sessions last year"), not as JSON; anything else as JSON. */
function asOnPage(value: unknown): string {
  if (value === '') return '(not set)';
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value && 'label' in value) return `${String(value.value)} ${String(value.label)}`;
  if (value && typeof value === 'object' && 'sentence' in value) return String(value.sentence);
  return JSON.stringify(value);
}

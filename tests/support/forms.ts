/**
 * The site's form definitions, built from content/forms.json (with site.json's tokens filled in) and the
 * forms' structure, as the build builds them: for tests that check answers without building the site.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from '../../generator/content/schema.ts';
import { parseSite } from '../../generator/content/load-site.ts';
import { fillTokensDeep, siteTokens } from '../../generator/content/tokens.ts';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { buildWordsOf, formsSchema, type FormsContent } from '../../widgets/form/copy.ts';
import type { Choice, FormDefinition } from '../../widgets/form/fields.ts';
import { buildForm, callbackShape, contactShape, interestShape, referralShape } from '../../widgets/form/forms.ts';

/** content/forms.json as the build reads it (tokens filled, markdown rendered, words checked). */
export function formsContent(contentDir = 'content', raw?: unknown): FormsContent {
  const site = parseSite(join(contentDir, 'site.json'), JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')));
  const file = join(contentDir, 'forms.json');
  const filled = fillTokensDeep(raw ?? JSON.parse(readFileSync(file, 'utf8')), siteTokens(site), file);
  return checkContent(formsSchema(createMarkdownRenderer({ siteOrigin: site.baseUrl }), file), file, filled);
}

export const SAMPLE_SERVICES: Choice[] = [
  { value: 'psychosocial-recovery-coaching', label: 'Psychosocial Recovery Coaching' },
  { value: 'peer-support-work', label: 'Peer Support Work' },
  { value: 'ndis-application-advocacy', label: 'NDIS Application Advocacy' },
];

/** Each form's definition, with the words of content/forms.json. */
export function siteForms(services: Choice[] = SAMPLE_SERVICES): { referral: FormDefinition; contact: FormDefinition; interest: FormDefinition; carersInterest: FormDefinition; callback: FormDefinition } {
  const words = buildWordsOf(formsContent());
  return {
    referral: buildForm(referralShape(services), words),
    contact: buildForm(contactShape(), words),
    interest: buildForm(interestShape({ program: 'peer-connection-groups', carers: false }), words, 'peer-connection-groups'),
    carersInterest: buildForm(interestShape({ program: 'family-and-carer-support', carers: true }), words, 'family-and-carer-support'),
    callback: buildForm(callbackShape(), words),
  };
}

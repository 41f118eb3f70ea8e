/**
 * The site's form definitions, built from content/forms.json (with site.json's tokens filled in) and the
 * forms' structure, as the build builds them: for tests that check answers without building the site.
 */
import { buildWordsOf } from '../../templates/content/forms.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseForms } from '../../templates/content/forms.ts';
import { parseSite } from '../../templates/content/site-settings.ts';
import { fillTokensDeep } from '../../generator/content/tokens.ts';
import { siteTokens } from '../../templates/content/site-tokens.ts';
import type { FormsContent } from '../../templates/content/types.ts';
import { ContentError, ContentErrors } from '../../generator/errors.ts';
import { createMarkdownRenderer } from '../../generator/markdown/processor.ts';
import { SITE_NEEDS } from '../../templates/site.ts';
import type { Choice, FormDefinition } from '../../widgets/form/fields.ts';
import { buildForm, callbackShape, contactShape, interestShape, referralShape } from '../../widgets/form/forms.ts';

/**
 * content/forms.json as the build reads it: tokens filled, checked and rendered (parse-forms.ts), then its
 * words checked against the forms' questions, as the loader does with the site's needs (templates/site.ts).
 */
export function formsContent(contentDir = 'content', raw?: unknown): FormsContent {
  const site = parseSite(join(contentDir, 'site.json'), JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')));
  const file = join(contentDir, 'forms.json');
  const filled = fillTokensDeep(raw ?? JSON.parse(readFileSync(file, 'utf8')), siteTokens(site), file);
  const forms = parseForms(file, filled, createMarkdownRenderer({ siteOrigin: site.baseUrl }));
  const problems = SITE_NEEDS.formWords(forms);
  if (problems.length) throw new ContentErrors(problems.map(([field, problem]) => new ContentError(file, field, problem)));
  return forms;
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

/** The editor's rules as the tests read them: content/editorial.json, checked by its schema. */
import { readFileSync } from 'node:fs';
import { checkContent } from '../../generator/content/schema.ts';
import { editorialSchema, type EditorialRules } from '../../templates/content/editorial.ts';
import type { Finding } from '../../templates/checks/prose.ts';

export function editorialRules(file = 'content/editorial.json'): EditorialRules {
  return checkContent(editorialSchema, file, JSON.parse(readFileSync(file, 'utf8')));
}

/** Just the messages of a rule's findings. */
export const messages = (findings: readonly Finding[]) => findings.map((finding) => finding.message);

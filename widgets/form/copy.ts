/**
 * content/forms.json: every word of the site's forms (labels, hints, choices, messages, the words around
 * them) and the notices they show. Read and checked at build time only (zod never reaches the browser):
 * the words must match the forms' structure (forms.ts) exactly, so a missing label or a mistyped question
 * name stops the build with the file and the field.
 */
import { z } from 'zod';
import type { MarkdownRenderer } from '../../generator/markdown/processor.ts';
import { artName } from '../../generator/content/parse-data.ts';
import { optional, sitePath, text } from '../../generator/content/schema.ts';
import type { FormKind } from './delivery.ts';
import { wordProblems, type FormBuildWords, type FormWords } from './forms.ts';

const choiceWords = z.union([text, z.object({ label: text, hint: optional(text) })]);
const fieldWords = z.object({ label: text, hint: optional(text), missing: optional(text), invalid: optional(text), choices: optional(z.record(z.string(), choiceWords)) }).strict();
const groupWords = z.object({ legend: optional(text), hint: optional(text) }).strict();
const formWords = {
  title: text,
  submitLabel: text,
  noun: text,
  errorSummaryTitle: optional(text),
  groups: z.record(z.string(), groupWords),
  fields: z.record(z.string(), fieldWords),
  oneOf: z.record(z.string(), text),
};

const messages = z
  .object({
    tooLong: text,
    email: text,
    phone: text,
    postcode: text,
    ndisNumber: text,
    onlyListed: text,
    chooseListed: text,
    enter: text,
    invisible: text,
    notText: text,
    controlCharacters: text,
    directionControls: text,
    invisibleCharacters: text,
    dateMissing: text,
    datePart: z.object({ day: text, month: text, year: text, and: text, missing: text }).strict(),
    dateNumbers: text,
    dateReal: text,
    dateFuture: text,
    dateTooOld: text,
  })
  .strict();

const engine = z
  .object({
    errorSummaryTitle: text,
    notSentTitle: text,
    errorTitlePrefix: text,
    notSentTitlePrefix: text,
    draftSaved: text,
    draftRestored: text,
    draftExpired: text,
    draftCleared: text,
    clearDraft: text,
    sending: text,
    sendingStatus: text,
    sendFailed: text,
    serverProblem: text,
    chooseOne: text,
    honeypotLabel: text,
    dateParts: z.object({ day: text, month: text, year: text }).strict(),
    messages,
  })
  .strict();

export const formsSchema = (renderMarkdown: MarkdownRenderer, file: string) => {
  const html = (value: string) => renderMarkdown(value, file).html;
  const prose = text.transform(html);
  const notice = { collectionNotice: prose };
  const idea = z.object({ picture: artName, text: prose }).strict();
  return z
    .object({
      engine,
      /** "We are not a crisis service", beside every form. */
      crisis: z.object({ title: text, lead: text, text, danger: text, compactText: text }).strict(),
      safeContact: z
        .object({
          groups: z.object({ you: groupWords.extend({ fields: z.record(z.string(), fieldWords) }), person: groupWords.extend({ fields: z.record(z.string(), fieldWords) }) }).strict(),
        })
        .strict(),
      /** What someone can do when the person they would refer has not agreed: no dead end. */
      notAgreed: z.object({ summary: text, intro: prose, talk: prose, carers: prose, raise: prose, tips: z.array(prose).min(1) }).strict(),
      referral: z
        .object({
          ...formWords,
          ...notice,
          /** Shown as soon as an NDIA-managed plan is chosen (or on sending, without script). */
          ndiaManaged: z.object({ heading: text, text: prose, linkLabel: text, link: sitePath('a path on this site with its section, like /services/psychosocial-recovery-coaching/#terms-who') }).strict(),
        })
        .strict(),
      contact: z.object({ ...formWords, ...notice }).strict(),
      interest: z
        .object({
          ...formWords,
          ...notice,
          /** The program the form is about; {program} is its name. */
          program: prose,
          someoneElse: prose,
          otherWays: prose,
        })
        .strict(),
      callback: z
        .object({
          ...formWords,
          ...notice,
          /** The Easy Read page the form is on (/easy-read/call-back/) and the page after it is sent. */
          page: z
            .object({
              title: text,
              heading: text,
              description: text,
              ideas: z.array(idea).min(1),
              sentIdeas: z.array(idea).min(1),
              sentTitle: text,
              sentDescription: text,
              helpHeading: text,
              helpText: prose,
              back: text,
              cardLink: text,
            })
            .strict(),
        })
        .strict(),
    })
    .strict()
    .superRefine((forms, ctx) => {
      for (const [path, message] of wordProblems(buildWordsOf(forms))) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    });
};

export type FormsContent = z.output<ReturnType<typeof formsSchema>>;
/** The words one form's page needs beyond its questions (its collection notice, rendered). */
export type FormCopy = FormsContent['referral'];

/** The part of forms.json that becomes the forms' definitions (forms.ts). */
export function buildWordsOf(forms: Pick<FormsContent, 'engine' | 'safeContact' | FormKind>): FormBuildWords {
  const pick = ({ title, submitLabel, noun, errorSummaryTitle, groups, fields, oneOf }: FormWords): FormWords => ({ title, submitLabel, noun, ...(errorSummaryTitle ? { errorSummaryTitle } : {}), groups, fields, oneOf });
  return {
    engine: forms.engine,
    safeContact: forms.safeContact,
    forms: { referral: pick(forms.referral), contact: pick(forms.contact), interest: pick(forms.interest), callback: pick(forms.callback) },
  };
}

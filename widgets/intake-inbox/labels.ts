/**
 * What the inbox needs to show a submission's answers in words: each form's questions (their labels, in the
 * form's own words from content/forms.json) and choices, and the programs' names. Made at build time from
 * the forms' definitions and carried by the inbox page; the inbox never shows a field's bare name when the
 * form gives it words.
 */
import { allFields, type Field, type FormDefinition } from '../form/fields.ts';
import type { FormKind } from '../form/delivery.ts';

export interface QuestionLabels {
  label: string;
  kind: Field['kind'];
  choices?: Record<string, string>;
}

export interface InboxLabels {
  /** Questions by form, in the form's order. */
  forms: Record<FormKind, { order: string[]; questions: Record<string, QuestionLabels> }>;
  /** Programs' names by id (an expression of interest names its program by id). */
  programs: Record<string, string>;
}

/** A label as staff read it: without "(optional)", which is about filling the form in. */
function plain(label: string): string {
  return label.replace(/\s*\(optional\)/i, '').trim();
}

export function inboxLabels(forms: Record<FormKind, FormDefinition>, programs: Record<string, string>): InboxLabels {
  const byForm = {} as InboxLabels['forms'];
  for (const [kind, form] of Object.entries(forms) as [FormKind, FormDefinition][]) {
    const questions: Record<string, QuestionLabels> = {};
    for (const field of allFields(form)) {
      questions[field.name] = {
        label: plain(field.label),
        kind: field.kind,
        ...('choices' in field ? { choices: Object.fromEntries(field.choices.map((choice) => [choice.value, plain(choice.label)])) } : {}),
      };
    }
    byForm[kind] = { order: allFields(form).map((field) => field.name), questions };
  }
  return { forms: byForm, programs };
}

export type Answers = Record<string, string | string[]>;

/** One answer in words: a choice's label, a date as d/m/yyyy, a yes for a ticked box, a list joined. */
export function answerText(question: QuestionLabels | undefined, name: string, answers: Answers): string {
  if (question?.kind === 'date') {
    const part = (which: string) => String(answers[`${name}-${which}`] ?? '').trim();
    return [part('day'), part('month'), part('year')].every(Boolean) ? `${part('day')}/${part('month')}/${part('year')}` : '';
  }
  const raw = answers[name];
  const values = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((value) => value.trim()).filter(Boolean);
  if (question?.kind === 'consent') return values.includes('yes') ? 'Yes' : '';
  return values.map((value) => question?.choices?.[value] ?? value).join(', ');
}

/** The answers in the form's order, in words, leaving out those not given (dates as one answer). */
export function answerRows(labels: InboxLabels, form: FormKind, answers: Answers, skip: readonly string[] = []): { name: string; label: string; text: string }[] {
  const known = labels.forms[form];
  const names = [...known.order, ...Object.keys(answers).filter((name) => !known.order.includes(name) && !/-(?:day|month|year)$/.test(name))];
  return names
    .filter((name) => !skip.includes(name))
    .map((name) => {
      const question = known.questions[name];
      const text = name === 'program' ? labels.programs[String(answers.program ?? '')] ?? String(answers.program ?? '') : answerText(question, name, answers);
      return { name, label: question?.label ?? name, text };
    })
    .filter((row) => row.text !== '');
}

/** The person's name as the list shows it. */
export function personName(answers: Answers): string {
  const text = (name: string) => (typeof answers[name] === 'string' ? (answers[name] as string).trim() : '');
  const preferred = text('preferredName');
  const full = text('name') || [text('firstName'), text('lastName')].filter(Boolean).join(' ');
  return preferred && full && !full.includes(preferred) ? `${full} (${preferred})` : full || preferred;
}

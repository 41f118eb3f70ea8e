/**
 * The site's four forms, as structure: which questions, of what kind, in what order, which apply when and
 * which are required. Their words (labels, hints, choices, messages) are the site's (content/forms.json,
 * mapped to FormBuildWords by templates/content/forms.ts); `buildForm` joins the two, and `wordProblems`
 * names every word that is missing or left over, so the build fails with the file and the field instead of
 * showing an empty label (the content loader asks it through the site's needs, templates/site.ts).
 *
 * - referral: who is referring, the person, the referrer, contacting the person safely, NDIS (with what an
 *   NDIA-managed plan means), support, consent.
 * - contact: a message, contacting you safely, consent.
 * - interest: an expression of interest in one program (the page's), contacting you safely, consent.
 * - callback: the Easy Read "Ask us to call you": name, phone, best time, agreement.
 * - feedback: a complaint, a compliment or an idea, anonymous unless the person asks for a reply.
 */
import type { FormKind } from './delivery.ts';
import { readableSize } from './document-types.ts';
import { fillIn, type Choice, type Condition, type Field, type FieldGroup, type FilesField, type FormDefinition, type FormText } from './fields.ts';

/** A question without its words: choices are their values, or whole choices given by the site (services). */
type Unworded<F> = F extends Field ? Omit<F, 'label' | 'hint' | 'missing' | 'invalid' | 'choices'> : never;
type Shape = Unworded<Field> & { choices?: readonly string[]; given?: readonly Choice[] };

interface GroupShape {
  id: string;
  showWhen?: Condition;
  /** Words shared between forms (contacting someone safely), from forms.json `safeContact.<words>`. */
  words?: 'you' | 'person';
  fields: Shape[];
}

interface FormShape {
  kind: FormKind;
  groups: GroupShape[];
  oneOf: { fields: readonly string[]; when?: Condition }[];
}

export interface FieldWords {
  label: string;
  hint?: string | undefined;
  missing?: string | undefined;
  invalid?: string | undefined;
  choices?: Record<string, string | { label: string; hint?: string | undefined }> | undefined;
}

/** A part of a form: with a legend, a fieldset; without one (a form of one part), its questions stand alone. */
export interface GroupWords {
  legend?: string | undefined;
  hint?: string | undefined;
}

export interface FormWords {
  title: string;
  submitLabel: string;
  noun: string;
  /** The error summary's heading, when this form says it its own way (Easy Read). */
  errorSummaryTitle?: string | undefined;
  groups: Record<string, GroupWords>;
  fields: Record<string, FieldWords>;
  /** The message when none of a "one of these" rule's answers is given, by the rule's first field. */
  oneOf: Record<string, string>;
}

export interface SafeContactWords {
  groups: Record<'you' | 'person', GroupWords & { fields: Record<string, FieldWords> }>;
}

export interface FormBuildWords {
  engine: FormText;
  safeContact: SafeContactWords;
  forms: Record<FormKind, FormWords>;
}

export const REFERRER_NOT_SELF = { field: 'referrerType', in: ['family-carer', 'support-coordinator', 'clinician', 'other'] } as const;
export const NDIA_MANAGED = { field: 'planManagement', in: ['ndia'] } as const;
/** The explanation of what an NDIA-managed plan means, under that choice on the referral form. */
export const NDIA_NOTICE_ID = 'referral-ndia-managed';
export const FOR_SOMEONE_ELSE = { field: 'forWhom', in: ['someone-else'] } as const;

/** The answers that say how to reach someone safely: the same questions on the referral, contact and interest forms. */
export const SAFE_CONTACT_FIELDS = ['contactMethod', 'leaveMessage', 'sayOurName', 'contactTimes', 'interpreter', 'interpreterLanguage'] as const;

/** `methods`: the ways to reach someone, in the order the form offers them (the contact form's reply by e-mail first). */
function safeContact(words: 'you' | 'person', methods: readonly string[] = ['phone', 'text', 'email']): GroupShape {
  return {
    id: 'safe-contact',
    words,
    fields: [
      { kind: 'radios', name: 'contactMethod', choices: methods },
      { kind: 'radios', name: 'leaveMessage', choices: ['yes', 'no'] },
      { kind: 'radios', name: 'sayOurName', choices: ['yes', 'no'] },
      { kind: 'text', name: 'contactTimes', maxLength: 150, width: 'long' },
      { kind: 'radios', name: 'interpreter', choices: ['no', 'language', 'auslan'] },
      { kind: 'text', name: 'interpreterLanguage', maxLength: 60, width: 'medium', showWhen: { field: 'interpreter', in: ['language'] } },
    ],
  };
}

/** How many documents a referral may carry, and how large each may be (the receiver and the browser both check). */
export const REFERRAL_DOCUMENTS = { maxFiles: 3, maxBytes: 10 * 1024 * 1024 } as const;

/**
 * The referral form. `documents`: it takes documents (only where the site's own receiver encrypts what it
 * stores: site.json's forms.publicKey is set and forms are delivered locally).
 */
export function referralShape(services: readonly Choice[], { documents = false }: { documents?: boolean } = {}): FormShape {
  return {
    kind: 'referral',
    groups: [
      { id: 'referrer', fields: [{ kind: 'radios', name: 'referrerType', required: true, choices: ['self', 'family-carer', 'support-coordinator', 'clinician', 'other'] }] },
      {
        id: 'participant',
        fields: [
          { kind: 'text', name: 'firstName', maxLength: 100, required: true, autocomplete: 'given-name', width: 'medium' },
          { kind: 'text', name: 'lastName', maxLength: 100, autocomplete: 'family-name', width: 'medium' },
          { kind: 'text', name: 'preferredName', maxLength: 100, width: 'medium' },
          { kind: 'tel', name: 'phone', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'email', name: 'email', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
          { kind: 'date', name: 'dateOfBirth', maxAgeYears: 120 },
          { kind: 'text', name: 'suburb', maxLength: 80, autocomplete: 'address-level2', width: 'medium' },
          { kind: 'postcode', name: 'postcode', maxLength: 4, autocomplete: 'postal-code', inputMode: 'numeric', width: 'short' },
        ],
      },
      {
        id: 'referrer-details',
        showWhen: REFERRER_NOT_SELF,
        fields: [
          { kind: 'text', name: 'referrerName', maxLength: 100, required: REFERRER_NOT_SELF, autocomplete: 'name', width: 'long' },
          { kind: 'tel', name: 'referrerPhone', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'email', name: 'referrerEmail', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
          { kind: 'text', name: 'referrerOrganisation', maxLength: 150, autocomplete: 'organization', width: 'long' },
          { kind: 'text', name: 'referrerRelationship', maxLength: 100, width: 'long' },
          { kind: 'consent', name: 'participantAgrees', required: REFERRER_NOT_SELF },
        ],
      },
      safeContact('person'),
      {
        id: 'ndis',
        fields: [
          { kind: 'radios', name: 'ndisStatus', choices: ['participant', 'applying', 'not-yet'] },
          { kind: 'ndis-number', name: 'ndisNumber', maxLength: 11, inputMode: 'numeric', width: 'medium', showWhen: { field: 'ndisStatus', in: ['participant', 'applying'] } },
          { kind: 'radios', name: 'planManagement', showWhen: { field: 'ndisStatus', in: ['participant'] }, choices: ['self', 'plan', 'ndia', 'mixed', 'not-sure'] },
          // An NDIA-managed plan cannot pay us yet: the person says what they would like instead. An error about it
          // links to the explanation under the NDIA-managed choice (forms.json `ndiaManaged`), read before choosing.
          { kind: 'radios', name: 'ndiaNext', showWhen: NDIA_MANAGED, reveal: true, required: NDIA_MANAGED, choices: ['talk', 'keep'], errorTarget: NDIA_NOTICE_ID },
        ],
      },
      {
        id: 'support',
        fields: [
          { kind: 'checkboxes', name: 'services', given: services, choices: ['not-sure'] },
          { kind: 'textarea', name: 'goals', maxLength: 2000 },
          { kind: 'textarea', name: 'communicationNeeds', maxLength: 500 },
        ],
      },
      ...(documents ? [{ id: 'documents', fields: [{ kind: 'files', name: 'documents', ...REFERRAL_DOCUMENTS } satisfies Shape] }] : []),
      { id: 'consent', fields: [{ kind: 'consent', name: 'consentCollect', required: true }] },
    ],
    oneOf: [{ fields: ['phone', 'email'] }, { fields: ['referrerPhone', 'referrerEmail'], when: REFERRER_NOT_SELF }],
  };
}

export function contactShape(): FormShape {
  return {
    kind: 'contact',
    groups: [
      {
        id: 'message',
        fields: [
          { kind: 'text', name: 'name', maxLength: 100, required: true, autocomplete: 'name', width: 'long' },
          { kind: 'email', name: 'email', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
          { kind: 'tel', name: 'phone', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'select', name: 'reason', required: true, choices: ['services', 'ndis-access', 'referral', 'feedback', 'other'] },
          { kind: 'textarea', name: 'message', maxLength: 3000, required: true },
        ],
      },
      safeContact('you', ['email', 'phone', 'text']),
      { id: 'consent', fields: [{ kind: 'consent', name: 'consentContact', required: true }] },
    ],
    oneOf: [{ fields: ['email', 'phone'] }],
  };
}

/** An expression of interest in one program; a program for carers themselves does not ask who it is for. */
export function interestShape({ program, carers }: { program: string; carers: boolean }): FormShape {
  return {
    kind: 'interest',
    groups: [
      {
        id: 'about',
        fields: [
          { kind: 'fixed', name: 'program', value: program, required: true },
          ...(carers ? [] : [{ kind: 'radios', name: 'forWhom', required: true, choices: ['self', 'someone-else'] } satisfies Shape]),
          { kind: 'text', name: 'name', maxLength: 100, required: true, autocomplete: 'name', width: 'long' },
          { kind: 'tel', name: 'phone', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'email', name: 'email', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
        ],
      },
      safeContact('you'),
      { id: 'taking-part', fields: [{ kind: 'textarea', name: 'accessNeeds', maxLength: 1000 }] },
      { id: 'consent', fields: [{ kind: 'consent', name: 'consentContact', required: true }] },
    ],
    oneOf: [{ fields: ['phone', 'email'] }],
  };
}

export function callbackShape(): FormShape {
  return {
    kind: 'callback',
    groups: [
      {
        id: 'call-back',
        fields: [
          { kind: 'text', name: 'name', maxLength: 100, required: true, autocomplete: 'name', width: 'long' },
          { kind: 'tel', name: 'phone', maxLength: 20, required: true, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'radios', name: 'bestTime', choices: ['morning', 'afternoon', 'any'] },
          { kind: 'consent', name: 'consentCall', required: true },
        ],
      },
    ],
    oneOf: [],
  };
}

/** The person would like a reply: only then do we ask how to reach them (never required otherwise). */
export const WANTS_REPLY = { field: 'wantReply', in: ['yes'] } as const;

/**
 * Complaints and feedback (/complaints/): what it is about and what happened, then whether the person would
 * like a reply. Anonymous is a choice of its own: no name and no way to reach them is ever required, and a
 * way to reach them is asked for only when they would like a reply.
 */
export function feedbackShape(): FormShape {
  return {
    kind: 'feedback',
    groups: [
      {
        id: 'feedback',
        fields: [
          { kind: 'radios', name: 'feedbackType', required: true, choices: ['complaint', 'compliment', 'idea'] },
          { kind: 'textarea', name: 'message', maxLength: 3000, required: true },
          { kind: 'textarea', name: 'outcome', maxLength: 1000 },
        ],
      },
      { id: 'reply', fields: [{ kind: 'radios', name: 'wantReply', required: true, choices: ['yes', 'no'] }] },
      {
        id: 'reply-details',
        showWhen: WANTS_REPLY,
        fields: [
          { kind: 'text', name: 'name', maxLength: 100, autocomplete: 'name', width: 'long' },
          { kind: 'tel', name: 'phone', maxLength: 20, autocomplete: 'tel', inputMode: 'tel', width: 'medium' },
          { kind: 'email', name: 'email', maxLength: 200, autocomplete: 'email', inputMode: 'email', width: 'long' },
        ],
      },
      { id: 'consent', fields: [{ kind: 'consent', name: 'consentFeedback', required: true }] },
    ],
    oneOf: [{ fields: ['phone', 'email'], when: WANTS_REPLY }],
  };
}

/** Every shape a kind can take, for checking its words: an interest form with and without "who is it for". */
function everyShape(kind: FormKind): FormShape[] {
  const sample = [{ value: 'service', label: 'A service' }];
  switch (kind) {
    case 'referral':
      return [referralShape(sample), referralShape(sample, { documents: true })];
    case 'contact':
      return [contactShape()];
    case 'interest':
      return [interestShape({ program: 'program', carers: false }), interestShape({ program: 'program', carers: true })];
    case 'callback':
      return [callbackShape()];
    case 'feedback':
      return [feedbackShape()];
  }
}

function wordsOfGroup(words: FormBuildWords, kind: FormKind, group: GroupShape): { group?: GroupWords; fields: Record<string, FieldWords>; where: string } {
  if (group.words) {
    const shared = words.safeContact.groups[group.words];
    return { group: shared, fields: shared.fields, where: `safeContact.groups.${group.words}` };
  }
  return { group: words.forms[kind].groups[group.id], fields: words.forms[kind].fields, where: kind };
}

/** A documents question's hint with its limits filled in: `{maxFiles}`, `{maxSize}` and `{types}`. */
function documentsHint(hint: string, field: Pick<FilesField, 'maxFiles' | 'maxBytes'>, types: string): string {
  return fillIn(hint, { maxFiles: field.maxFiles, maxSize: readableSize(field.maxBytes), types });
}

/** The form, ready to render and check: its structure with its words. Call `wordProblems` first. */
export function buildForm(shape: FormShape, words: FormBuildWords, scope?: string): FormDefinition {
  const form = words.forms[shape.kind];
  const groups: FieldGroup[] = shape.groups.map((group) => {
    const { group: groupWords, fields } = wordsOfGroup(words, shape.kind, group);
    return {
      id: group.id,
      legend: groupWords?.legend ?? '',
      ...(groupWords?.hint ? { hint: groupWords.hint } : {}),
      ...(group.showWhen ? { showWhen: group.showWhen } : {}),
      fields: group.fields.map((shapeOfField) => {
        const { choices, given, ...rest } = shapeOfField;
        // A fixed answer is never shown: it needs no words.
        const fieldWords = fields[rest.name] ?? { label: rest.name };
        const hint = fieldWords.hint && rest.kind === 'files' ? documentsHint(fieldWords.hint, rest, words.engine.messages.files.types) : fieldWords.hint;
        const named = {
          ...rest,
          label: fieldWords.label,
          ...(hint ? { hint } : {}),
          ...(fieldWords.missing ? { missing: fieldWords.missing } : {}),
          ...(fieldWords.invalid ? { invalid: fieldWords.invalid } : {}),
        };
        if (!choices && !given) return named as Field;
        const own = (choices ?? []).map((value): Choice => {
          const choice = fieldWords.choices![value]!;
          return typeof choice === 'string' ? { value, label: choice } : { value, label: choice.label, ...(choice.hint ? { hint: choice.hint } : {}) };
        });
        return { ...named, choices: [...(given ?? []), ...own] } as Field;
      }),
    };
  });
  const fieldsOfForm = shape.groups.flatMap((group) => group.fields.map((field) => field.name));
  return {
    kind: shape.kind,
    title: form.title,
    submitLabel: form.submitLabel,
    noun: form.noun,
    ...(scope ? { scope } : {}),
    groups,
    oneOf: shape.oneOf.filter((rule) => rule.fields.every((name) => fieldsOfForm.includes(name))).map((rule) => ({ ...rule, message: form.oneOf[rule.fields[0]!]! })),
    text: form.errorSummaryTitle ? { ...words.engine, errorSummaryTitle: form.errorSummaryTitle } : words.engine,
  };
}

/**
 * Every word a form needs that forms.json does not give, and every word it gives that no form uses, as
 * [path in forms.json, what to do]. Empty when the words and the structure match.
 */
export function wordProblems(words: FormBuildWords): [string, string][] {
  const problems: [string, string][] = [];
  const usedFields = new Map<string, Set<string>>();
  const usedGroups = new Map<string, Set<string>>();
  const use = (map: Map<string, Set<string>>, where: string, name: string) => {
    if (!map.has(where)) map.set(where, new Set());
    map.get(where)!.add(name);
  };
  for (const kind of Object.keys(words.forms) as FormKind[]) {
    const form = words.forms[kind];
    for (const shape of everyShape(kind)) {
      for (const group of shape.groups) {
        const { group: groupWords, fields, where } = wordsOfGroup(words, kind, group);
        if (!group.words) {
          use(usedGroups, kind, group.id);
          if (!groupWords) problems.push([`${kind}.groups.${group.id}`, `is missing: add { "legend": "..." } for the "${group.id}" part of the ${kind} form ({} for a part without a legend)`]);
        }
        for (const field of group.fields) {
          use(usedFields, where, field.name);
          const fieldWords = fields[field.name];
          const path = `${where}.fields.${field.name}`;
          if (!fieldWords) {
            if (field.kind === 'fixed') continue;
            problems.push([path, `is missing: add { "label": "..." } for the question "${field.name}" of the ${kind} form`]);
            continue;
          }
          if (field.required && !fieldWords.missing && field.kind !== 'fixed') problems.push([`${path}.missing`, 'is missing: the question is required, so say what to do when it is not answered']);
          for (const value of field.choices ?? []) {
            if (!fieldWords.choices?.[value]) problems.push([`${path}.choices.${value}`, `is missing: add the words for the choice "${value}"`]);
          }
          for (const value of Object.keys(fieldWords.choices ?? {})) {
            if (!(field.choices ?? []).includes(value)) problems.push([`${path}.choices.${value}`, `is not a choice of this question (its choices: ${(field.choices ?? []).join(', ') || 'none'}): remove it or correct its name`]);
          }
        }
      }
      for (const rule of shape.oneOf) {
        if (!form.oneOf[rule.fields[0]!]) problems.push([`${kind}.oneOf.${rule.fields[0]}`, `is missing: say what to do when none of ${rule.fields.join(', ')} is given`]);
      }
    }
    for (const name of Object.keys(form.oneOf)) {
      if (!everyShape(kind).some((shape) => shape.oneOf.some((rule) => rule.fields[0] === name))) problems.push([`${kind}.oneOf.${name}`, `is not the first question of a "one of these" rule of the ${kind} form: remove it or correct its name`]);
    }
  }
  const leftOver = (map: Map<string, Set<string>>, where: string, names: string[], part: 'fields' | 'groups') => {
    for (const name of names) if (!map.get(where)?.has(name)) problems.push([`${where}.${part}.${name}`, `is not a ${part === 'fields' ? 'question' : 'part'} of the form: remove it or correct its name`]);
  };
  for (const kind of Object.keys(words.forms) as FormKind[]) {
    leftOver(usedFields, kind, Object.keys(words.forms[kind].fields), 'fields');
    leftOver(usedGroups, kind, Object.keys(words.forms[kind].groups), 'groups');
  }
  for (const variant of ['you', 'person'] as const) leftOver(usedFields, `safeContact.groups.${variant}`, Object.keys(words.safeContact.groups[variant].fields), 'fields');
  // A question in several shapes of one form (the referral with and without documents) is reported once.
  return [...new Map(problems.map((problem) => [problem.join('\n'), problem])).values()];
}

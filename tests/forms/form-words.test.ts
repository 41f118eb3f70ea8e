/**
 * The forms' words and rules, without a browser (issue 28):
 * - every word comes from content/forms.json, and a missing or left-over word stops the build naming the
 *   file and the field;
 * - errors name whose answer they are about: no form's error summary can show the same message twice;
 * - optional questions say "(optional)", and the contact form says a phone or an e-mail is enough;
 * - an NDIA-managed plan asks what the person would like instead, and its error leads to the explanation;
 * - the interest form is about the page's program only; the Easy Read call-back asks for a name and a phone.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContentErrors } from '../../generator/errors.ts';
import { TODAY, validContact, validReferral } from '../../widgets/form/fixtures.ts';
import { allFields, type FormDefinition } from '../../widgets/form/fields.ts';
import { NDIA_NOTICE_ID } from '../../widgets/form/forms.ts';
import { validate, type FormValues } from '../../widgets/form/validation.ts';
import { formsContent, siteForms } from '../support/forms.ts';

const forms = siteForms();
const messages = (form: FormDefinition, values: FormValues) => validate(form, values, TODAY).errors.map((error) => `${error.field}: ${error.message}`);
const raw = () => JSON.parse(readFileSync('content/forms.json', 'utf8')) as Record<string, any>;

function problemsOf(edit: (words: Record<string, any>) => void): string[] {
  const words = raw();
  edit(words);
  try {
    formsContent('content', words);
  } catch (error) {
    if (error instanceof ContentErrors) return error.errors.map((item) => item.message);
    throw error;
  }
  return [];
}

describe('the words of the forms', () => {
  it('are all in content/forms.json: every label, choice and required message is there', () => {
    for (const form of Object.values(forms)) {
      for (const field of allFields(form)) {
        if (field.kind === 'fixed') continue;
        expect(field.label, `${form.kind}.${field.name}`).not.toBe('');
        if (field.required) expect(field.missing, `${form.kind}.${field.name}: missing`).toBeTruthy();
        if ('choices' in field) for (const choice of field.choices) expect(choice.label, `${form.kind}.${field.name}.${choice.value}`).not.toBe('');
      }
      expect(form.text.errorSummaryTitle).toBeTruthy();
    }
  });

  it('stop the build, naming the file and the field, when a word is missing, left over or mistyped', () => {
    expect(problemsOf((words) => delete words.contact.fields.message.label).join('\n')).toMatch(/content\/forms\.json: contact\.fields\.message\.label: is required/);
    expect(problemsOf((words) => delete words.referral.fields.ndiaNext).join('\n')).toMatch(/referral\.fields\.ndiaNext: is missing: add \{ "label": "\.\.\." \}/);
    expect(problemsOf((words) => (words.contact.fields.nmae = { label: 'Your name' })).join('\n')).toMatch(/contact\.fields\.nmae: is not a question of the form/);
    expect(problemsOf((words) => delete words.callback.fields.bestTime.choices.morning).join('\n')).toMatch(/callback\.fields\.bestTime\.choices\.morning: is missing/);
    expect(problemsOf((words) => (words.safeContact.groups.you.fields.sayOurName.choices.maybe = 'Maybe')).join('\n')).toMatch(/safeContact\.groups\.you\.fields\.sayOurName\.choices\.maybe: is not a choice/);
    expect(problemsOf((words) => delete words.interest.fields.consentContact.missing).join('\n')).toMatch(/interest\.fields\.consentContact\.missing: is missing: the question is required/);
    expect(problemsOf(() => undefined)).toEqual([]);
  });
});

describe('error messages', () => {
  // Every answer that can be in the wrong form is: each e-mail, each phone, the postcode, the NDIS number.
  const allWrong: FormValues = { ...validReferral, email: 'not-an-email', phone: '12345', referrerEmail: 'also-not', referrerPhone: '999', postcode: '31', ndisNumber: '12' };

  it("say whose answer is wrong: the person's e-mail and phone, or the referrer's own", () => {
    const found = messages(forms.referral, allWrong);
    expect(found).toContain("email: Enter the person's e-mail address in the correct format, like name@example.com");
    expect(found).toContain('referrerEmail: Enter your e-mail address in the correct format, like name@example.com');
    expect(found).toContain("phone: Enter the person's phone number as an Australian number, like 03 5550 0123 or 0491 570 006");
    expect(found).toContain('referrerPhone: Enter your phone number as an Australian number, like 03 5550 0123 or 0491 570 006');
  });

  it.each(Object.keys(forms) as (keyof typeof forms)[])('never repeat on the %s form, whatever is wrong at once', (name) => {
    const form = forms[name];
    const values: FormValues = { ...allWrong, name: 'x'.repeat(101) };
    for (const field of allFields(form)) {
      if (field.kind === 'email') values[field.name] = 'wrong';
      if (field.kind === 'tel') values[field.name] = '1';
      if (field.kind === 'textarea') values[field.name] = 'x'.repeat(field.maxLength + 1);
    }
    const summary = validate(form, values, TODAY).errors.map((error) => error.message);
    expect(summary.length).toBeGreaterThan(1);
    expect(new Set(summary).size, summary.join('\n')).toBe(summary.length);
  });
});

describe('optional questions', () => {
  it.each(['referral', 'contact', 'interest'] as const)('say "(optional)" on the %s form, unless one of a pair is needed', (name) => {
    const form = forms[name];
    const paired = new Set(form.oneOf.flatMap((rule) => rule.fields));
    for (const field of allFields(form)) {
      if (field.kind === 'fixed' || field.required || paired.has(field.name)) continue;
      expect(field.label, `${name}.${field.name}`).toMatch(/\(optional\)$/);
    }
    for (const field of allFields(form)) if (field.required === true) expect(field.label, `${name}.${field.name}`).not.toMatch(/optional/);
  });

  it('on the contact form, say that a phone number or an e-mail address is enough', () => {
    const email = allFields(forms.contact).find((field) => field.name === 'email')!;
    expect(email.hint).toMatch(/e-mail address or a phone number is enough/);
    expect(messages(forms.contact, { ...validContact, email: '', phone: '0491 570 006' })).toEqual([]);
  });
});

describe('an NDIA-managed plan', () => {
  const ndia: FormValues = { ...validReferral, ndisStatus: 'participant', planManagement: 'ndia' };

  it('asks what the person would like instead, and the error leads to the explanation first', () => {
    const { errors } = validate(forms.referral, ndia, TODAY);
    expect(errors.map((error) => error.field)).toEqual(['ndiaNext']);
    expect(errors[0]!.targetId).toBe(NDIA_NOTICE_ID);
    expect(errors[0]!.message).toMatch(/cannot be paid from an NDIA-managed plan yet/);
    const { errors: none, values } = validate(forms.referral, { ...ndia, ndiaNext: 'keep' }, TODAY);
    expect(none).toEqual([]);
    expect(values.ndiaNext).toBe('keep');
  });

  it('is not asked about, or kept, when the plan question itself does not apply', () => {
    // "Applying" hides the plan question: an NDIA answer left in it neither counts nor asks a follow-up.
    const { errors, values } = validate(forms.referral, { ...ndia, ndisStatus: 'applying', ndiaNext: 'keep' }, TODAY);
    expect(errors).toEqual([]);
    expect(values.planManagement).toBe('');
    expect(values.ndiaNext).toBe('');
    expect(validate(forms.referral, { ...ndia, planManagement: 'plan', ndiaNext: 'keep' }, TODAY).values.ndiaNext).toBe('');
  });
});

describe('the interest form', () => {
  const interest: FormValues = { 'form-name': 'interest', program: 'peer-connection-groups', forWhom: 'self', name: 'Robin Example', phone: '0491 570 006', consentContact: 'yes' };

  it('is about the page’s program only, and asks who is interested except for carers’ own program', () => {
    expect(messages(forms.interest, interest)).toEqual([]);
    expect(messages(forms.interest, { ...interest, program: 'family-and-carer-support' })).toEqual(['program: Choose only from the options listed']);
    expect(messages(forms.interest, { ...interest, forWhom: '' })).toEqual(['forWhom: Select who is interested']);
    expect(messages(forms.carersInterest, { ...interest, program: 'family-and-carer-support', forWhom: '' })).toEqual([]);
  });

  it('needs a way to contact the sender, and keeps the safe-contact answers', () => {
    expect(messages(forms.interest, { ...interest, phone: '' })).toEqual(['phone: Enter your phone number or e-mail address, so we can contact you']);
    const { values } = validate(forms.interest, { ...interest, leaveMessage: 'no', sayOurName: 'no', interpreter: 'language', interpreterLanguage: 'Dari', contactTimes: 'After 6 pm' }, TODAY);
    expect(values).toMatchObject({ leaveMessage: 'no', sayOurName: 'no', interpreter: 'language', interpreterLanguage: 'Dari', contactTimes: 'After 6 pm' });
    // A language is kept only for a spoken-language interpreter.
    expect(validate(forms.interest, { ...interest, interpreter: 'auslan', interpreterLanguage: 'Dari' }, TODAY).values.interpreterLanguage).toBe('');
  });
});

describe('the Easy Read call-back form', () => {
  it('asks for a name, a phone number and agreement, in Easy Read words', () => {
    expect(messages(forms.callback, {})).toEqual(['name: Please write your name.', 'phone: Please write your phone number.', expect.stringMatching(/^consentCall: Please tick the box to say yes\./)]);
    expect(messages(forms.callback, { name: 'Kim', phone: '12', consentCall: 'yes' })).toEqual(['phone: Please check your phone number. Write it like this: 0491 570 006.']);
    expect(messages(forms.callback, { name: 'Kim', phone: '0491 570 006', bestTime: 'morning', consentCall: 'yes' })).toEqual([]);
    expect(forms.callback.text.errorSummaryTitle).toBe('Please check these answers');
  });
});

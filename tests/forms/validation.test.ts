/** The shared validation module: what the browser and the receiver both accept and refuse. */
import { describe, expect, it } from 'vitest';
import { siteForms } from '../support/forms.ts';
import { TODAY, invalidReferral, selfReferralNotYetApplied, validContact, validReferral } from '../../widgets/form/fixtures.ts';
import { isAustralianPhone, isEmail, isNdisNumber, repeatedFields, validate } from '../../widgets/form/validation.ts';

// The forms with their words from content/forms.json, as the site builds them.
const { referral, contact } = siteForms();
const messages = (values: Parameters<typeof validate>[1], form = referral) => validate(form, values, TODAY).errors.map((error) => `${error.field}: ${error.message}`);

describe('referral form', () => {
  it('accepts a complete referral from a family member', () => {
    expect(messages(validReferral)).toEqual([]);
  });

  it('accepts a self-referral without any referrer details', () => {
    expect(messages(selfReferralNotYetApplied)).toEqual([]);
  });

  it('asks only for who, one way to reach them and consent, in the order of the page, with GOV.UK-style messages', () => {
    expect(messages({})).toEqual([
      'referrerType: Select who is making this referral',
      "firstName: Enter the person's first name",
      "phone: Enter the person's phone number or e-mail address, so we can contact them",
      'consentCollect: Agree to us collecting this information, or call us instead',
    ]);
  });

  it('needs the referrer’s details and the person’s agreement when someone else refers', () => {
    const result = messages({ ...validReferral, referrerName: '', referrerPhone: '', referrerEmail: '', participantAgrees: '' });
    expect(result).toEqual(['referrerName: Enter your full name', 'referrerPhone: Enter your phone number or e-mail address', 'participantAgrees: Confirm that the person knows about this referral and agrees to it. If they have not agreed yet, read what you can do instead']);
  });

  it('checks formats, dates and allowed choices', () => {
    expect(messages(invalidReferral)).toEqual([
      'dateOfBirth: Date of birth must be a real date',
      'postcode: Enter a postcode with 4 numbers, like 3175',
      // Whose answer each is about: the referrer's own, not the person's (issue 28).
      'referrerPhone: Enter your phone number as an Australian number, like 03 5550 0123 or 0491 570 006',
      'referrerEmail: Enter your e-mail address in the correct format, like name@example.com',
      'participantAgrees: Confirm that the person knows about this referral and agrees to it. If they have not agreed yet, read what you can do instead',
      'ndisNumber: Enter the NDIS number as 9 numbers, or leave it empty',
      'services: Choose only from the options listed',
    ]);
  });

  it('refuses dates in the future, too long ago, or with a part missing', () => {
    const date = (day: string, month: string, year: string) => messages({ ...validReferral, 'dateOfBirth-day': day, 'dateOfBirth-month': month, 'dateOfBirth-year': year }).filter((m) => m.startsWith('dateOfBirth'));
    expect(date('1', '1', '2030')).toEqual(['dateOfBirth: Date of birth must be in the past']);
    expect(date('1', '1', '1890')).toEqual(['dateOfBirth: Date of birth must be after 1906']);
    expect(date('1', '', '1990')).toEqual(['dateOfBirth: Date of birth must include a month']);
    expect(date('one', '1', '1990')).toEqual(['dateOfBirth: Date of birth must be a real date, written with numbers, like 27 3 1990']);
  });

  it('limits lengths', () => {
    expect(messages({ ...validReferral, goals: 'x'.repeat(2001) })).toEqual(['goals: What would they like help with? must be 2000 characters or fewer']);
  });

  it('keeps only answers to questions that apply', () => {
    const { values } = validate(referral, { ...selfReferralNotYetApplied, referrerName: 'Left over', ndisNumber: '430000000', planManagement: 'ndia' }, TODAY);
    expect(values.referrerName).toBe('');
    expect(values.ndisNumber).toBe('');
    expect(values.planManagement).toBe('');
    expect(values.firstName).toBe('Sam');
  });
});

describe('contact form', () => {
  it('accepts a message with an e-mail address', () => {
    expect(messages(validContact, contact)).toEqual([]);
  });

  it('needs a way to reply and a message', () => {
    expect(messages({ ...validContact, email: '', phone: '', message: '' }, contact)).toEqual(['email: Enter an e-mail address or a phone number, so we can reply', 'message: Enter your message']);
  });
});

describe('formats', () => {
  it('knows Australian phone numbers, e-mail addresses and NDIS numbers', () => {
    for (const phone of ['03 5550 0123', '(03) 5550 0123', '0491 570 006', '+61 491 570 006', '1800 800 110', '13 11 14']) expect(isAustralianPhone(phone), phone).toBe(true);
    for (const phone of ['5550 0123', '04915700', '+1 212 555 0100', 'call me']) expect(isAustralianPhone(phone), phone).toBe(false);
    expect(isEmail('name@example.com')).toBe(true);
    expect(isEmail('name@example')).toBe(false);
    expect(isEmail('<a>@example.com')).toBe(false);
    expect(isNdisNumber('430 000 000')).toBe(true);
    expect(isNdisNumber('43000000')).toBe(false);
  });
});

describe('input hygiene', () => {
  it('refuses control characters, line breaks and text-direction controls in a name', () => {
    for (const firstName of ['Jordan\r\nBcc: x', 'Jor\u0000dan', 'Jordan\u001b[31m', 'Jordan\u202E', 'Jordan\u2066x\u2069', 'Jor\u0085dan']) {
      expect(messages({ ...validReferral, firstName }).filter((line) => line.startsWith('firstName:')), JSON.stringify(firstName)).toHaveLength(1);
    }
  });

  it('treats a name of only invisible characters as missing', () => {
    for (const firstName of ['\u200B', '\u200B\u200C\uFEFF', '\u3164', '\u2800', ' \u00A0 ']) {
      expect(messages({ ...validReferral, firstName }), JSON.stringify(firstName)).toContain("firstName: Enter the person's first name");
    }
    expect(messages({ ...validReferral, preferredName: '\u200B' })).toEqual(['preferredName: Preferred name must have letters or numbers you can see, or be left empty']);
  });

  it('keeps line breaks in a long answer, and stores names in NFC', () => {
    const { values, errors } = validate(referral, { ...validReferral, firstName: 'Zoe\u0301', goals: 'One\nTwo\r\nThree' }, TODAY);
    expect(errors).toEqual([]);
    expect(values.firstName).toBe('Zo\u00e9');
    expect(values.goals).toBe('One\nTwo\r\nThree');
  });

  it('finds answers sent more than once that may hold only one value', () => {
    expect(repeatedFields(referral, { ...validReferral, firstName: ['Jordan', 'Second'] })).toEqual(['firstName']);
    expect(repeatedFields(referral, { ...validReferral, 'dateOfBirth-day': ['1', '2'] })).toEqual(['dateOfBirth-day']);
    expect(repeatedFields(referral, validReferral)).toEqual([]);
  });
});

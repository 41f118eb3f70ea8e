/** Named examples of form answers, used by every form test (unit, receiver and browser). */
import type { FormValues } from './validation.ts';

export const TODAY = '2026-11-22';

/** A family member refers someone with an NDIS plan. */
export const validReferral: FormValues = {
  'form-name': 'referral',
  referrerType: 'family-carer',
  referrerName: 'Alex Citizen',
  referrerOrganisation: '',
  referrerRelationship: 'Sister',
  referrerPhone: '0491 570 006',
  referrerEmail: 'alex@example.com',
  participantAgrees: 'yes',
  firstName: 'Jordan',
  lastName: 'Citizen',
  preferredName: 'Jo',
  'dateOfBirth-day': '14',
  'dateOfBirth-month': '7',
  'dateOfBirth-year': '1988',
  suburb: 'Box Hill',
  postcode: '3128',
  phone: '03 5550 0123',
  email: '',
  contactMethod: 'phone',
  contactTimes: 'Weekday mornings',
  leaveMessage: 'yes',
  ndisStatus: 'participant',
  ndisNumber: '430 000 000',
  planManagement: 'plan',
  services: ['psychosocial-recovery-coaching', 'peer-support-work'],
  goals: 'Get back into a routine and see friends more.',
  communicationNeeds: '',
  consentCollect: 'yes',
};

/** Someone refers themselves and is not on the NDIS yet: no referrer details are needed. */
export const selfReferralNotYetApplied: FormValues = {
  'form-name': 'referral',
  referrerType: 'self',
  firstName: 'Sam',
  lastName: 'Taylor',
  'dateOfBirth-day': '2',
  'dateOfBirth-month': '11',
  'dateOfBirth-year': '1995',
  suburb: 'Pakenham',
  postcode: '3810',
  phone: '',
  email: 'sam@example.com',
  contactMethod: 'email',
  ndisStatus: 'not-yet',
  services: ['ndis-application-advocacy'],
  consentCollect: 'yes',
};

export const validContact: FormValues = {
  'form-name': 'contact',
  name: 'Chris Example',
  email: 'chris@example.com',
  phone: '',
  reason: 'services',
  message: 'Do you run groups in Dandenong?',
  contactMethod: 'email',
  consentContact: 'yes',
};

/** Every kind of wrong answer at once. */
export const invalidReferral: FormValues = {
  ...validReferral,
  referrerEmail: 'not-an-email',
  referrerPhone: '12345',
  'dateOfBirth-day': '31',
  'dateOfBirth-month': '2',
  'dateOfBirth-year': '1990',
  postcode: '31',
  ndisNumber: '1234',
  services: ['hypnotherapy'],
  participantAgrees: '',
};

/** Text that would be dangerous if it were ever rendered as HTML. */
export const HOSTILE_TEXT = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes"';

/** The safe-contact answers of someone whose phone others may see: no voicemail, no name, an interpreter. */
export const unsafeToLeaveMessages: FormValues = {
  contactMethod: 'text',
  leaveMessage: 'no',
  sayOurName: 'no',
  contactTimes: 'Weekdays after 6 pm',
  interpreter: 'language',
  interpreterLanguage: 'Dari',
};

/** Someone interested in a program for themselves (the program is the page's). */
export const validInterest: FormValues = {
  'form-name': 'interest',
  program: 'life-skills-workshops',
  forWhom: 'self',
  name: 'Robin Example',
  phone: '0491 570 006',
  email: '',
  ...unsafeToLeaveMessages,
  accessNeeds: 'A quiet space, and breaks.',
  consentContact: 'yes',
};

/** An Easy Read request for a call back. */
export const validCallback: FormValues = {
  'form-name': 'callback',
  name: 'Kim Example',
  phone: '0491 570 006',
  bestTime: 'morning',
  consentCall: 'yes',
};

/** A complaint from someone who stays anonymous: no name, no way to reach them. */
export const anonymousFeedback: FormValues = {
  'form-name': 'feedback',
  feedbackType: 'complaint',
  message: 'The worker arrived an hour late twice in March.',
  wantReply: 'no',
  consentFeedback: 'yes',
};

/** A complaint from someone who would like a reply, by e-mail. */
export const feedbackWithReply: FormValues = {
  'form-name': 'feedback',
  feedbackType: 'complaint',
  message: 'Nobody called me back after my first visit.',
  outcome: 'A call from the manager.',
  wantReply: 'yes',
  name: 'Sam Example',
  email: 'sam@example.com',
  consentFeedback: 'yes',
};

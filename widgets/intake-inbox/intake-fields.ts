/**
 * What the intake team needs to see first, in the intake tool (`list`, `show`, `export`): how to contact
 * the person safely (the safe-contact answers of the referral, contact and interest forms), and the
 * program an expression of interest is about. Staff-facing words: the forms' own words are in
 * content/forms.json.
 */
import { SAFE_CONTACT_FIELDS as FORM_SAFE_CONTACT } from '../form/forms.ts';
import type { FormValues as Answers } from '../form/validation.ts';

/** The safe-contact answers, in the order the forms ask them (and the call-back form's best time). */
export const SAFE_CONTACT_FIELDS = [...FORM_SAFE_CONTACT, 'bestTime'] as const;

const METHOD: Record<string, string> = { phone: 'phone call', text: 'text message', email: 'e-mail' };
const BEST_TIME: Record<string, string> = { morning: 'morning', afternoon: 'afternoon', any: 'any time' };

function answer(values: Answers, name: string): string {
  const value = values[name];
  return (Array.isArray(value) ? value.join(', ') : value ?? '').trim();
}

/** Each safe-contact answer given, as a line for staff: "Voicemail: NOT safe, do not leave a message". */
export function safeContactLines(values: Answers): string[] {
  const lines: string[] = [];
  const method = answer(values, 'contactMethod');
  if (method) lines.push(`Best way to reach: ${METHOD[method] ?? method}`);
  const voicemail = answer(values, 'leaveMessage');
  if (voicemail === 'no') lines.push('Voicemail or message: NOT safe, do not leave one');
  else if (voicemail === 'yes') lines.push('Voicemail or message: safe to leave one');
  const name = answer(values, 'sayOurName');
  if (name === 'no') lines.push('Our name: do NOT say where we are calling from');
  else if (name === 'yes') lines.push('Our name: fine to say it');
  const times = answer(values, 'contactTimes');
  if (times) lines.push(`Best times: ${times}`);
  const bestTime = answer(values, 'bestTime');
  if (bestTime) lines.push(`Best time to call: ${BEST_TIME[bestTime] ?? bestTime}`);
  const interpreter = answer(values, 'interpreter');
  if (interpreter === 'auslan') lines.push('Interpreter: Auslan');
  else if (interpreter === 'language') lines.push(`Interpreter: ${answer(values, 'interpreterLanguage') || 'a spoken language (not named)'}`);
  else if (interpreter === 'no') lines.push('Interpreter: not needed');
  return lines;
}

/**
 * Whether the person has agreed to be contacted about this, when it is in doubt: a referral from someone
 * else without their agreement (the form needs it; an older record may lack it), or an expression of interest
 * made for someone else (they were not asked: contact the sender only).
 */
export function agreementFlag(form: string, values: Answers): string | undefined {
  if (form === 'referral' && answer(values, 'referrerType') && answer(values, 'referrerType') !== 'self' && answer(values, 'participantAgrees') !== 'yes') return 'the person has not agreed';
  if (form === 'interest' && answer(values, 'forWhom') === 'someone-else') return 'for someone else: they have not agreed to be contacted';
  return undefined;
}

/** The warnings to see before picking up the phone, short enough for one line of `list`. */
export function safetyFlags(values: Answers): string[] {
  const flags: string[] = [];
  if (answer(values, 'leaveMessage') === 'no') flags.push('no voicemail');
  if (answer(values, 'sayOurName') === 'no') flags.push('do not say our name');
  if (answer(values, 'contactMethod') === 'text') flags.push('text only');
  const interpreter = answer(values, 'interpreter');
  if (interpreter === 'auslan') flags.push('Auslan');
  else if (interpreter === 'language') flags.push(`interpreter: ${answer(values, 'interpreterLanguage') || 'language not named'}`);
  if (answer(values, 'planManagement') === 'ndia') flags.push(`NDIA-managed plan: ${answer(values, 'ndiaNext') === 'keep' ? 'keep until registered' : 'talk through options'}`);
  return flags;
}

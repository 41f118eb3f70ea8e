/** Australian phone numbers as people read them and as `tel:` links. */

/** "03 5550 0142" -> "tel:+61355500142"; "13 11 14" -> "tel:131114"; "000" -> "tel:000". */
export function telHref(number: string): string {
  const digits = number.replace(/[^\d+]/g, '');
  if (/^0[2378]\d{8}$/.test(digits) || /^04\d{8}$/.test(digits)) return `tel:+61${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** "0477 13 11 14" -> "sms:+61477131114": a text message to an Australian mobile number. */
export function smsHref(number: string): string {
  return `sms:${telHref(number).slice('tel:'.length)}`;
}

/** Numbers a visitor in Australia can dial: a landline or mobile, 13/1300/1800 numbers, or 000. */
export function isAustralianPhone(number: string): boolean {
  const digits = number.replace(/[\s()-]/g, '');
  return (
    /^(?:\+61|0)[23478]\d{8}$/.test(digits) ||
    /^1[38]00\d{6}$/.test(digits) ||
    /^13\d{4}$/.test(digits) ||
    /^000$/.test(digits)
  );
}

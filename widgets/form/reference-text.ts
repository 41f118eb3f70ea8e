/**
 * A short reference (server/short-reference.ts) as someone typed or read it out: any case, with or without
 * the dash or spaces, O read as 0 and I or L as 1 (Crockford's rules). Without node:crypto, for the intake
 * inbox's page too.
 */
export function normaliseReference(typed: string): string | undefined {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return /^[0-9A-HJKMNP-TV-Z]{8}$/.test(plain) ? plain : undefined;
}

/** True when `typed` is the short reference `reference` ("7K3M-Q9TX"), however it was typed. */
export function sameShortReference(reference: string, typed: string): boolean {
  const wanted = normaliseReference(typed);
  return wanted !== undefined && reference.replace('-', '') === wanted;
}

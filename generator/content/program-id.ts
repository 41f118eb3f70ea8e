/**
 * A program's id: its page's address (/programs/<id>/) and what its interest form sends. The content schema
 * (programs.json) and the form receiver (widgets/form/delivery.ts) both use this one rule, so a program the
 * build publishes is always one the receiver will take a form for.
 */
export const PROGRAM_ID_MAX_LENGTH = 80;

/** Lower-case letters, digits and hyphens, starting with a letter or digit, at most 80 characters. */
export const PROGRAM_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

export const PROGRAM_ID_RULE = `must be lower-case letters, digits and hyphens, starting with a letter or digit, at most ${PROGRAM_ID_MAX_LENGTH} characters (it is the page's address)`;

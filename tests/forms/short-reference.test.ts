/**
 * The reference a sender is shown to quote on the phone: short, from the stored id, in letters and digits
 * that cannot be misheard for each other, and found again however staff type it.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referenceMatches, shortReference } from '../../server/short-reference.ts';
import { normaliseReference } from '../../widgets/form/reference-text.ts';

describe('the short reference', () => {
  it('is two groups of four, without I, L, O or U, the same every time for the same id', () => {
    const id = 'a3bb189e-8bf9-3888-9912-ace4e6543002';
    const reference = shortReference(id);
    expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(shortReference(id)).toBe(reference);
    // A long sender-chosen key gives one just as short.
    expect(shortReference('x'.repeat(64))).toHaveLength(9);
  });

  it('differs for different ids: 10,000 random ids give 10,000 references', () => {
    const references = new Set(Array.from({ length: 10_000 }, () => shortReference(randomUUID())));
    expect(references.size).toBe(10_000);
  });

  it('is not cut from the id: a sender who picks a key like another id does not get its reference', () => {
    expect(shortReference('aaaaaaaa-0001')).not.toBe(shortReference('aaaaaaaa-0002'));
  });

  it('is found however it is typed or read out, and by the full id', () => {
    const id = randomUUID();
    const reference = shortReference(id);
    const plain = reference.replace('-', '');
    for (const typed of [reference, plain, reference.toLowerCase(), ` ${plain.slice(0, 4)} ${plain.slice(4)} `, id]) expect(referenceMatches(id, typed), typed).toBe(true);
    // Misread letters count as the digits they look like.
    expect(normaliseReference('O1LI-ABCD')).toBe('0111ABCD');
    expect(referenceMatches(id, 'ZZZZ-ZZZZ') && shortReference(id) !== 'ZZZZ-ZZZZ').toBe(false);
    for (const bad of ['', 'ABC', 'ABCD-EFGU', 'ABCD-EFGH-J', '<script>']) expect(normaliseReference(bad), bad).toBeUndefined();
  });
});

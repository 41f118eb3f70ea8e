/**
 * The staff member's key, in this browser only. It is read from a file or pasted, and kept in memory (this
 * module's caller holds it in a variable, never in the page or in storage) unless the staff member asks for
 * it to be remembered on this computer: then it is stored in localStorage as an age file encrypted with
 * their passphrase (age's scrypt: without the passphrase it cannot be used, and `age -d` opens it too). The
 * key is never sent anywhere: nothing here makes a request.
 */
import { Decrypter, Encrypter } from 'age-encryption';

export const REMEMBERED_KEY = 'intake-inbox:key';
export const MIN_PASSPHRASE = 12;

/** The age identities (AGE-SECRET-KEY-1… lines) in a key file or pasted text; every one is tried. */
export function identitiesIn(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/i.test(line))
    .map((line) => line.toUpperCase());
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export { toBase64 };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasRememberedKey(): boolean {
  return Boolean(storage()?.getItem(REMEMBERED_KEY));
}

export function forgetKey(): void {
  storage()?.removeItem(REMEMBERED_KEY);
}

/** Remembers the identities on this computer, encrypted with the passphrase. */
export async function rememberKey(identities: readonly string[], passphrase: string): Promise<void> {
  const encrypter = new Encrypter();
  encrypter.setPassphrase(passphrase);
  const sealed = await encrypter.encrypt(identities.join('\n'));
  storage()?.setItem(REMEMBERED_KEY, toBase64(sealed));
}

/** The remembered identities, or undefined when the passphrase does not open them. */
export async function unlockKey(passphrase: string): Promise<string[] | undefined> {
  const stored = storage()?.getItem(REMEMBERED_KEY);
  if (!stored) return undefined;
  const decrypter = new Decrypter();
  decrypter.addPassphrase(passphrase);
  try {
    return identitiesIn(await decrypter.decrypt(fromBase64(stored), 'text'));
  } catch {
    return undefined;
  }
}

export function decrypterFor(identities: readonly string[]): Decrypter {
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return decrypter;
}

/** Encrypts a note (or anything) to the team's public key, as base64. */
export async function sealText(publicKey: string, text: string): Promise<string> {
  const encrypter = new Encrypter();
  encrypter.addRecipient(publicKey);
  return toBase64(await encrypter.encrypt(text));
}

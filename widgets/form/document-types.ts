/**
 * The documents a referral may carry (a GP letter, an NDIS plan): PDF, JPEG, PNG and Word (.doc, .docx), told
 * apart by their first bytes (their signature), never by the name alone, so a program renamed "letter.pdf"
 * is refused. One module for the browser (before it encrypts a file), the receiver (before it encrypts a
 * file sent without script), the inbox and the intake tool (after they decrypt one, before they open or
 * write it: a file the browser encrypted was never seen by the receiver). Browser-safe: no Node imports.
 */

export interface DocumentType {
  /** What staff and referrers read: "PDF". */
  label: string;
  /** The type a decrypted file is opened or saved with (never text/html, whatever the file says). */
  mime: string;
  /** The file name endings that go with it, lower case, with the dot. */
  extensions: readonly string[];
}

export const DOCUMENT_TYPES = {
  pdf: { label: 'PDF', mime: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { label: 'JPEG', mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { label: 'PNG', mime: 'image/png', extensions: ['.png'] },
  doc: { label: 'Word (.doc)', mime: 'application/msword', extensions: ['.doc'] },
  docx: { label: 'Word (.docx)', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['.docx'] },
} as const satisfies Record<string, DocumentType>;

export type DocumentKind = keyof typeof DOCUMENT_TYPES;

/** How many bytes of a file `documentKind` needs to see (a .docx's first entries are within them). */
export const SIGNATURE_BYTES = 64 * 1024;

/** What the file input offers (the browser's file picker shows these first). */
export const ACCEPT = Object.values(DOCUMENT_TYPES)
  .flatMap((type) => [...type.extensions, type.mime])
  .join(',');

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function includesAscii(bytes: Uint8Array, text: string): boolean {
  const codes = Array.from(text, (character) => character.charCodeAt(0));
  outer: for (let index = 0; index + codes.length <= bytes.length; index += 1) {
    for (let offset = 0; offset < codes.length; offset += 1) if (bytes[index + offset] !== codes[offset]) continue outer;
    return true;
  }
  return false;
}

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** The compound file of Word 97-2003 (also Excel's and Outlook's: the name must end .doc too). */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A ZIP file's first local header: a .docx is a ZIP holding word/document.xml. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The end of a name, lower case, with its dot ("" without one). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * The kind of document the first bytes (at least SIGNATURE_BYTES, or the whole file) and the name show, or
 * undefined when they show none of ours or disagree (a PNG named .pdf is accepted as a PNG: the bytes decide,
 * the name only tells a .doc from another compound file and a .docx from another ZIP).
 */
export function documentKind(head: Uint8Array, name: string): DocumentKind | undefined {
  const extension = extensionOf(name);
  // A PDF may have a few bytes before its header (within the first 1024, as readers allow).
  if (startsWith(head, PDF) || includesAscii(head.subarray(0, 1024), '%PDF-')) return 'pdf';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, OLE) && extension === '.doc') return 'doc';
  if (startsWith(head, ZIP) && extension === '.docx' && includesAscii(head, 'word/')) return 'docx';
  return undefined;
}

/** A name that is safe to show and to save under: no folders, no control or direction characters, not too long. */
export function safeFileName(name: string, fallback = 'document'): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 120) return cleaned;
  const extension = extensionOf(cleaned).slice(0, 8);
  return `${cleaned.slice(0, 120 - extension.length)}${extension}`;
}

/** The name a decrypted file is saved under: its own, with the ending its kind has when it had another. */
export function nameForKind(name: string, kind: DocumentKind): string {
  const safe = safeFileName(name);
  const type: DocumentType = DOCUMENT_TYPES[kind];
  return type.extensions.includes(extensionOf(safe)) ? safe : `${safe}${type.extensions[0]}`;
}

/** "2.4 MB", "830 KB": a size as people read it. */
export function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The most an age file of `plaintext` bytes can be: a header of at most 1 KB, then 16 bytes per 64 KiB chunk. */
export function maxSealedBytes(plaintext: number): number {
  return 1024 + plaintext + 16 * (Math.floor(plaintext / 65536) + 1);
}

/**
 * The name documents encrypted by the browser are sent under (a form without script sends its plain files
 * under the question's own name, `documents`, and the receiver encrypts them).
 */
export const SEALED_DOCUMENTS_FIELD = 'documentsSealed';

/** The first line of every age file. */
export const AGE_MAGIC = 'age-encryption.org/v1\n';

export function isAgeFile(head: Uint8Array): boolean {
  return startsWith(head, Array.from(AGE_MAGIC, (character) => character.charCodeAt(0)));
}

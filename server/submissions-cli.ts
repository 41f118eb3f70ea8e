/**
 * npm run submissions: the intake team's tool for reading what the forms received.
 *
 *   keygen --out FILE          make a key pair: the private identity goes to FILE (0600), the public
 *                              recipient is printed for forms.publicKey in content/site.json
 *   list                       one line per submission: reference, time (Melbourne), form, name
 *   show ID                    every answer of one submission
 *   export --csv FILE          all submissions as a spreadsheet (CSV, UTF-8, dd/mm/yyyy dates), 0600
 *   encrypt                    encrypts, in place, the submissions stored before forms.publicKey was set
 *
 * Options: --identity FILE (the private key, to read encrypted submissions; every key in it is used, so
 * records sealed to an earlier key stay readable), --file FILE (the store, default SUBMISSIONS_FILE or
 * data/submissions.jsonl), --recipient age1… (for encrypt; default forms.publicKey), --help.
 */
import { closeSync, existsSync, fchmodSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Decrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { parseCommandLine, UsageError, usageMessage, type Command } from '../generator/launch/command-line.ts';
import { encryptStoredAnswers } from './encrypt-store.ts';
import { safeContactLines, safetyFlags, SAFE_CONTACT_FIELDS } from './intake-fields.ts';
import { configuredPublicKey } from './site-config-key.ts';
import { StartError } from './start-error.ts';
import { parseStore, publicKeyProblem, QUARANTINE_SUFFIX, type Answers, type StoredSubmission } from './submission-store.ts';

export const HELP = `Usage: npm run submissions -- COMMAND [options]

Read what the website's forms received: referrals, contact messages, expressions of interest in a
program (form "interest") and Easy Read requests for a call back (form "callback").

Commands:
  keygen --out FILE       Make a key pair. The private key (identity) is written to FILE, readable only
                          by you; keep it off the web server. The public key it prints goes in
                          content/site.json as forms.publicKey; rebuild and restart the receiver.
  list                    One line per submission: reference, time received, form, name, the program
                          (interest), and what to know before calling (no voicemail, do not say our
                          name, text only, an interpreter, an NDIA-managed plan).
  show ID                 Every answer of the submission with reference ID, how to contact the
                          person safely first.
  export --csv FILE       All submissions as a CSV file for a spreadsheet (dates as dd/mm/yyyy), the
                          safe-contact answers first, readable only by you.
  encrypt                 Encrypt, in place, the submissions stored before forms.publicKey was set.
                          Stop the receiver first. Safe to interrupt: the file is replaced whole, or not
                          at all.

Options:
  --identity FILE         Your private key file, to read encrypted submissions. It may hold several
                          keys (one AGE-SECRET-KEY- line each): every one is tried.
  --file FILE             The submissions file (default: $SUBMISSIONS_FILE, or data/submissions.jsonl).
  --recipient age1...     For encrypt: the public key (default: forms.publicKey in content/site.json,
                          or $SITE_CONFIG).
  --help                  Show this help.

Examples:
  npm run submissions -- keygen --out ~/intake-key.txt
  npm run submissions -- list --identity ~/intake-key.txt
  npm run submissions -- show 0f8c2d4e-... --identity ~/intake-key.txt
  npm run submissions -- export --csv referrals.csv --identity ~/intake-key.txt
  npm run submissions -- encrypt --file /srv/site/data/submissions.jsonl
`;

/**
 * A request the tool cannot carry out (no such file, no key): the message says what to do, with no usage
 * after it (a mistake on the command line itself is a UsageError).
 */
export class RequestError extends Error {
  override name = 'RequestError';
}

export const COMMAND: Command = {
  usage: HELP.trimEnd(),
  options: { identity: { type: 'string' }, file: { type: 'string' }, csv: { type: 'string' }, out: { type: 'string' }, recipient: { type: 'string' } },
  positionals: ['COMMAND', 'ID'],
};

export interface Submission {
  record: StoredSubmission;
  /** The answers, or undefined when encrypted and no identity (or no matching one) was given. */
  values?: Answers;
  /** Encrypted to a key that is not in the identity file given. */
  unopened?: boolean;
}

/** Melbourne time as a spreadsheet in Australia reads it: 23/11/2026 14:05. */
export function australianDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A cell a spreadsheet will show as text, never run as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(submissions: readonly Submission[]): string {
  const names: string[] = [];
  // How to contact the person safely comes first: the program, then the safe-contact answers, then the rest.
  const first = ['program', ...SAFE_CONTACT_FIELDS] as string[];
  for (const { values } of submissions) for (const name of Object.keys(values ?? {})) if (!names.includes(name)) names.push(name);
  names.sort((a, b) => (first.includes(a) ? first.indexOf(a) : first.length) - (first.includes(b) ? first.indexOf(b) : first.length));
  const header = ['Reference', 'Received (Melbourne)', 'Form', 'Contacting safely', ...names];
  const rows = submissions.map(({ record, values }) => [
    record.id,
    australianDateTime(record.receivedAt),
    record.form,
    values ? safeContactLines(values).join('; ') : '',
    ...names.map((name) => {
      const value = values?.[name];
      return Array.isArray(value) ? value.join('; ') : value ?? '';
    }),
  ]);
  // A byte-order mark tells spreadsheets the file is UTF-8; CRLF is what they expect between rows.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function personName(values: Answers | undefined, unopened = false): string {
  if (unopened) return '(encrypted to another key: not in your --identity file)';
  if (!values) return '(encrypted: give --identity)';
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return text('name') || [text('firstName'), text('lastName')].filter(Boolean).join(' ') || '(no name)';
}

export async function readSubmissions(file: string, identityFile?: string): Promise<Submission[]> {
  if (!existsSync(file)) throw new RequestError(`No submissions file at ${file}. Give --file, or set SUBMISSIONS_FILE.`);
  const { records, badLines } = parseStore(readFileSync(file, 'utf8'));
  if (badLines.length) console.error(`${file}: lines ${badLines.join(', ')} are not valid records and were skipped.`);
  if (existsSync(`${file}${QUARANTINE_SUFFIX}`)) console.error(`Note: ${file}${QUARANTINE_SUFFIX} holds the remains of an interrupted write; look at it by hand.`);
  let decrypter: Decrypter | undefined;
  if (identityFile) {
    // Every key in the file: after a key change the team keeps the old key beside the new one.
    const identities = readFileSync(identityFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
    if (!identities.length) throw new RequestError(`${identityFile} has no age identity (a line starting AGE-SECRET-KEY-). Make one with "npm run submissions -- keygen --out FILE".`);
    decrypter = new Decrypter();
    for (const identity of identities) decrypter.addIdentity(identity);
  }
  const result: Submission[] = [];
  for (const record of records) {
    if (record.values) result.push({ record, values: record.values });
    else if (record.sealed && decrypter) {
      try {
        result.push({ record, values: JSON.parse(await decrypter.decrypt(Buffer.from(record.sealed, 'base64'), 'text')) as Answers });
      } catch {
        result.push({ record, unopened: true });
      }
    } else result.push({ record });
  }
  const unopened = result.filter((submission) => submission.unopened);
  if (unopened.length) {
    console.error(
      `${unopened.length} submission${unopened.length === 1 ? '' : 's'} could not be opened with the keys in ${identityFile}: ${unopened.map(({ record }) => record.id).join(', ')}. ${unopened.length === 1 ? 'It was' : 'They were'} encrypted to another key: add that key's AGE-SECRET-KEY- line to the file. The others are shown.`,
    );
  }
  return result;
}

/** Writes a file readable only by its owner, whatever was there before (a new file renamed over it). */
function writePrivateFile(file: string, data: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'wx', 0o600);
  try {
    writeFileSync(fd, data);
    fchmodSync(fd, 0o600);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

export async function run(argv: readonly string[], out: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
  const { help, values, positionals } = parseCommandLine(argv, COMMAND);
  const options = values as { identity?: string; file?: string; csv?: string; out?: string; recipient?: string };
  const [command, id] = positionals;
  if (help) {
    out(HELP);
    return 0;
  }
  if (!command) throw new UsageError('Say what to do: keygen, list, show ID, export or encrypt.');
  const file = resolve(options.file ?? process.env.SUBMISSIONS_FILE ?? 'data/submissions.jsonl');
  switch (command) {
    case 'keygen': {
      if (!options.out) throw new RequestError('keygen needs --out FILE: where to write the private key (keep it off the web server).');
      if (existsSync(options.out)) throw new RequestError(`${options.out} already exists: choose another file (a key cannot be replaced, or submissions sent to it could not be read).`);
      const identity = await generateX25519Identity();
      const recipient = await identityToRecipient(identity);
      writeFileSync(options.out, `# created: ${new Date().toISOString()}\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600, flag: 'wx' });
      out(`Private key written to ${options.out} (only you can read it). Keep a backup somewhere safe: without it, encrypted submissions cannot be read.\n`);
      out(`Public key: ${recipient}\nPut it in content/site.json as "forms": { "publicKey": "${recipient}" }, rebuild, and restart the receiver.\n`);
      return 0;
    }
    case 'list': {
      const submissions = await readSubmissions(file, options.identity);
      if (!submissions.length) out('No submissions yet.\n');
      for (const { record, values, unopened } of submissions) {
        const program = typeof values?.program === 'string' && values.program ? `  (${values.program})` : '';
        const flags = values ? safetyFlags(values) : [];
        out(`${record.id}  ${australianDateTime(record.receivedAt)}  ${record.form.padEnd(8)}  ${personName(values, unopened)}${program}${flags.length ? `  [${flags.join('; ')}]` : ''}\n`);
      }
      return 0;
    }
    case 'show': {
      if (!id) throw new RequestError('show needs the reference of a submission: npm run submissions -- show ID');
      const found = (await readSubmissions(file, options.identity)).filter(({ record }) => record.id === id);
      if (!found.length) throw new RequestError(`No submission with reference ${id} in ${file}. "npm run submissions -- list" shows them all.`);
      for (const { record, values, unopened } of found) {
        if (unopened) throw new RequestError(`Submission ${id} cannot be decrypted with ${options.identity}: it was encrypted to another key.`);
        if (!values) throw new RequestError(`Submission ${id} is encrypted: give your private key with --identity FILE.`);
        out(`Reference: ${record.id}\nReceived:  ${australianDateTime(record.receivedAt)} (Melbourne)\nForm:      ${record.form}\n\n`);
        // Before anything else: how to contact them without putting them at risk.
        const safe = safeContactLines(values);
        if (safe.length) out(`Contacting safely:\n${safe.map((line) => `  ${line}\n`).join('')}\n`);
        for (const [name, value] of Object.entries(values)) out(`${name}: ${Array.isArray(value) ? value.join(', ') : value}\n`);
      }
      return 0;
    }
    case 'export': {
      if (!options.csv) throw new RequestError('export needs --csv FILE: where to write the spreadsheet.');
      const submissions = await readSubmissions(file, options.identity);
      const locked = submissions.filter((submission) => !submission.values && !submission.unopened);
      if (locked.length) throw new RequestError(`${locked.length} submissions are encrypted: give your private key with --identity FILE.`);
      const readable = submissions.filter((submission) => submission.values);
      writePrivateFile(options.csv, toCsv(readable));
      const left = submissions.length - readable.length;
      out(`Wrote ${readable.length} submissions to ${options.csv}${left ? ` (${left} encrypted to another key left out: see above)` : ''}. It is readable only by you; it holds health information: keep it private and delete it when done.\n`);
      return 0;
    }
    case 'encrypt': {
      const recipient = options.recipient?.trim() || configuredPublicKey();
      if (!recipient) throw new RequestError('encrypt needs the public key: set forms.publicKey in content/site.json (or SITE_CONFIG), or give --recipient age1...');
      const problem = publicKeyProblem(recipient, options.recipient ? '--recipient' : 'forms.publicKey');
      if (problem) throw new RequestError(problem);
      if (!existsSync(file)) throw new RequestError(`No submissions file at ${file}. Give --file, or set SUBMISSIONS_FILE.`);
      const { encrypted, alreadySealed } = await encryptStoredAnswers(file, recipient);
      out(
        encrypted
          ? `Encrypted ${encrypted} submission${encrypted === 1 ? '' : 's'} in ${file}${alreadySealed ? ` (${alreadySealed} already were)` : ''}. No answers are left in clear.\n`
          : `Nothing to encrypt: the ${alreadySealed} submission${alreadySealed === 1 ? ' is' : 's are'} in ${file} already encrypted.\n`,
      );
      return 0;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = await run(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(usageMessage(error, COMMAND));
      process.exitCode = 2;
    } else {
      console.error(error instanceof RequestError || error instanceof StartError ? error.message : error);
      process.exitCode = 1;
    }
  }
}

/**
 * npm run submissions: the intake team's tool for reading what the forms received.
 *
 *   keygen --out FILE          make a key pair: the private identity goes to FILE (0600), the public
 *                              recipient is printed for forms.publicKey in content/site.json
 *   list                       one line per submission: reference, time (Melbourne), form, name
 *   show ID                    every answer of one submission
 *   documents ID --out FOLDER  the documents sent with one submission, decrypted into FOLDER (0600)
 *   export --csv FILE          all submissions as a spreadsheet (CSV, UTF-8, dd/mm/yyyy dates), 0600
 *   encrypt                    encrypts, in place, the submissions stored before forms.publicKey was set
 *
 * Options: --identity FILE (the private key, to read encrypted submissions; every key in it is used, so
 * records sealed to an earlier key stay readable), --file FILE (the store, default SUBMISSIONS_FILE or
 * data/submissions.jsonl), --recipient age1… (for encrypt; default forms.publicKey), --help.
 */
import { referenceMatches, shortReference } from './short-reference.ts';
import { closeSync, existsSync, fchmodSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Decrypter, generateX25519Identity, identityToRecipient } from 'age-encryption';
import { parseCommandLine, UsageError, usageMessage, type Command } from '../generator/launch/command-line.ts';
import { writeDocuments } from './attachments/documents-cli.ts';
import { encryptStoredAnswers } from './encrypt-store.ts';
import { australianDateTime, toCsv, type Submission } from '../widgets/intake-inbox/intake-csv.ts';
import { agreementFlag, safeContactLines, safetyFlags } from '../widgets/intake-inbox/intake-fields.ts';
import { configuredPublicKey } from './site-config-key.ts';
import { StartError } from './start-error.ts';
import { parseStore, publicKeyProblem, QUARANTINE_SUFFIX, type Answers, type StoredSubmission } from './submission-store.ts';

export const HELP = `Usage: npm run submissions -- COMMAND [options]

Read what the website's forms received: referrals, contact messages, expressions of interest in a
program (form "interest"), Easy Read requests for a call back (form "callback") and complaints and
feedback (form "feedback", anonymous unless the person asked for a reply).

Commands:
  keygen --out FILE       Make a key pair. The private key (identity) is written to FILE, readable only
                          by you; keep it off the web server. The public key it prints goes in
                          content/site.json as forms.publicKey; rebuild and restart the receiver.
  list                    One line per submission: the short reference the sender was shown (like
                          7K3M-Q9TX), the full reference, time received, form, name, the program
                          (interest), and what to know before calling (no voicemail, do not say our
                          name, text only, an interpreter, an NDIA-managed plan).
  show ID                 Every answer of the submission with reference ID (the full one, or the
                          short one the sender quotes), how to contact the person safely first.
  documents ID --out DIR  The documents sent with that submission (a GP letter, a plan), decrypted
                          into the folder DIR, readable only by you. Delete them when you are done.
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
  npm run submissions -- documents 0f8c2d4e-... --out ~/referral-documents --identity ~/intake-key.txt
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

export { australianDateTime, csvCell, toCsv } from '../widgets/intake-inbox/intake-csv.ts';

/** A submission as the tool reads it: the whole record (its documents too). */
export interface StoredSubmissionRead extends Submission {
  record: StoredSubmission;
}

function personName(values: Answers | undefined, unopened = false): string {
  if (unopened) return '(encrypted to another key: not in your --identity file)';
  if (!values) return '(encrypted: give --identity)';
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : '');
  return text('name') || [text('firstName'), text('lastName')].filter(Boolean).join(' ') || '(no name)';
}

/** A decrypter with every key in the identity file: after a key change the team keeps the old key beside the new one. */
function identityDecrypter(identityFile: string): Decrypter {
  const identities = readFileSync(identityFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('AGE-SECRET-KEY-'));
  if (!identities.length) throw new RequestError(`${identityFile} has no age identity (a line starting AGE-SECRET-KEY-). Make one with "npm run submissions -- keygen --out FILE".`);
  const decrypter = new Decrypter();
  for (const identity of identities) decrypter.addIdentity(identity);
  return decrypter;
}

export async function readSubmissions(file: string, identityFile?: string): Promise<StoredSubmissionRead[]> {
  if (!existsSync(file)) throw new RequestError(`No submissions file at ${file}. Give --file, or set SUBMISSIONS_FILE.`);
  const { records, badLines } = parseStore(readFileSync(file, 'utf8'));
  if (badLines.length) console.error(`${file}: lines ${badLines.join(', ')} are not valid records and were skipped.`);
  if (existsSync(`${file}${QUARANTINE_SUFFIX}`)) console.error(`Note: ${file}${QUARANTINE_SUFFIX} holds the remains of an interrupted write; look at it by hand.`);
  const decrypter = identityFile ? identityDecrypter(identityFile) : undefined;
  const result: StoredSubmissionRead[] = [];
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
  if (!command) throw new UsageError('Say what to do: keygen, list, show ID, documents ID, export or encrypt.');
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
        const agreement = values ? agreementFlag(record.form, values) : undefined;
        const flags = values ? [...(agreement ? [agreement] : []), ...safetyFlags(values)] : [];
        out(`${shortReference(record.id)}  ${record.id}  ${australianDateTime(record.receivedAt)}  ${record.form.padEnd(8)}  ${personName(values, unopened)}${program}${flags.length ? `  [${flags.join('; ')}]` : ''}\n`);
      }
      return 0;
    }
    case 'show': {
      if (!id) throw new RequestError('show needs the reference of a submission: npm run submissions -- show ID');
      // The full reference, or the short one the sender was shown (every submission that has it).
      const found = (await readSubmissions(file, options.identity)).filter(({ record }) => referenceMatches(record.id, id));
      if (!found.length) throw new RequestError(`No submission with reference ${id} in ${file}. "npm run submissions -- list" shows them all.`);
      for (const { record, values, unopened } of found) {
        if (unopened) throw new RequestError(`Submission ${id} cannot be decrypted with ${options.identity}: it was encrypted to another key.`);
        if (!values) throw new RequestError(`Submission ${id} is encrypted: give your private key with --identity FILE.`);
        out(`Reference: ${record.id} (quoted as ${shortReference(record.id)})\nReceived:  ${australianDateTime(record.receivedAt)} (Melbourne)\nForm:      ${record.form}\n\n`);
        // Before anything else: how to contact them without putting them at risk.
        const safe = safeContactLines(values);
        if (safe.length) out(`Contacting safely:\n${safe.map((line) => `  ${line}\n`).join('')}\n`);
        for (const [name, value] of Object.entries(values)) out(`${name}: ${Array.isArray(value) ? value.join(', ') : value}\n`);
        if (record.attachments?.length) out(`\n${record.attachments.length} document${record.attachments.length === 1 ? '' : 's'} sent with it: npm run submissions -- documents ${record.id} --out FOLDER --identity <your key file>\n`);
      }
      return 0;
    }
    case 'documents': {
      if (!id) throw new RequestError('documents needs the reference of a submission: npm run submissions -- documents ID --out FOLDER');
      if (!options.out) throw new RequestError('documents needs --out FOLDER: where to write the decrypted documents (somewhere only you can read).');
      if (!options.identity) throw new RequestError('documents needs your private key: give --identity FILE.');
      const found = (await readSubmissions(file, options.identity)).find(({ record }) => referenceMatches(record.id, id));
      if (!found) throw new RequestError(`No submission with reference ${id} in ${file}. "npm run submissions -- list" shows them all.`);
      if (!found.values) throw new RequestError(`Submission ${id} cannot be decrypted with ${options.identity}: it was encrypted to another key.`);
      if (!found.record.attachments?.length) {
        out(`Submission ${id} has no documents.\n`);
        return 0;
      }
      const { written, refused } = await writeDocuments(file, found.record, found.values, identityDecrypter(options.identity), options.out);
      for (const path of written) out(`Wrote ${path}\n`);
      if (refused.length) out(`Not written, as they are not PDF, JPEG, PNG or Word files: ${refused.join(', ')}\n`);
      out('They are readable only by you. They may hold health information: delete them when you are done.\n');
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

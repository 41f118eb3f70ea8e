/**
 * One process at a time writes a submissions file: `<file>.lock` names the process that holds it (its
 * process id, its start time on Linux, so a process id reused after a restart is not mistaken for the
 * holder, and a random tag). The form receiver takes it while it runs; the intake tool's `encrypt`, which
 * replaces the file, takes it too, so it can never run under a receiver that would go on appending to the
 * replaced file. A lock left by a process that died (kill -9, a power cut) is taken over at once. Within one
 * process the lock is shared (tests open a store twice to stand for a restart).
 *
 * Two processes can never both hold it:
 * - The lock file never exists without its content: the content is written to a file of this process's own,
 *   which is then hard-linked to `<file>.lock`. link() fails if the name exists, so exactly one contender
 *   creates it, and anyone who reads it reads a whole holder (an empty or torn lock file was the old race:
 *   a contender read it before the holder had written its pid, took it for stale and deleted it).
 * - A stale lock is taken over only by the one contender that creates `<file>.lock.takeover-<tag>-<n>`
 *   first (link() again, so exactly one), where <tag> names the stale lock it read. The winner checks that
 *   `<file>.lock` still holds what it read, then renames its own file over it: the name is never empty, so
 *   no newcomer slips in. Everyone else who read the same stale lock finds the takeover file and, while its
 *   maker is alive, waits for the outcome (the new holder, so "in use") instead of deleting anything. A
 *   takeover file whose maker died is passed over (<n> + 1). Nothing ever deletes a lock file it has not
 *   just read as dead or as its own.
 *
 * Why not a library: proper-lockfile (the usual choice) decides staleness by a directory's age, so a
 * receiver restarted after kill -9 would wait for it to age, and its stale takeover removes the directory
 * and makes it again, which lets two contenders that saw the same stale lock both hold it (its issue #121,
 * open). Node has no flock(); the native modules that add it need a compiler at install.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { link, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartError } from './start-error.ts';

export const LOCK_SUFFIX = '.lock';
/** How long a contender waits for another's takeover of a stale lock to finish before giving up. */
const TAKEOVER_WAIT_MS = 5_000;

/** A process's start time in clock ticks after boot (Linux), or '' elsewhere. */
function startTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
  } catch {
    return '';
  }
}

function isRunning(pid: number, started: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(pid);
  return !started || !now || now === started;
}

interface Holder {
  pid: number;
  started: string;
}

/** The holder a lock (or takeover) file names, or undefined when it names none (empty, garbage). */
function holderOf(content: string): Holder | undefined {
  const [pid = '', started = ''] = content.trim().split(' ');
  return /^\d+$/.test(pid) ? { pid: Number(pid), started } : undefined;
}

/**
 * True while the process a lock file names is running. One naming this process is not ours to honour: this
 * process knows its own locks (`held`), so such a file was left by an earlier process with the same pid.
 */
function isLive(content: string): boolean {
  const holder = holderOf(content);
  return holder !== undefined && holder.pid !== process.pid && isRunning(holder.pid, holder.started);
}

const tagOf = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 16);

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function linkIfFree(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Removes takeover and temporary files left by processes that died, so they do not pile up. */
async function clearLeftovers(lockFile: string): Promise<void> {
  const prefix = `${basename(lockFile)}.`;
  const folder = dirname(lockFile);
  for (const name of await readdir(folder).catch(() => [] as string[])) {
    if (!name.startsWith(prefix) || !/\.(?:takeover-[0-9a-f]+-\d+|claim-\d+-[0-9a-f]+)$/.test(name)) continue;
    // Only a file naming a process that has ended: a claim being written is empty for an instant.
    const content = await readIfThere(join(folder, name));
    const maker = content === undefined ? undefined : holderOf(content);
    if (maker && maker.pid !== process.pid && !isRunning(maker.pid, maker.started)) await unlink(join(folder, name)).catch(() => undefined);
  }
}

/** This process's locks, by lock file: taken once, shared by every store opened on the file. */
const held = new Map<string, { count: number; content: Promise<string> }>();

export interface StoreLock {
  release(): Promise<void>;
}

/**
 * Takes `<file>.lock` for this process, or fails with a StartError naming the process that holds it. See
 * the opening note for why two processes never both hold it.
 */
async function acquire(file: string, lockFile: string, holder: string): Promise<string> {
  const content = `${process.pid} ${startTime(process.pid)} ${randomBytes(8).toString('hex')}\n`;
  const claim = `${lockFile}.claim-${process.pid}-${randomBytes(6).toString('hex')}`;
  const inUse = (current: string) =>
    new StartError(`${file} is in use by another process (pid ${holderOf(current)?.pid}, see ${lockFile}): stop it before starting ${holder}. If no receiver or intake tool is running, delete ${lockFile}.`);
  await writeFile(claim, content, { mode: 0o600, flag: 'wx' });
  try {
    const deadline = Date.now() + TAKEOVER_WAIT_MS;
    for (;;) {
      if (await linkIfFree(claim, lockFile)) return content;
      const current = await readIfThere(lockFile);
      if (current === undefined) continue; // released meanwhile: try again
      if (current === content) return content;
      if (isLive(current)) throw inUse(current);
      // Stale (its holder died, or it names none): one contender takes it over; see the opening note.
      const tag = tagOf(current);
      let waiting = false;
      for (let attempt = 1; ; attempt += 1) {
        const takeover = `${lockFile}.takeover-${tag}-${attempt}`;
        if (await linkIfFree(claim, takeover)) {
          try {
            if ((await readIfThere(lockFile)) === current) {
              await rename(takeover, lockFile);
              return content;
            }
          } catch (error) {
            await unlink(takeover).catch(() => undefined);
            throw error;
          }
          // Changed since it was read (another took it over first): look again. Once renamed, the takeover
          // name may be another contender's, so it is removed only here.
          await unlink(takeover).catch(() => undefined);
          break;
        }
        const other = await readIfThere(takeover);
        if (other !== undefined && isLive(other)) {
          waiting = true; // another contender is taking it over: see what it becomes
          break;
        }
      }
      if (waiting) {
        if (Date.now() > deadline) throw new StartError(`${lockFile} was being taken over by another process (a lock left by one that stopped) for more than ${TAKEOVER_WAIT_MS / 1000} s: try again.`);
        await sleep(5);
      }
    }
  } finally {
    await unlink(claim).catch(() => undefined);
  }
}

/** Takes `<file>.lock`, or fails with a StartError naming the process that holds it. */
export async function lockStore(file: string, holder = 'the form receiver'): Promise<StoreLock> {
  const lockFile = `${file}${LOCK_SUFFIX}`;
  let entry = held.get(lockFile);
  if (entry) entry.count += 1;
  else {
    const content = acquire(file, lockFile, holder);
    held.set(lockFile, (entry = { count: 1, content }));
    content.then(() => clearLeftovers(lockFile)).catch(() => undefined);
  }
  try {
    await entry.content;
  } catch (error) {
    if (held.get(lockFile) === entry) held.delete(lockFile);
    throw error;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      const current = held.get(lockFile);
      if (current !== entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      held.delete(lockFile);
      // Only our own lock is removed: never one another process holds.
      if ((await readIfThere(lockFile)) === (await entry.content)) await unlink(lockFile).catch(() => undefined);
    },
  };
}

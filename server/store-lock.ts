/**
 * One process at a time writes a submissions file: `<file>.lock` holds the process id (and, on Linux, the
 * process's start time, so a process id reused after a restart is not mistaken for the holder). The form
 * receiver takes it while it runs; the intake tool's `encrypt`, which replaces the file, takes it too, so it
 * can never run under a receiver that would go on appending to the replaced file. A lock left by a process
 * that died (kill -9, a power cut) is taken over. Within one process the lock is shared (tests open a
 * store twice to stand for a restart).
 */
import { readFileSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { StartError } from './start-error.ts';

export const LOCK_SUFFIX = '.lock';

/** This process's start time in clock ticks after boot (Linux), or '' elsewhere. */
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

const held = new Map<string, { count: number }>();

export interface StoreLock {
  release(): Promise<void>;
}

/** Takes `<file>.lock`, or fails with a StartError naming the process that holds it. */
export async function lockStore(file: string, holder = 'the form receiver'): Promise<StoreLock> {
  const lockFile = `${file}${LOCK_SUFFIX}`;
  const mine = held.get(lockFile);
  if (mine) {
    mine.count += 1;
  } else {
    const content = `${process.pid} ${startTime(process.pid)}\n`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await open(lockFile, 'wx', 0o600);
        await handle.writeFile(content);
        await handle.close();
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new StartError(`${lockFile} was taken by another process at the same moment: try again.`);
          throw error;
        }
        const [pid = '', started = ''] = (await readFile(lockFile, 'utf8').catch(() => '')).trim().split(' ');
        if (/^\d+$/.test(pid) && Number(pid) !== process.pid && isRunning(Number(pid), started)) {
          throw new StartError(`${file} is in use by another process (pid ${pid}, see ${lockFile}): stop it before starting ${holder}. If no receiver or intake tool is running, delete ${lockFile}.`);
        }
        // Left by a process that is gone: take it over.
        await rm(lockFile, { force: true });
      }
    }
    held.set(lockFile, { count: 1 });
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      const entry = held.get(lockFile);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count > 0) return;
      held.delete(lockFile);
      await rm(lockFile, { force: true });
    },
  };
}

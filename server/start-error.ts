/**
 * A reason the form receiver (or the intake tool) will not start, said in one line with what to do: no
 * stack trace, and never any key material. Start-up code prints its message alone and exits 1.
 */
export class StartError extends Error {
  override name = 'StartError';
}

/** An errno code in words, for a one-line reason. */
export function describeErrno(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'the operation is not permitted',
    ENOENT: 'it does not exist',
    ENOTDIR: 'a folder in its path is a file',
    EISDIR: 'it is a folder',
    EEXIST: 'a file is in the way of a folder of that name',
    EROFS: 'the disk is read-only',
    ENOSPC: 'the disk is full',
    EMFILE: 'too many files are open',
    EADDRINUSE: 'the address is already in use',
  };
  return code ? `${words[code] ?? 'it failed'} (${code})` : (error as Error | undefined)?.message ?? String(error);
}

/**
 * Why a server did not start, in one line: a StartError's own words, an errno in words, or the first line
 * of any other error's message (its stack only with DEBUG_BUILD=1, for a developer).
 */
export function startFailureLine(error: unknown, what: string): string {
  if (process.env.DEBUG_BUILD && error instanceof Error && !(error instanceof StartError)) console.error(error.stack);
  const reason = error instanceof StartError ? error.message : (error as NodeJS.ErrnoException | undefined)?.code ? `${what}: ${describeErrno(error)}` : String((error as Error | undefined)?.message ?? error).split('\n')[0] ?? '';
  return `The form receiver did not start: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}`;
}

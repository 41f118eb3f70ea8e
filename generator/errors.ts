/**
 * Errors that say what went wrong, where, and what to do. A content problem names the file and the field;
 * any other failure is wrapped with the step that hit it, and the printer walks the cause chain.
 */
export class ContentError extends Error {
  override name = 'ContentError';
  readonly file: string;
  readonly field: string;
  readonly problem: string;
  constructor(file: string, field: string, problem: string, options?: { cause?: unknown }) {
    super(`${file}: ${field}: ${problem}`, options);
    this.file = file;
    this.field = field;
    this.problem = problem;
  }
}

/** Several content problems at once, so one build run reports every broken file, not just the first. */
export class ContentErrors extends Error {
  override name = 'ContentErrors';
  readonly errors: ContentError[];
  constructor(errors: ContentError[]) {
    super(errors.map((e) => e.message).join('\n'));
    this.errors = errors;
  }
}

export class BuildError extends Error {
  override name = 'BuildError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** One readable block: the message, then each cause on its own line. */
export function formatError(error: unknown): string {
  const lines: string[] = [];
  let current: unknown = error;
  let depth = 0;
  while (current !== undefined && depth < 8) {
    if (current instanceof Error) {
      lines.push(`${depth === 0 ? '' : '  caused by: '}${current.message}`);
      if (!(current instanceof ContentError) && !(current instanceof ContentErrors) && depth === 0 && process.env.DEBUG_BUILD) {
        lines.push(String(current.stack));
      }
      current = current.cause;
    } else {
      lines.push(`${depth === 0 ? '' : '  caused by: '}${String(current)}`);
      current = undefined;
    }
    depth += 1;
  }
  return lines.join('\n');
}

/** The content problems an error carries; anything else is not the author's to fix, so it is thrown on. */
export function contentProblems(error: unknown): ContentError[] {
  if (error instanceof ContentError) return [error];
  if (error instanceof ContentErrors) return error.errors;
  throw error;
}

/** Runs fn for each item and gathers every ContentError, so the author sees all problems in one pass. */
export function collectContentErrors<T, R>(items: readonly T[], fn: (item: T) => R): R[] {
  const results: R[] = [];
  const errors: ContentError[] = [];
  for (const item of items) {
    try {
      results.push(fn(item));
    } catch (error) {
      errors.push(...contentProblems(error));
    }
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  return results;
}

/**
 * The command line of every npm script (build, dev, preview, bench, load-test), read with Node's own
 * `util.parseArgs`. `--help` prints the command's usage and exits 0; a mistake prints what is wrong and the
 * usage, and exits 2. Options are written `--name value` or `--name=value`.
 */
import { parseArgs } from 'node:util';

export interface Command {
  /** What `--help` prints: the first line starts `Usage: npm run ...`. */
  usage: string;
  options: Record<string, { type: 'string' | 'boolean' }>;
  /**
   * Names of the arguments given without a `--name`, in order (load-test's TOTAL and CONCURRENCY); a last
   * name ending in `...` takes any number (the report's FILE...).
   */
  positionals?: readonly string[];
}

export type Values = Record<string, string | boolean | undefined>;

/** A mistake on the command line; whoever catches it prints the command's usage after the message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The options given, `help` when `--help` (or `-h`) is among them; a mistake throws a UsageError. */
export function parseCommandLine(argv: readonly string[], command: Command): { help: boolean; values: Values; positionals: string[] } {
  const { tokens, values, positionals } = parseArgs({ args: [...argv], options: { ...command.options, help: { type: 'boolean', short: 'h' } }, strict: false, allowPositionals: true, tokens: true });
  const fail = (problem: string): never => {
    throw new UsageError(problem);
  };
  if (values.help) return { help: true, values, positionals };
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const type = command.options[token.name]?.type;
    if (!type) fail(`Unknown option "${token.rawName}".`);
    if (type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-')))) fail(`${token.rawName} needs a value.`);
    if (type === 'boolean' && token.value !== undefined) fail(`${token.rawName} takes no value.`);
  }
  const allowed = command.positionals ?? [];
  if (positionals.length > allowed.length && !allowed.at(-1)?.endsWith('...')) fail(`Unexpected argument "${positionals[allowed.length]}".`);
  return { help: false, values, positionals };
}

/** What a script prints for a mistake on its command line: the problem, then the usage. */
export function usageMessage(error: UsageError, command: Command): string {
  return `${error.message}\n\n${command.usage}`;
}

/**
 * For a script's entry point: reads the command line and hands it to `interpret`, which may throw a
 * UsageError too (a value out of range). `--help` prints the usage and exits 0; a mistake prints the
 * problem and the usage and exits 2.
 */
export function readCommandLine<T = Values>(argv: readonly string[], command: Command, interpret: (values: Values, positionals: string[]) => T = (values) => values as T): T {
  try {
    const { help, values, positionals } = parseCommandLine(argv, command);
    if (help) {
      console.log(command.usage);
      process.exit(0);
    }
    return interpret(values, positionals);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(usageMessage(error, command));
    process.exit(2);
  }
}

/** A count given on the command line (`--runs 3`, or the argument `name`), at least 1. */
export function wholeNumberOption(values: Values, name: string, fallback: number, label = `--${name}`): number {
  const given = values[name];
  const value = given === undefined ? fallback : Number(given);
  if (!Number.isInteger(value) || value < 1) throw new UsageError(`${label} must be a whole number above 0, found "${String(given)}".`);
  return value;
}

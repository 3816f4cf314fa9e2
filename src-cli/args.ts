/** A small, strict flag parser: unknown flags and bad values are errors that name the flag. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export interface ParsedArgs {
  positional: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[], booleanFlags: readonly string[], valueFlags: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (booleanFlags.includes(name)) flags.set(name, true);
    else if (valueFlags.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else throw new UsageError(`unknown option --${name}`);
  }
  return { positional, flags };
}

export function intFlag(args: ParsedArgs, name: string, fallback: number | undefined, min: number, max: number): number {
  const raw = args.flags.get(name);
  if (raw === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const value = Number(raw);
  if (raw === true || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not "${String(raw)}"`);
  }
  return value;
}

export function stringFlag(args: ParsedArgs, name: string, fallback?: string): string {
  const raw = args.flags.get(name);
  if (raw === undefined || raw === true) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  return raw;
}

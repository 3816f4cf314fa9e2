import { readFileSync } from 'node:fs';
import { UsageError } from './args';

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export const consoleIo: Io = { out: (line) => console.log(line), err: (line) => console.error(line) };

/** Reads and parses a JSON file; any problem is a usage error naming the file. */
export function readJsonFile(path: string | undefined, what: string): unknown {
  if (!path) throw new UsageError(`give the ${what} file`);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

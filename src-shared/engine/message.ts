import type { Message } from './types';

/** A translatable line: English `text` for the CLI and logs, `key` + `params` for the renderer. */
export function message(text: string, key: string, params: Record<string, string | number> = {}): Message {
  return { text, key, params };
}

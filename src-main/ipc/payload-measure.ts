/**
 * How big and how deep a request is, measured without recursion (a deeply nested payload would overflow
 * the stack of JSON.stringify or of a recursive walk, and be mistaken for a large one).
 * Size counts the content a user sent: string and key lengths, and a few bytes per other value. It does
 * not count JSON escaping, so a file of the documented size is not refused because its quotes and line
 * breaks grow when it travels as JSON.
 */
export const MAX_PAYLOAD_DEPTH = 100;
const SCALAR_SIZE = 8;

export type Measure = { verdict: 'ok' } | { verdict: 'too-deep' } | { verdict: 'too-large' };

export function measurePayload(payload: unknown, maxBytes: number, maxDepth: number = MAX_PAYLOAD_DEPTH): Measure {
  const stack: [unknown, number][] = [[payload, 0]];
  let size = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (depth > maxDepth) return { verdict: 'too-deep' };
    if (typeof value === 'string') size += value.length;
    else if (Array.isArray(value)) {
      size += SCALAR_SIZE;
      for (const item of value) stack.push([item, depth + 1]);
    } else if (value !== null && typeof value === 'object') {
      size += SCALAR_SIZE;
      for (const [key, item] of Object.entries(value)) {
        size += key.length;
        stack.push([item, depth + 1]);
      }
    } else size += SCALAR_SIZE;
    if (size > maxBytes) return { verdict: 'too-large' };
  }
  return { verdict: 'ok' };
}

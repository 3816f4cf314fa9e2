/** Canonical JSON: object keys sorted, so two equal actions always have the same key. */
export function canonicalJson(value: unknown): string {
  return write(value) as string;
}

/**
 * JSON.stringify of the value with every object's keys sorted, written directly rather than by first building
 * a sorted copy (search keys every legal action at every position it visits). Like JSON.stringify: undefined,
 * functions and symbols are left out of objects and become null in arrays.
 */
function write(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i > 0 ? ',' : '') + (write(value[i]) ?? 'null');
    return out + ']';
  }
  let out = '{';
  let first = true;
  for (const key of sortedKeys(value)) {
    // An own "__proto__" key (JSON.parse makes one) was never written: assigning it to a copy sets no key.
    const written = key === '__proto__' ? undefined : write((value as Record<string, unknown>)[key]);
    if (written === undefined) continue;
    out += (first ? '' : ',') + JSON.stringify(key) + ':' + written;
    first = false;
  }
  return out + '}';
}

/**
 * Keys in the order an object built by inserting them sorted would list them, as the canonical form always
 * has: integer keys first in numeric order (JavaScript lists them so in any object), then the others sorted.
 */
function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  let indexes = 0;
  while (indexes < keys.length && isIndexKey(keys[indexes])) indexes++;
  if (indexes === 0) return keys.sort();
  if (indexes === keys.length) return keys;
  return keys.slice(0, indexes).concat(keys.slice(indexes).sort());
}

function isIndexKey(key: string): boolean {
  const n = Number(key);
  return n >>> 0 === n && n !== 4294967295 && String(n) === key;
}

/**
 * SQLite silently ignores a write-ahead log whose header is damaged, and the next write resets it: the
 * transactions it held would be lost without a word. Checking the 32-byte header ourselves (format:
 * https://sqlite.org/fileformat2.html#walformat) lets such a log be kept, moved aside with its database.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';

const HEADER_BYTES = 32;
const MAGIC_LITTLE_ENDIAN = 0x377f0682;
const MAGIC_BIG_ENDIAN = 0x377f0683;
const FORMAT_VERSION = 3007000;

/** A reason the log at `walFile` is damaged, or null when it is absent, empty (reset) or intact. */
export function walHeaderDamage(walFile: string): string | null {
  let size: number;
  try {
    size = statSync(walFile).size;
  } catch {
    return null;
  }
  if (size === 0) return null;
  if (size < HEADER_BYTES) return `its write-ahead log is ${size} bytes, shorter than a header`;
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(walFile, 'r');
  try {
    readSync(fd, header, 0, HEADER_BYTES, 0);
  } finally {
    closeSync(fd);
  }
  const magic = header.readUInt32BE(0);
  if (magic !== MAGIC_LITTLE_ENDIAN && magic !== MAGIC_BIG_ENDIAN) return 'its write-ahead log does not start with the log signature';
  if (header.readUInt32BE(4) !== FORMAT_VERSION) return 'its write-ahead log has an unknown format version';
  const [s0, s1] = walChecksum(header.subarray(0, 24), magic === MAGIC_BIG_ENDIAN);
  if (s0 !== header.readUInt32BE(24) || s1 !== header.readUInt32BE(28)) return "its write-ahead log's header checksum does not match";
  return null;
}

/** SQLite's Fletcher-like checksum over 32-bit words, in the byte order the magic number chose. */
export function walChecksum(data: Buffer, bigEndian: boolean): [number, number] {
  let s0 = 0;
  let s1 = 0;
  for (let i = 0; i < data.length; i += 8) {
    const x0 = bigEndian ? data.readUInt32BE(i) : data.readUInt32LE(i);
    const x1 = bigEndian ? data.readUInt32BE(i + 4) : data.readUInt32LE(i + 4);
    s0 = (s0 + x0 + s1) >>> 0;
    s1 = (s1 + x1 + s0) >>> 0;
  }
  return [s0, s1];
}

/**
 * Many small typed arrays carved out of a few shared buffers. A search makes some forty arrays the size of its
 * board, and every one with a buffer of its own costs several times more than a view on a shared one (on a
 * game's small boards, making them took longer than the search). Views start zeroed, like new arrays.
 */
const CHUNK_BYTES = 16_384;

export class Slab {
  private buffer: ArrayBuffer;
  private offset = 0;

  /** `bytes`: the first buffer's size, when the caller knows about what it will take. */
  constructor(bytes = 0) {
    this.buffer = new ArrayBuffer(bytes);
  }

  int32(length: number): Int32Array {
    const at = this.reserve(length * 4);
    return new Int32Array(this.buffer, at, length);
  }

  uint32(length: number): Uint32Array {
    const at = this.reserve(length * 4);
    return new Uint32Array(this.buffer, at, length);
  }

  uint8(length: number): Uint8Array {
    const at = this.reserve(length);
    return new Uint8Array(this.buffer, at, length);
  }

  float64(length: number): Float64Array {
    const at = this.reserve(length * 8);
    return new Float64Array(this.buffer, at, length);
  }

  /** Where `bytes` (rounded up to 8, so every view is aligned) start, in the current buffer or a new one. */
  private reserve(bytes: number): number {
    const size = Math.ceil(bytes / 8) * 8;
    if (this.offset + size > this.buffer.byteLength) {
      this.buffer = new ArrayBuffer(Math.max(CHUNK_BYTES, size));
      this.offset = 0;
    }
    const at = this.offset;
    this.offset += size;
    return at;
  }
}

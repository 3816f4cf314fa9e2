/**
 * Seeded randomness. Engines never call Math.random: a game is replayable from its seed and its action log.
 * sfc32 seeded through a string hash (cyrb128); small, fast and well distributed.
 */
export type Seed = string;

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Index chosen with probability proportional to weights[i]. */
  weighted(weights: readonly number[]): number;
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: Seed): Rng {
  let [a, b, c, d] = cyrb128(seed);
  const next = (): number => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    weighted(weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < weights.length; i++) {
        roll -= weights[i];
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
    shuffle(items) {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}

/**
 * The first number `createRng(seed).next()` gives, without building the generator: a chance draw takes one
 * number from its own stream, and random playouts and the search draw chance at every turn.
 */
export function firstRoll(seed: Seed): number {
  const [a, b, , d] = cyrb128(seed);
  return ((((a + b) | 0) + ((d + 1) | 0)) >>> 0) / 4294967296;
}

/** A fresh seed derived from another, so independent draws never share a stream. */
export function deriveSeed(seed: Seed, ...parts: (string | number)[]): Seed {
  // What [seed, ...parts].join('/') gives, without building the array (every chance draw derives a seed).
  let derived = seed;
  for (const part of parts) derived += '/' + part;
  return derived;
}

/**
 * Seeded randomness for the sample generator: sfc32 seeded by a cyrb128 hash of the seed and a key. Every
 * stream is keyed (seed + college + year …), so a row never depends on the order in which others were made:
 * the same seed gives the same rows whether the set is generated whole, streamed, or for fewer years.
 */

/** cyrb128: four 32-bit words from a string (public-domain hash by bryc). */
function cyrb128(input: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < input.length; i++) {
    const k = input.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A deterministic random stream (sfc32 by Chris Doty-Humphrey). */
export class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  /** A stream for `seed` and the given key parts. */
  constructor(seed: number | string, ...key: readonly (string | number)[]) {
    [this.#a, this.#b, this.#c, this.#d] = cyrb128([seed, ...key].join('\u001f'));
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Uniform in [lo, hi). */
  float(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Uniform integer in [lo, hi] (both inclusive). */
  int(lo: number, hi: number): number {
    return lo + Math.floor((hi - lo + 1) * this.next());
  }

  /** Log-uniform in [lo, hi) (both positive). */
  logUniform(lo: number, hi: number): number {
    return Math.exp(this.float(Math.log(lo), Math.log(hi)));
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Up to `n` distinct items, drawn with probability proportional to `weight` (Efraimidis–Spirakis). */
  weightedSample<T>(items: readonly T[], n: number, weight: (item: T) => number): T[] {
    return items
      .map((item) => ({ item, key: Math.log(1 - this.next()) / Math.max(weight(item), 1e-9) }))
      .sort((x, y) => y.key - x.key)
      .slice(0, n)
      .map((x) => x.item);
  }
}

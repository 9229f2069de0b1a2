/** A seeded pseudo-random source (mulberry32), so every seed produces the same demo data. */
export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** A hex string of `bytes` random bytes. */
  hex(bytes: number): string;
  /** A version-4-shaped UUID. */
  uuid(): string;
};

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (bytes: number) =>
    Array.from({ length: bytes }, () => int(0, 255).toString(16).padStart(2, '0')).join('');
  return {
    next,
    int,
    hex,
    pick: (items) => items[int(0, items.length - 1)]!,
    uuid() {
      const h = hex(16);
      const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}

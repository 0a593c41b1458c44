/**
 * A small seeded pseudo-random generator (sfc32): the same seed gives the same demo data on
 * every machine, so tests and benchmarks are repeatable.
 */
export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
  /** Multiplies value by a factor drawn between 1 - spread and 1 + spread. */
  vary: (value: number, spread: number) => number;
  uuid: () => string;
  /** A shuffled copy (Fisher-Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
};

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 16; i += 1) next();

  const weightCache = new WeakMap<readonly unknown[], { total: number; cumulative: number[] }>();
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted(items, weight) {
      let table = weightCache.get(items);
      if (!table) {
        const cumulative: number[] = [];
        let total = 0;
        for (const item of items) {
          total += weight(item);
          cumulative.push(total);
        }
        table = { total, cumulative };
        weightCache.set(items, table);
      }
      const target = next() * table.total;
      let low = 0;
      let high = table.cumulative.length - 1;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (table.cumulative[mid]! > target) high = mid;
        else low = mid + 1;
      }
      return items[low]!;
    },
    vary: (value, spread) => value * (1 - spread + next() * 2 * spread),
    shuffle(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    uuid() {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
  return random;
}

/**
 * Answers a procedure hands out again, unchanged, to later calls (the quote panel's, panel-cache.ts).
 * The transport may keep what it wrote of one with it (http/trpc-reads.ts): the answer is frozen
 * and no one changes it, so its written form stays right for as long as it lives.
 */
const kept = new WeakSet<object>();

export function keepAnswer<T extends object>(answer: T): T {
  kept.add(deepFreeze(answer));
  return answer;
}

export function isKeptAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && kept.has(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema';
import { setUpTestApp, type TestApp } from '../test/harness';
import { countRequest, limitPerUser } from './rate-limit';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

afterEach(() => {
  vi.useRealTimers();
});

// Moments at a given second of a minute soon to come (a clock far from the real one makes
// timers elsewhere overflow).
const minute = Math.ceil(Date.now() / 60_000) * 60_000;
const atMoment = (minutesLater: number, second: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(minute + minutesLater * 60_000 + second * 1000);
};

describe('countRequest', () => {
  it('counts requests made at the same moment one by one in the database, so no two take the last place', async () => {
    atMoment(0, 9);
    const rule = { key: 'test:parallel', limit: 20, windowSeconds: 60 };
    const counts = await Promise.all(Array.from({ length: 25 }, () => countRequest(t.db, rule)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(counts.filter((c) => c.isOver)).toHaveLength(5);
    expect(new Set(counts.map((c) => c.resetSeconds))).toEqual(new Set([51]));
  });

  it('starts again in the next window, in the one row of its key', async () => {
    const rule = { key: 'test:windows', limit: 2, windowSeconds: 60 };
    atMoment(1, 58);
    await countRequest(t.db, rule);
    await countRequest(t.db, rule);
    expect(await countRequest(t.db, rule)).toMatchObject({ count: 3, isOver: true, resetSeconds: 2 });
    atMoment(2, 0);
    expect(await countRequest(t.db, rule)).toMatchObject({ count: 1, isOver: false, resetSeconds: 60 });
    expect(await t.db.select().from(rateLimits).where(eq(rateLimits.key, rule.key))).toHaveLength(1);
  });

  it('refuses a window longer than the one better-auth prunes the shared table by', async () => {
    await expect(countRequest(t.db, { key: 'test:long', limit: 1, windowSeconds: 3600 })).rejects.toThrow(
      /at most 60 s/,
    );
  });
});

describe('limitPerUser', () => {
  it("counts each user apart and answers TOO_MANY_REQUESTS with the rule's message", async () => {
    atMoment(3, 1);
    const rule = { name: 'test.procedure', limit: 1, windowSeconds: 60, message: 'Slow down, please.' };
    await limitPerUser({ db: t.db, user: { id: 'user-a' } }, rule);
    await limitPerUser({ db: t.db, user: { id: 'user-b' } }, rule);
    await expect(limitPerUser({ db: t.db, user: { id: 'user-a' } }, rule)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Slow down, please.',
    });
  });
});

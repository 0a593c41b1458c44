import { describe, expect, it } from 'vitest';
import { addressKey, createWorkLimiter } from './rate-limit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createWorkLimiter', () => {
  it('runs at most `concurrency` tasks, queues `maxWaiting`, refuses the rest at once, and hands slots on', async () => {
    const run = createWorkLimiter(2, 3);
    let running = 0;
    let mostAtOnce = 0;
    const gates = Array.from({ length: 7 }, deferred);
    const started: number[] = [];
    const outcomes = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await gate.promise;
        running -= 1;
        return index;
      }),
    );
    // Two run, three wait, two are refused without running.
    expect(await outcomes[5]).toEqual({ isDone: false });
    expect(await outcomes[6]).toEqual({ isDone: false });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[0]!.resolve();
    expect(await outcomes[0]).toEqual({ isDone: true, value: 0 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(outcomes.slice(1, 5))).toEqual(
      [1, 2, 3, 4].map((value) => ({ isDone: true, value })),
    );
    expect(mostAtOnce).toBe(2);
    // Every slot came back: a new burst runs two at once again.
    const again = await Promise.all([run(async () => 'a'), run(async () => 'b')]);
    expect(again).toEqual([
      { isDone: true, value: 'a' },
      { isDone: true, value: 'b' },
    ]);
  });

  it('frees the slot of a task that failed', async () => {
    const run = createWorkLimiter(1, 0);
    await expect(run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toEqual({ isDone: true, value: 'next' });
  });
});

describe('addressKey', () => {
  it('counts an IPv4 address alone and an IPv6 address by its /64, however it is written', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(undefined)).toBe('unknown');
    const same = [
      '2001:db8:85a3:12:0:8a2e:370:7334',
      '2001:0db8:85a3:0012:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:12::1',
      '2001:DB8:85A3:12::',
      '2001:db8:85a3:12::1%eth0',
    ];
    expect(new Set(same.map(addressKey))).toEqual(new Set(['2001:db8:85a3:12::/64']));
    expect(addressKey('2001:db8:85a3:13::1')).not.toBe(addressKey('2001:db8:85a3:12::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });
});

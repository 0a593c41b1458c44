import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job.getTotaljobs', () => {
  it('counts the network jobs (none before the network history exists)', async () => {
    const user = await t.createUser();
    expect(await t.caller(user).job.getTotaljobs()).toBe(0);
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).job.getTotaljobs()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

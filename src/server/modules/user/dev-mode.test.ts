import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

describe('user.setDevMode', () => {
  it('lets an admin turn dev mode on and off, and getMe follows', async () => {
    const admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
    const other = await t.createUser({ name: 'Other Admin', role: 'ADMIN' });
    expect((await t.caller(admin).user.getMe()).devMode).toBe(false);

    expect(await t.caller(admin).user.setDevMode({ enabled: true })).toEqual({ devMode: true });
    expect((await t.caller(admin).user.getMe()).devMode).toBe(true);
    expect((await t.caller(other).user.getMe()).devMode).toBe(false);

    expect(await t.caller(admin).user.setDevMode({ enabled: false })).toEqual({ devMode: false });
    expect((await t.caller(admin).user.getMe()).devMode).toBe(false);
  });

  it('refuses a non-admin, whose getMe never reports dev mode', async () => {
    const user = await t.createUser({ name: 'Sam Advisor' });
    await expect(t.caller(user).user.setDevMode({ enabled: true })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    expect((await t.caller(user).user.getMe()).devMode).toBe(false);

    // A user demoted while dev mode was on is out of it.
    await t.db.update(users).set({ devMode: true }).where(eq(users.id, user.id));
    expect((await t.caller(user).user.getMe()).devMode).toBe(false);
  });

  it('refuses anonymous callers', async () => {
    await expect(t.caller(null).user.setDevMode({ enabled: true })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('rejects an input that is not a boolean', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(
      t.caller(admin).user.setDevMode({ enabled: 'yes' as unknown as boolean }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await t.caller(admin).user.getMe()).devMode).toBe(false);
  });
});

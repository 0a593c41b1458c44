import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations, userOrganizations, users } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

// Each test names its users with a unique tag and searches for it, so tests do not see each other's rows.
const tagged = (tag: string) => ({ search: tag });

describe('user.getAdminUsers', () => {
  it("lists users by name with their shops and organizations, and the caller's role", async () => {
    const admin = await t.createUser({ name: 'Zed Admin', role: 'ADMIN' });
    const bea = await t.createUser({ name: 'Bea Listed', email: 'bea.listed@example.test' });
    const al = await t.createUser({ name: 'Al Listed', email: 'al.listed@example.test' });
    const harbor = await t.createShop({ name: 'Harbor Auto' });
    const anchor = await t.createShop({ name: 'Anchor Garage' });
    await t.addMember(bea, harbor);
    await t.addMember(bea, anchor);
    const [fleet] = await t.db.insert(organizations).values({ name: 'Listed Fleet' }).returning();
    await t.db.insert(userOrganizations).values({ user_id: bea.id, organization_id: fleet!.id });

    const result = await t.caller(admin).user.getAdminUsers({ search: 'Listed' });

    expect(result.total).toBe(2);
    expect(result.users.map((u) => u.name)).toEqual(['Al Listed', 'Bea Listed']);
    expect(result.users[0]).toEqual({
      id: al.id,
      name: 'Al Listed',
      email: 'al.listed@example.test',
      role: 'USER',
      user_shops: [],
      user_organizations: [],
    });
    const listed = result.users[1]!;
    expect(listed.user_shops.map((s) => s.shop)).toEqual([
      { id: anchor.id, name: 'Anchor Garage' },
      { id: harbor.id, name: 'Harbor Auto' },
    ]);
    expect(listed.user_shops[0]!.id).not.toBe(anchor.id);
    expect(listed.user_shops[0]!.created_at).toBeInstanceOf(Date);
    expect(listed.user_organizations).toEqual([
      { id: expect.any(String), organization: { id: fleet!.id, name: 'Listed Fleet' } },
    ]);
    const adminRow = await t.caller(admin).user.getAdminUsers({ search: 'Zed Admin' });
    expect(adminRow.users.map((u) => u.role)).toEqual(['ADMIN']);
  });

  it('pages 20 users at a time by default; page 2 of 25 has the last 5', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    for (let i = 1; i <= 25; i++) {
      await t.createUser({ name: `Paged ${String(i).padStart(2, '0')}` });
    }
    const first = await t.caller(admin).user.getAdminUsers(tagged('Paged '));
    expect(first.total).toBe(25);
    expect(first.users).toHaveLength(20);
    expect(first.users[0]!.name).toBe('Paged 01');
    const second = await t.caller(admin).user.getAdminUsers({ page: 2, search: 'Paged ' });
    expect(second.total).toBe(25);
    expect(second.users.map((u) => u.name)).toEqual([
      'Paged 21',
      'Paged 22',
      'Paged 23',
      'Paged 24',
      'Paged 25',
    ]);
    const third = await t.caller(admin).user.getAdminUsers({ page: 3, search: 'Paged ' });
    expect(third).toEqual({ users: [], total: 25 });
    const small = await t.caller(admin).user.getAdminUsers({ page: 2, pageSize: 10, search: 'Paged ' });
    expect(small.users.map((u) => u.name)[0]).toBe('Paged 11');
    // Without a search every user is counted.
    const all = await t.caller(admin).user.getAdminUsers();
    expect(all.total).toBe((await t.db.select().from(users)).length);
    expect(all.users).toHaveLength(20);
  });

  it('searches by name or e-mail, case-insensitively, with % and _ taken literally', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const dora = await t.createUser({ name: 'Dora Searchable', email: 'dora@fleet-one.test' });
    await t.createUser({ name: 'Ed 100%_off', email: 'ed@fleet-two.test' });
    await t.createUser({ name: 'Fay 100xxoff', email: 'fay@fleet-two.test' });

    const byName = await t.caller(admin).user.getAdminUsers({ search: 'dora searchABLE' });
    expect(byName.users.map((u) => u.id)).toEqual([dora.id]);
    const byEmail = await t.caller(admin).user.getAdminUsers({ search: 'FLEET-ONE.test' });
    expect(byEmail).toMatchObject({ total: 1, users: [{ id: dora.id }] });
    const literal = await t.caller(admin).user.getAdminUsers({ search: '0%_o' });
    expect(literal.users.map((u) => u.name)).toEqual(['Ed 100%_off']);
    const trimmed = await t.caller(admin).user.getAdminUsers({ search: '  dora@fleet-one  ' });
    expect(trimmed.total).toBe(1);
    expect(await t.caller(admin).user.getAdminUsers({ search: 'nobody-has-this' })).toEqual({
      users: [],
      total: 0,
    });
  });

  it('refuses a non-admin and an anonymous caller, and a bad page', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(t.caller(user).user.getAdminUsers()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).user.getAdminUsers()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller(admin).user.getAdminUsers({ page: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Page must be 1 or more',
    });
    await expect(t.caller(admin).user.getAdminUsers({ pageSize: 1000 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Page size must be at most 100',
    });
  });
});

describe('user.saveUserAdmin', () => {
  it('renames a user, trimmed, and only that user', async () => {
    const admin = await t.createUser({ name: 'Admin Keeps', role: 'ADMIN' });
    const user = await t.createUser({ name: 'Old Name' });
    const saved = await t.caller(admin).user.saveUserAdmin({ id: user.id, name: '  New Name  ' });
    expect(saved).toEqual({ id: user.id, name: 'New Name', email: user.email, role: 'USER' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('New Name');
    const [adminRow] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminRow!.name).toBe('Admin Keeps');
  });

  it('refuses an empty, long or control-character name, and an unknown user', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser({ name: 'Stays Put' });
    const cases = [
      ['   ', 'Name is required'],
      ['x'.repeat(121), 'Name must be at most 120 characters'],
      ['Bad\u0000Name', 'Name must not contain control characters'],
    ] as const;
    for (const [name, message] of cases) {
      await expect(t.caller(admin).user.saveUserAdmin({ id: user.id, name })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    await expect(
      t.caller(admin).user.saveUserAdmin({ id: 'no-such-user', name: 'Ghost' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Stays Put');
  });

  it('refuses a non-admin (even renaming themselves) and an anonymous caller', async () => {
    const user = await t.createUser({ name: 'Plain User' });
    await expect(t.caller(user).user.saveUserAdmin({ id: user.id, name: 'Boss' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).user.saveUserAdmin({ id: user.id, name: 'Boss' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe('Plain User');
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationShops, organizations, publicApiCredentials, userOrganizations } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

async function organizationIdsOf(userId: string) {
  const rows = await t.db.select().from(userOrganizations).where(eq(userOrganizations.user_id, userId));
  return rows.map((r) => r.organization_id).sort();
}

describe('organization.createOrganization', () => {
  it('creates an organization with the trimmed name', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const created = await t.caller(admin).organization.createOrganization({ name: '  Harbor Fleet  ' });
    expect(created).toEqual({ id: expect.any(String), name: 'Harbor Fleet', created_at: expect.any(Date) });
    const [row] = await t.db.select().from(organizations).where(eq(organizations.id, created.id));
    expect(row!.name).toBe('Harbor Fleet');
  });

  it('refuses a duplicate name in any case, and bad names', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    await t.caller(admin).organization.createOrganization({ name: 'Duplicate Dealers' });
    await expect(
      t.caller(admin).organization.createOrganization({ name: ' duplicate DEALERS ' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An organization named Duplicate Dealers already exists.',
    });
    const cases = [
      ['  ', 'Name is required'],
      ['x'.repeat(121), 'Name must be at most 120 characters'],
      ['Tab\tFleet', 'Name must not contain control characters'],
    ] as const;
    for (const [name, message] of cases) {
      await expect(t.caller(admin).organization.createOrganization({ name })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message,
      });
    }
    const all = await t.caller(admin).organization.getAdminOrganizations({ search: 'duplicate' });
    expect(all.map((o) => o.name)).toEqual(['Duplicate Dealers']);
  });

  it('refuses a non-admin and an anonymous caller', async () => {
    const user = await t.createUser();
    await expect(
      t.caller(user).organization.createOrganization({ name: 'Sneaky Fleet' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Administrator access is required.' });
    await expect(
      t.caller(null).organization.createOrganization({ name: 'Sneaky Fleet' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.db.select().from(organizations).where(eq(organizations.name, 'Sneaky Fleet'))).toEqual([]);
  });
});

describe('organization.getAdminOrganizations', () => {
  it('lists organizations by name with their members, credentials and shops', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const member = await t.createUser({ name: 'Mia Member', email: 'mia@listing.test' });
    const shop = await t.createShop({ name: 'Listing Lube' });
    const [full, empty] = await t.db
      .insert(organizations)
      .values([{ name: 'Listing Beta' }, { name: 'Listing Alpha' }])
      .returning();
    await t.db.insert(userOrganizations).values({ user_id: member.id, organization_id: full!.id });
    await t.db.insert(organizationShops).values({ organization_id: full!.id, shop_id: shop.id });
    const [credential] = await t.db
      .insert(publicApiCredentials)
      .values({
        organization_id: full!.id,
        nickname: 'Dispatch system',
        client_id: 'client-listing-1',
        client_secret_hash: 'hash',
        client_secret_prefix: 'ab',
        client_secret_suffix: 'yz',
      })
      .returning();

    const rows = await t.caller(admin).organization.getAdminOrganizations({ search: 'listing' });

    expect(rows.map((o) => o.name)).toEqual(['Listing Alpha', 'Listing Beta']);
    expect(rows[0]).toMatchObject({
      id: empty!.id,
      user_organizations: [],
      public_api_credentials: [],
      shops: [],
    });
    expect(rows[1]).toEqual({
      id: full!.id,
      name: 'Listing Beta',
      created_at: expect.any(Date),
      user_organizations: [
        { id: expect.any(String), user: { id: member.id, name: 'Mia Member', email: 'mia@listing.test' } },
      ],
      public_api_credentials: [
        { id: credential!.id, nickname: 'Dispatch system', client_id: 'client-listing-1' },
      ],
      shops: [{ id: shop.id, name: 'Listing Lube' }],
    });
    // The secret's hash and its masked ends are not part of the admin list.
    expect(JSON.stringify(rows)).not.toContain('hash');
  });

  it('searches by name only when the search is non-empty, % and _ taken literally', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    await t.db.insert(organizations).values([{ name: 'Search 50%_Fleet' }, { name: 'Search 50xxFleet' }]);
    const literal = await t.caller(admin).organization.getAdminOrganizations({ search: '0%_f' });
    expect(literal.map((o) => o.name)).toEqual(['Search 50%_Fleet']);
    const all = await t.caller(admin).organization.getAdminOrganizations({ search: '   ' });
    const none = await t.caller(admin).organization.getAdminOrganizations();
    expect(all.length).toBe((await t.db.select().from(organizations)).length);
    expect(none.length).toBe(all.length);
  });

  it('refuses a non-admin and an anonymous caller, and a long search', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(t.caller(user).organization.getAdminOrganizations()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).organization.getAdminOrganizations()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      t.caller(admin).organization.getAdminOrganizations({ search: 'x'.repeat(101) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Search must be at most 100 characters' });
  });
});

describe('organization.adminAttachOrganizationsToUser', () => {
  it("makes the user's organizations exactly the given set", async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser({ name: 'Olga Orgs' });
    const other = await t.createUser();
    const [a, b, c] = await t.db
      .insert(organizations)
      .values([{ name: 'Attach A' }, { name: 'Attach B' }, { name: 'Attach C' }])
      .returning();
    await t.db.insert(userOrganizations).values([
      { user_id: user.id, organization_id: a!.id },
      { user_id: user.id, organization_id: b!.id },
      { user_id: other.id, organization_id: a!.id },
    ]);

    const result = await t.caller(admin).organization.adminAttachOrganizationsToUser({
      user_id: user.id,
      organization_ids: [c!.id, b!.id],
    });
    expect(result).toEqual({
      user_id: user.id,
      organizations: [
        { id: b!.id, name: 'Attach B' },
        { id: c!.id, name: 'Attach C' },
      ],
    });
    expect(await organizationIdsOf(user.id)).toEqual([b!.id, c!.id].sort());
    expect(await organizationIdsOf(other.id)).toEqual([a!.id]);
    const listed = await t.caller(admin).organization.getAdminOrganizations({ search: 'Attach C' });
    expect(listed[0]!.user_organizations.map((m) => m.user.name)).toEqual(['Olga Orgs']);

    await t
      .caller(admin)
      .organization.adminAttachOrganizationsToUser({ user_id: user.id, organization_ids: [] });
    expect(await organizationIdsOf(user.id)).toEqual([]);
  });

  it('refuses an unknown organization or user and bad ids, changing nothing', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser();
    const [org] = await t.db.insert(organizations).values({ name: 'Kept Org' }).returning();
    await t.db.insert(userOrganizations).values({ user_id: user.id, organization_id: org!.id });
    const caller = t.caller(admin).organization;

    await expect(
      caller.adminAttachOrganizationsToUser({ user_id: user.id, organization_ids: [crypto.randomUUID()] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Unknown organization.' });
    await expect(
      caller.adminAttachOrganizationsToUser({ user_id: user.id, organization_ids: ['nope'] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid organization id' });
    await expect(
      caller.adminAttachOrganizationsToUser({
        user_id: user.id,
        organization_ids: Array.from({ length: 501 }, () => crypto.randomUUID()),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'At most 500 organizations' });
    await expect(
      caller.adminAttachOrganizationsToUser({ user_id: 'no-such-user', organization_ids: [] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'User not found.' });
    expect(await organizationIdsOf(user.id)).toEqual([org!.id]);
  });

  it('refuses a non-admin and an anonymous caller', async () => {
    const user = await t.createUser();
    const [org] = await t.db.insert(organizations).values({ name: 'Closed Org' }).returning();
    const input = { user_id: user.id, organization_ids: [org!.id] };
    await expect(t.caller(user).organization.adminAttachOrganizationsToUser(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Administrator access is required.',
    });
    await expect(t.caller(null).organization.adminAttachOrganizationsToUser(input)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await organizationIdsOf(user.id)).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth';
import { organizationShops, organizations, publicApiCredentials, userOrganizations } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

// The Edit Organization dialog's procedures: rename, add a user by e-mail, remove a user.
let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

async function organizationNamed(name: string, members: SessionUser[] = []) {
  const [row] = await t.db.insert(organizations).values({ name }).returning();
  if (members.length) {
    await t.db
      .insert(userOrganizations)
      .values(members.map((user) => ({ user_id: user.id, organization_id: row!.id })));
  }
  return row!;
}

async function stateOf(organizationId: string) {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
  const members = await t.db
    .select({ userId: userOrganizations.user_id })
    .from(userOrganizations)
    .where(eq(userOrganizations.organization_id, organizationId));
  return { name: row?.name, memberIds: members.map((m) => m.userId).sort() };
}

/** Each call's refusal as 'CODE: message', in order; a call that succeeds gives 'accepted'. */
const refusals = (calls: Array<Promise<unknown>>) =>
  Promise.all(
    calls.map((call) =>
      call.then(
        () => 'accepted',
        (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
      ),
    ),
  );

describe('organization.saveOrganizationAdmin', () => {
  it('renames to the trimmed name, keeping members and shops; a change of case alone is allowed', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const member = await t.createUser({ name: 'Rita Renamed' });
    const shop = await t.createShop({ name: 'Rename Lube' });
    const organization = await organizationNamed('harbour flet', [member]);
    await t.db.insert(organizationShops).values({ organization_id: organization.id, shop_id: shop.id });
    const caller = t.caller(admin).organization;

    const renamed = await caller.saveOrganizationAdmin({ id: organization.id, name: '  harbour fleet ' });
    expect(renamed).toEqual({ id: organization.id, name: 'harbour fleet', created_at: expect.any(Date) });
    await caller.saveOrganizationAdmin({ id: organization.id, name: 'Harbour Fleet' });

    const [listed] = await caller.getAdminOrganizations({ search: 'Harbour Fleet' });
    expect(listed).toMatchObject({
      id: organization.id,
      name: 'Harbour Fleet',
      user_organizations: [{ user: { id: member.id, name: 'Rita Renamed' } }],
      shops: [{ id: shop.id, name: 'Rename Lube' }],
    });
    const mine = await t.caller(member).organization.getMyOrganizations();
    expect(mine.map((o) => o.name)).toEqual(['Harbour Fleet']);
  });

  it("refuses another organization's name in any case, bad names and unknown ids, changing nothing", async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    await organizationNamed('Taken Dealers');
    const organization = await organizationNamed('Keeps Its Name');
    const rename = (name: string, id = organization.id) =>
      t.caller(admin).organization.saveOrganizationAdmin({ id, name });

    await expect(rename(' taken DEALERS ')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'An organization named Taken Dealers already exists.',
    });
    await expect(rename('Ghost Fleet', crypto.randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Organization not found.',
    });
    expect(
      await refusals([rename('   '), rename('x'.repeat(121)), rename('Tab\tFleet'), rename('Ghost', 'nope')]),
    ).toEqual([
      'BAD_REQUEST: Name is required',
      'BAD_REQUEST: Name must be at most 120 characters',
      'BAD_REQUEST: Name must not contain control characters',
      'BAD_REQUEST: Invalid organization id',
    ]);
    expect((await stateOf(organization.id)).name).toBe('Keeps Its Name');
  });

  it('lets only one organization take a name when several try at once', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const [first, second] = [await organizationNamed('Race One'), await organizationNamed('Race Two')];
    const caller = t.caller(admin).organization;
    const outcomes = await refusals([
      caller.saveOrganizationAdmin({ id: first.id, name: 'Race Winner' }),
      caller.saveOrganizationAdmin({ id: second.id, name: 'race winner' }),
      caller.createOrganization({ name: 'RACE WINNER' }),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(await caller.getAdminOrganizations({ search: 'race winner' })).toHaveLength(1);
  });
});

describe('organization.adminAddUserToOrganization', () => {
  it('adds an existing user found by e-mail in any case; both lists show it', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser({ name: 'Ada Added', email: 'ada.added@example.test' });
    const organization = await organizationNamed('Adding Fleet');

    const added = await t.caller(admin).organization.adminAddUserToOrganization({
      organization_id: organization.id,
      email: '  Ada.Added@EXAMPLE.test ',
    });

    expect(added).toEqual({
      id: expect.any(String),
      user: { id: user.id, name: 'Ada Added', email: 'ada.added@example.test' },
      organization: { id: organization.id, name: 'Adding Fleet' },
    });
    const [listed] = await t.caller(admin).organization.getAdminOrganizations({ search: 'Adding Fleet' });
    expect(listed!.user_organizations).toEqual([{ id: added.id, user: added.user }]);
    const mine = await t.caller(user).organization.getMyOrganizations();
    expect(mine.map((o) => o.name)).toEqual(['Adding Fleet']);
  });

  it('refuses a member twice, an unknown e-mail, a bad e-mail and an unknown organization', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser({ name: 'Mo Member', email: 'mo@refusals.test' });
    const organization = await organizationNamed('Refusing Fleet', [user]);
    const add = (email: string, organizationId = organization.id) =>
      t.caller(admin).organization.adminAddUserToOrganization({ organization_id: organizationId, email });

    await expect(add('MO@refusals.test')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Mo Member is already a member of Refusing Fleet.',
    });
    await expect(add('nobody@refusals.test')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No user has the email nobody@refusals.test. They need to sign up first.',
    });
    expect(
      await refusals([add('  '), add('mo at refusals'), add('mo@refusals.test', crypto.randomUUID())]),
    ).toEqual([
      'BAD_REQUEST: Email is required',
      'BAD_REQUEST: Enter a valid email address',
      'NOT_FOUND: Organization not found.',
    ]);
    expect((await stateOf(organization.id)).memberIds).toEqual([user.id]);
  });
});

describe('organization.adminRemoveUserFromOrganization', () => {
  it('removes the user from that organization only, saying how many credentials need re-issuing', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const [leaver, stayer] = [await t.createUser(), await t.createUser()];
    const fleet = await organizationNamed('Leaving Fleet', [leaver, stayer]);
    const other = await organizationNamed('Other Fleet', [leaver]);
    await t.db.insert(publicApiCredentials).values({
      organization_id: fleet.id,
      nickname: 'Leaver dispatch',
      client_id: 'client-leaver-1',
      client_secret_hash: 'hash',
      client_secret_prefix: 'ab',
      client_secret_suffix: 'yz',
      created_by: leaver.id,
    });
    const remove = (organizationId: string, userId: string) =>
      t.caller(admin).organization.adminRemoveUserFromOrganization({
        organization_id: organizationId,
        user_id: userId,
      });

    expect(await remove(fleet.id, leaver.id)).toEqual({
      organization_id: fleet.id,
      user_id: leaver.id,
      credentials_needing_reissue: 1,
    });
    expect((await stateOf(fleet.id)).memberIds).toEqual([stayer.id]);
    expect((await stateOf(other.id)).memberIds).toEqual([leaver.id]);
    expect(
      await refusals([remove(fleet.id, leaver.id), remove(other.id, stayer.id), remove('nope', leaver.id)]),
    ).toEqual([
      'NOT_FOUND: That user is not a member of this organization.',
      'NOT_FOUND: That user is not a member of this organization.',
      'BAD_REQUEST: Invalid organization id',
    ]);
    expect((await remove(other.id, leaver.id)).credentials_needing_reissue).toBe(0);
  });
});

describe('the Edit Organization procedures for a non-admin', () => {
  it('refuses a user (even a member of the organization) and an anonymous caller, changing nothing', async () => {
    const member = await t.createUser();
    const other = await t.createUser();
    const outsider = await t.createUser();
    const organization = await organizationNamed('Admins Only Fleet', [member, other]);
    const attempts = (caller: ReturnType<TestApp['caller']>) => [
      caller.organization.saveOrganizationAdmin({ id: organization.id, name: 'Hijacked' }),
      caller.organization.adminAddUserToOrganization({
        organization_id: organization.id,
        email: outsider.email,
      }),
      caller.organization.adminRemoveUserFromOrganization({
        organization_id: organization.id,
        user_id: other.id,
      }),
    ];
    for (const user of [member, outsider]) {
      expect(await refusals(attempts(t.caller(user)))).toEqual(
        Array(3).fill('FORBIDDEN: Administrator access is required.'),
      );
    }
    for (const attempt of attempts(t.caller(null))) {
      await expect(attempt).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(await stateOf(organization.id)).toEqual({
      name: 'Admins Only Fleet',
      memberIds: [member.id, other.id].sort(),
    });
  });
});

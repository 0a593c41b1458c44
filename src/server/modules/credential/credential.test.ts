import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiAccessTokens,
  organizations,
  publicApiCredentials,
  userOrganizations,
  users,
} from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { hashClientSecret, verifyClientSecret } from './secret';
import { findCredentialByClientId, isCreatorInOrganization } from './service';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

let counter = 0;
/** An organization with a member (named) and a member of another organization. */
async function setUp() {
  counter += 1;
  const member = await t.createUser({ name: `Member ${counter}` });
  const outsider = await t.createUser();
  const [organization, other] = await t.db
    .insert(organizations)
    .values([{ name: `Credential Org ${counter}` }, { name: `Other Org ${counter}` }])
    .returning();
  await t.db.insert(userOrganizations).values([
    { user_id: member.id, organization_id: organization!.id },
    { user_id: outsider.id, organization_id: other!.id },
  ]);
  return { member, outsider, organization: organization!, other: other! };
}

async function rowsOf(organizationId: string) {
  return t.db
    .select()
    .from(publicApiCredentials)
    .where(eq(publicApiCredentials.organization_id, organizationId));
}

describe('credential.createCredential', () => {
  it('returns the client id and the secret once, and stores only its hash and ends', async () => {
    const { member, organization } = await setUp();
    const created = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: '  Dispatch system  ' });

    expect(created).toEqual({
      id: expect.any(String),
      nickname: 'Dispatch system',
      client_id: expect.stringMatching(/^rqc_[A-Za-z0-9_-]{24}$/),
      clientSecret: expect.stringMatching(/^rqs_[A-Za-z0-9_-]{43}$/),
      client_secret_prefix: created.clientSecret.slice(0, 8),
      client_secret_suffix: created.clientSecret.slice(-4),
    });

    const [row] = await rowsOf(organization.id);
    expect(row).toMatchObject({
      id: created.id,
      client_id: created.client_id,
      created_by: member.id,
      rate_limit_per_minute: null,
    });
    expect(row!.client_secret_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    // No column holds the secret, nor its random middle.
    const middle = created.clientSecret.slice(8, -4);
    expect(JSON.stringify(row)).not.toContain(created.clientSecret);
    expect(JSON.stringify(row)).not.toContain(middle);

    expect(await verifyClientSecret(created.clientSecret, row!.client_secret_hash)).toBe(true);
    const another = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Second' });
    expect(another.clientSecret).not.toBe(created.clientSecret);
    expect(another.client_id).not.toBe(created.client_id);
    expect(await verifyClientSecret(another.clientSecret, row!.client_secret_hash)).toBe(false);
    expect(await verifyClientSecret(`${created.clientSecret}x`, row!.client_secret_hash)).toBe(false);
  });

  it('never shows the secret again: getCredentials lists it masked with its author', async () => {
    const { member, organization } = await setUp();
    const first = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'First' });
    const second = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Second' });

    const list = await t.caller(member).credential.getCredentials({ organizationId: organization.id });
    expect(list.map((c) => c.nickname)).toEqual(['Second', 'First']);
    expect(list[1]).toEqual({
      id: first.id,
      nickname: 'First',
      client_id: first.client_id,
      client_secret_prefix: first.clientSecret.slice(0, 8),
      client_secret_suffix: first.clientSecret.slice(-4),
      created_at: expect.any(Date),
      created_by: { name: member.name },
      needs_reissue: false,
    });
    const text = JSON.stringify(list);
    for (const secret of [first.clientSecret, second.clientSecret]) expect(text).not.toContain(secret);
    expect(text).not.toContain('scrypt');
    expect(Object.keys(list[0]!)).not.toContain('clientSecret');
  });

  it("refuses a bad nickname and another organization's member, storing nothing", async () => {
    const { member, outsider, organization } = await setUp();
    const cases = [
      ['   ', 'Nickname is required'],
      ['x'.repeat(81), 'Nickname must be at most 80 characters'],
      ['Line\u0000feed', 'Nickname must not contain control characters'],
    ] as const;
    for (const [nickname, message] of cases) {
      await expect(
        t.caller(member).credential.createCredential({ organizationId: organization.id, nickname }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
    await expect(
      t.caller(member).credential.createCredential({ organizationId: 'nope', nickname: 'Fine' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid organization id' });
    await expect(
      t.caller(outsider).credential.createCredential({ organizationId: organization.id, nickname: 'Sneaky' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found.' });
    await expect(
      t
        .caller(member)
        .credential.createCredential({ organizationId: crypto.randomUUID(), nickname: 'Nowhere' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found.' });
    await expect(
      t.caller(null).credential.createCredential({ organizationId: organization.id, nickname: 'Anon' }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await rowsOf(organization.id)).toEqual([]);
  });
});

describe('credential.getCredentials', () => {
  it("is for the organization's members only", async () => {
    const { member, outsider, organization } = await setUp();
    await t.caller(member).credential.createCredential({ organizationId: organization.id, nickname: 'Kept' });
    await expect(
      t.caller(outsider).credential.getCredentials({ organizationId: organization.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Organization not found.' });
    await expect(
      t.caller(null).credential.getCredentials({ organizationId: organization.id }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller(member).credential.getCredentials({ organizationId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid organization id',
    });
  });

  it('shows no author once the author is gone, and an empty list for a new organization', async () => {
    const { member, organization } = await setUp();
    const author = await t.createUser();
    await t.db.insert(userOrganizations).values({ user_id: author.id, organization_id: organization.id });
    expect(await t.caller(member).credential.getCredentials({ organizationId: organization.id })).toEqual([]);
    await t
      .caller(author)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Orphan' });
    await t.db.delete(users).where(eq(users.id, author.id));
    const [listed] = await t.caller(member).credential.getCredentials({ organizationId: organization.id });
    expect(listed).toMatchObject({ nickname: 'Orphan', created_by: null });
  });
});

describe('credential.deleteCredential', () => {
  it('deletes the credential and its access tokens', async () => {
    const { member, organization } = await setUp();
    const kept = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Kept' });
    const gone = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Gone' });
    const expires_at = new Date(Date.now() + 60_000);
    await t.db.insert(apiAccessTokens).values([
      { credential_id: gone.id, token_hash: `hash-gone-${counter}`, expires_at },
      { credential_id: kept.id, token_hash: `hash-kept-${counter}`, expires_at },
    ]);

    expect(await t.caller(member).credential.deleteCredential({ id: gone.id })).toEqual({ id: gone.id });

    expect((await rowsOf(organization.id)).map((r) => r.id)).toEqual([kept.id]);
    expect(
      await t.db.select().from(apiAccessTokens).where(eq(apiAccessTokens.credential_id, gone.id)),
    ).toEqual([]);
    expect(
      await t.db.select().from(apiAccessTokens).where(eq(apiAccessTokens.credential_id, kept.id)),
    ).toHaveLength(1);
    await expect(t.caller(member).credential.deleteCredential({ id: gone.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Credential not found.',
    });
  });

  it("refuses another organization's member and an anonymous caller, deleting nothing", async () => {
    const { member, outsider, organization } = await setUp();
    const created = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Guarded' });
    await expect(t.caller(outsider).credential.deleteCredential({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Credential not found.',
    });
    await expect(t.caller(null).credential.deleteCredential({ id: created.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(member).credential.deleteCredential({ id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid credential id',
    });
    expect(await rowsOf(organization.id)).toHaveLength(1);
  });

  it('leaves a former member without access', async () => {
    const { member, organization } = await setUp();
    const created = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Left behind' });
    await t.db.delete(userOrganizations).where(eq(userOrganizations.user_id, member.id));
    await expect(t.caller(member).credential.deleteCredential({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      t.caller(member).credential.getCredentials({ organizationId: organization.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('credential.reissueCredential', () => {
  it('makes the calling member the owner of a new secret; the old secret and its tokens stop working', async () => {
    const { member, organization } = await setUp();
    const author = await t.createUser({ name: 'Leaving Author' });
    await t.db.insert(userOrganizations).values({ user_id: author.id, organization_id: organization.id });
    const created = await t
      .caller(author)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Dispatch' });
    await t.db.insert(apiAccessTokens).values({
      credential_id: created.id,
      token_hash: `hash-reissue-${counter}`,
      expires_at: new Date(Date.now() + 60_000),
    });
    // The author leaves: the list says the credential needs re-issuing.
    await t.db.delete(userOrganizations).where(eq(userOrganizations.user_id, author.id));
    expect(await isCreatorInOrganization(t.db, created.id)).toBe(false);
    const [before] = await t.caller(member).credential.getCredentials({ organizationId: organization.id });
    expect(before).toMatchObject({
      id: created.id,
      created_by: { name: 'Leaving Author' },
      needs_reissue: true,
    });

    const reissued = await t.caller(member).credential.reissueCredential({ id: created.id });
    expect(reissued).toEqual({
      id: created.id,
      nickname: 'Dispatch',
      client_id: created.client_id,
      clientSecret: expect.stringMatching(/^rqs_[A-Za-z0-9_-]{43}$/),
      client_secret_prefix: reissued.clientSecret.slice(0, 8),
      client_secret_suffix: reissued.clientSecret.slice(-4),
    });
    expect(reissued.clientSecret).not.toBe(created.clientSecret);
    const row = await findCredentialByClientId(t.db, created.client_id);
    expect(row!.created_by).toBe(member.id);
    expect(await verifyClientSecret(reissued.clientSecret, row!.client_secret_hash)).toBe(true);
    expect(await verifyClientSecret(created.clientSecret, row!.client_secret_hash)).toBe(false);
    expect(JSON.stringify(row)).not.toContain(reissued.clientSecret);
    expect(
      await t.db.select().from(apiAccessTokens).where(eq(apiAccessTokens.credential_id, created.id)),
    ).toEqual([]);
    expect(await isCreatorInOrganization(t.db, created.id)).toBe(true);
    const [after] = await t.caller(member).credential.getCredentials({ organizationId: organization.id });
    expect(after).toMatchObject({ created_by: { name: member.name }, needs_reissue: false });
  });

  it('shows a credential whose author was deleted as needing re-issue, and re-issues it', async () => {
    const { member, organization } = await setUp();
    const author = await t.createUser();
    await t.db.insert(userOrganizations).values({ user_id: author.id, organization_id: organization.id });
    const created = await t
      .caller(author)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Orphan' });
    await t.db.delete(users).where(eq(users.id, author.id));
    const [listed] = await t.caller(member).credential.getCredentials({ organizationId: organization.id });
    expect(listed).toMatchObject({ created_by: null, needs_reissue: true });
    await t.caller(member).credential.reissueCredential({ id: created.id });
    const [again] = await t.caller(member).credential.getCredentials({ organizationId: organization.id });
    expect(again).toMatchObject({ created_by: { name: member.name }, needs_reissue: false });
  });

  it("refuses another organization's member, a former member and an anonymous caller, changing nothing", async () => {
    const { member, outsider, organization } = await setUp();
    const created = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Guarded' });
    const stored = await findCredentialByClientId(t.db, created.client_id);
    await expect(t.caller(outsider).credential.reissueCredential({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Credential not found.',
    });
    await expect(t.caller(null).credential.reissueCredential({ id: created.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(member).credential.reissueCredential({ id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid credential id',
    });
    await expect(
      t.caller(member).credential.reissueCredential({ id: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await t.db.delete(userOrganizations).where(eq(userOrganizations.user_id, member.id));
    await expect(t.caller(member).credential.reissueCredential({ id: created.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await findCredentialByClientId(t.db, created.client_id)).toEqual(stored);
  });
});

describe('findCredentialByClientId', () => {
  it('finds the row with its organization and hash, which verifies the secret', async () => {
    const { member, organization } = await setUp();
    const created = await t
      .caller(member)
      .credential.createCredential({ organizationId: organization.id, nickname: 'Token client' });
    const row = await findCredentialByClientId(t.db, created.client_id);
    expect(row).toMatchObject({ id: created.id, organization_id: organization.id });
    expect(await verifyClientSecret(created.clientSecret, row!.client_secret_hash)).toBe(true);
    expect(await findCredentialByClientId(t.db, 'rqc_unknown')).toBeNull();
  });
});

describe('the secret hash', () => {
  it('is salted, verifies only its own secret, and refuses damaged or oversized hashes', async () => {
    const first = await hashClientSecret('rqs_same-secret');
    const second = await hashClientSecret('rqs_same-secret');
    expect(first).not.toBe(second);
    expect(await verifyClientSecret('rqs_same-secret', first)).toBe(true);
    expect(await verifyClientSecret('rqs_same-secret', second)).toBe(true);
    expect(await verifyClientSecret('rqs_other-secret', first)).toBe(false);
    expect(await verifyClientSecret('', first)).toBe(false);
    const [, , r, p, salt, key] = first.split('$');
    for (const damaged of [
      '',
      'plain-text',
      first.replace(/^scrypt/, 'bcrypt'),
      `scrypt$${1 << 20}$${r}$${p}$${salt}$${key}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`,
      `scrypt$16384$${r}$${p}$${salt}$${key!.slice(0, -2)}`,
      `scrypt$16384$${r}$${p}$$${key}`,
    ]) {
      expect(await verifyClientSecret('rqs_same-secret', damaged)).toBe(false);
    }
  });
});

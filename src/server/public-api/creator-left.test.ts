import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth';
import {
  organizationShops,
  organizations,
  publicApiCredentials,
  userOrganizations,
  users,
} from '../db/schema';
import { CREATOR_LEFT_MESSAGE } from '../modules/credential/service';
import type { TestApp } from '../test/harness';
import {
  type Document,
  expectDocumented,
  fetchToken,
  requestToken,
  setUpDocumentedApp,
} from './test-support';

// The API acts as a credential's creator, so a credential whose creator left the organization
// (or whose account is gone) stops working, tokens already issued included, and says so; an
// organization member re-issues it and becomes its owner; nobody outside the organization can.

let t: TestApp;
let doc: Document;
setUpDocumentedApp((app, document) => {
  t = app;
  doc = document;
});

/** An organization with a shop, two members and a credential the first one made in the app. */
async function setUp() {
  const author = await t.createUser({ name: 'Author' });
  const colleague = await t.createUser({ name: 'Colleague' });
  const outsider = await t.createUser({ name: 'Outsider' });
  const shop = await t.createShop();
  const [organization, other] = await t.db
    .insert(organizations)
    .values([
      { name: `Creator Org ${author.id.slice(0, 6)}` },
      { name: `Other Org ${author.id.slice(0, 6)}` },
    ])
    .returning();
  await t.db.insert(organizationShops).values({ organization_id: organization!.id, shop_id: shop.id });
  await t.db.insert(userOrganizations).values([
    { user_id: author.id, organization_id: organization!.id },
    { user_id: colleague.id, organization_id: organization!.id },
    { user_id: outsider.id, organization_id: other!.id },
  ]);
  const credential = await t
    .caller(author)
    .credential.createCredential({ organizationId: organization!.id, nickname: 'Dispatch' });
  return { author, colleague, outsider, organization: organization!, credential };
}

const askToken = (clientId: string, clientSecret: string) => requestToken(t, clientId, clientSecret);
const shops = (token: string) =>
  t.request('/api/v1/shops', { headers: { authorization: `Bearer ${token}` } });

async function expectCreatorLeft(tokenAnswer: Response, apiAnswer: Response) {
  expect(tokenAnswer.status).toBe(401);
  expect(await expectDocumented(doc, '/oauth/token', 'post', tokenAnswer)).toMatchObject({
    error: 'invalid_client',
    detail: CREATOR_LEFT_MESSAGE,
  });
  expect(apiAnswer.status).toBe(401);
  expect(apiAnswer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(await expectDocumented(doc, '/shops', 'get', apiAnswer)).toMatchObject({
    detail: CREATOR_LEFT_MESSAGE,
  });
}

describe('a credential whose creator left the organization', () => {
  it('stops working at once, tokens included, and says an organization member must re-issue it', async () => {
    const { author, organization, credential } = await setUp();
    const token = await fetchToken(t, credential.client_id, credential.clientSecret);
    expect((await shops(token)).status).toBe(200);

    await t.db.delete(userOrganizations).where(eq(userOrganizations.user_id, author.id));
    await expectCreatorLeft(
      await askToken(credential.client_id, credential.clientSecret),
      await shops(token),
    );
    expect(CREATOR_LEFT_MESSAGE).toMatch(
      /no longer in the organization.*organization member must re-issue it/,
    );
    // Only a client holding the secret learns why: a wrong secret is just wrong.
    const guess = await askToken(credential.client_id, 'rqs_guess');
    expect(await guess.json()).toMatchObject({ status: 401, detail: 'Invalid client credentials' });

    // Back in the organization, it works again.
    await t.db.insert(userOrganizations).values({ user_id: author.id, organization_id: organization.id });
    expect((await shops(token)).status).toBe(200);
  });

  it('stops working when the creator’s account is deleted', async () => {
    const { author, credential } = await setUp();
    const token = await fetchToken(t, credential.client_id, credential.clientSecret);
    await t.db.delete(users).where(eq(users.id, author.id));
    await expectCreatorLeft(
      await askToken(credential.client_id, credential.clientSecret),
      await shops(token),
    );
  });

  it('works again once a member re-issues it, as that member; the old secret and tokens stay dead', async () => {
    const { author, colleague, credential } = await setUp();
    const oldToken = await fetchToken(t, credential.client_id, credential.clientSecret);
    await t.db.delete(userOrganizations).where(eq(userOrganizations.user_id, author.id));

    const reissued = await t.caller(colleague).credential.reissueCredential({ id: credential.id });
    expect(reissued.client_id).toBe(credential.client_id);
    const newToken = await fetchToken(t, reissued.client_id, reissued.clientSecret);
    const answer = await shops(newToken);
    expect(answer.status).toBe(200);
    await expectDocumented(doc, '/shops', 'get', answer);
    const [row] = await t.db
      .select({ createdBy: publicApiCredentials.created_by })
      .from(publicApiCredentials)
      .where(eq(publicApiCredentials.id, credential.id));
    expect(row!.createdBy).toBe(colleague.id);

    const old = await askToken(credential.client_id, credential.clientSecret);
    expect(old.status).toBe(401);
    expect(await old.json()).toMatchObject({ detail: 'Invalid client credentials' });
    const oldTokenAnswer = await shops(oldToken);
    expect(oldTokenAnswer.status).toBe(401);
    expect(await oldTokenAnswer.json()).toMatchObject({
      detail: 'The access token is invalid or has expired',
    });
  });

  it('cannot be re-issued by a member of another organization, nor anonymously', async () => {
    const { author, outsider, credential } = await setUp();
    await t.db.delete(userOrganizations).where(eq(userOrganizations.user_id, author.id));
    await expect(
      t.caller(outsider as SessionUser).credential.reissueCredential({ id: credential.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Credential not found.' });
    await expect(t.caller(null).credential.reissueCredential({ id: credential.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const [row] = await t.db
      .select({ createdBy: publicApiCredentials.created_by })
      .from(publicApiCredentials)
      .where(eq(publicApiCredentials.id, credential.id));
    expect(row!.createdBy).toBe(author.id);
    expect((await askToken(credential.client_id, credential.clientSecret)).status).toBe(401);
  });
});

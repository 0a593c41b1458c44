import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth';
import { organizations, userOrganizations, webhookDeliveries, webhooks } from '../../db/schema';
import { loadEnv } from '../../env';
import { NOT_PUBLIC_MESSAGE } from '../../lib/destination';
import { decryptSecret } from '../../lib/secret-box';
import { createTestApp, setUpTestApp, type TestApp } from '../../test/harness';
import { signWebhook, verifyWebhookSignature } from './signature';

let t: TestApp;
let member: SessionUser;
let outsider: SessionUser;
let organizationId: string;
let otherOrganizationId: string;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// This app lets webhooks reach loopback, as local development and tests may; the refusals of
// every other address are tested on an app with the default setting below.
setUpTestApp({ env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } }, async (app) => {
  t = app;
  member = await t.createUser({ name: 'Olive Owner' });
  outsider = await t.createUser({ name: 'Oscar Outsider' });
  const [mine, theirs] = await t.db
    .insert(organizations)
    .values([{ name: 'Harbor Fleet' }, { name: 'Rival Dealers' }])
    .returning();
  organizationId = mine!.id;
  otherOrganizationId = theirs!.id;
  await t.db.insert(userOrganizations).values([
    { user_id: member.id, organization_id: organizationId },
    { user_id: outsider.id, organization_id: otherOrganizationId },
  ]);
});

const create = (user: SessionUser | null, input: Record<string, unknown>) =>
  t.caller(user).webhook.createWebhook({
    organizationId,
    url: 'https://hooks.example.test/repair',
    events: ['quote.created'],
    ...input,
  } as Parameters<ReturnType<TestApp['caller']>['webhook']['createWebhook']>[0]);

describe('webhook.createWebhook and getWebhooks', () => {
  it('creates a webhook whose signing secret is shown once and stored encrypted', async () => {
    const created = await create(member, { events: ['customer.answered', 'quote.created'] });
    expect(created).toEqual({
      id: expect.any(String),
      url: 'https://hooks.example.test/repair',
      events: ['quote.created', 'customer.answered'],
      signingSecret: expect.stringMatching(/^whsec_[\w-]{32}$/),
    });
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, created.id));
    expect(row!.secret_encrypted).not.toContain(created.signingSecret);
    expect(decryptSecret(row!.secret_encrypted, t.deps.env.APP_SECRET)).toBe(created.signingSecret);

    const listed = await t.caller(member).webhook.getWebhooks({ organizationId });
    const mine = listed.find((w) => w.id === created.id)!;
    expect(mine).toEqual({
      id: created.id,
      url: 'https://hooks.example.test/repair',
      events: ['quote.created', 'customer.answered'],
      created_at: expect.any(Date),
      created_by: { name: 'Olive Owner' },
      secret_hint: created.signingSecret.slice(-4),
    });
    expect(JSON.stringify(listed)).not.toContain(created.signingSecret);
  });

  it('allows plain http only to this machine outside production', async () => {
    const local = await create(member, { url: 'http://127.0.0.1:4567/hook' });
    expect(local.url).toBe('http://127.0.0.1:4567/hook');
    await expect(create(member, { url: 'http://localhost/hook' })).resolves.toMatchObject({
      url: 'http://localhost/hook',
    });
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const user = await production.createUser();
      const [org] = await production.db.insert(organizations).values({ name: 'Prod Org' }).returning();
      await production.db.insert(userOrganizations).values({ user_id: user.id, organization_id: org!.id });
      await expect(
        production.caller(user).webhook.createWebhook({
          organizationId: org!.id,
          url: 'http://localhost/hook',
          events: ['quote.created'],
        }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'The endpoint must use https://' });
    } finally {
      await production.close();
    }
  });

  it('refuses loopback, private, link-local, unique-local, multicast and metadata addresses in every spelling', async () => {
    const strict = await createTestApp();
    try {
      const user = await strict.createUser();
      const [org] = await strict.db.insert(organizations).values({ name: 'Strict Org' }).returning();
      await strict.db.insert(userOrganizations).values({ user_id: user.id, organization_id: org!.id });
      const register = (url: string) =>
        strict
          .caller(user)
          .webhook.createWebhook({ organizationId: org!.id, url, events: ['quote.created'] });
      for (const url of [
        'http://127.0.0.1:4567/x',
        'http://localhost:4567/x',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://169.254.169.254/latest/meta-data/',
        'https://10.1.2.3/x',
        'https://172.20.0.5/x',
        'https://192.168.1.10/x',
        'https://100.100.100.200/x',
        'https://127.1/x',
        'https://2130706433/x',
        'https://0x7f000001/x',
        'https://017700000001/x',
        'https://[::ffff:127.0.0.1]/x',
        'https://[::ffff:a9fe:a9fe]/x',
        'https://[64:ff9b::a00:1]/x',
        'https://[fd00::1]/x',
        'https://[fe80::1]/x',
        'https://224.0.0.1/x',
        'https://[ff02::1]/x',
        'https://0.0.0.0/x',
        'https://localhost/x',
      ]) {
        await expect(register(url), url).rejects.toMatchObject({
          code: 'BAD_REQUEST',
          message: NOT_PUBLIC_MESSAGE,
        });
      }
      // A public address, and a name that resolves nowhere (the delivery checks again), are kept.
      await expect(register('https://93.184.216.34/hook')).resolves.toMatchObject({
        url: 'https://93.184.216.34/hook',
      });
      await expect(register('https://hooks.example.test/hook')).resolves.toMatchObject({
        url: 'https://hooks.example.test/hook',
      });
      expect(await strict.db.select().from(webhooks)).toHaveLength(2);
    } finally {
      await strict.close();
    }
  });

  it('never lets loopback be allowed in production', () => {
    expect(() =>
      loadEnv({
        NODE_ENV: 'production',
        APP_SECRET: 'p'.repeat(40),
        OUTBOX_ONLY: 'true',
        WEBHOOK_ALLOW_LOOPBACK: 'true',
      }),
    ).toThrow(/WEBHOOK_ALLOW_LOOPBACK: not allowed in production/);
  });

  it('refuses bad input with a message', async () => {
    const cases = [
      [{ url: 'http://hooks.example.test/repair' }, 'The endpoint must use https://'],
      [{ url: 'ftp://hooks.example.test/repair' }, 'The endpoint must use https://'],
      [{ url: 'not a url' }, 'Enter a valid URL'],
      [{ url: `https://hooks.example.test/${'x'.repeat(480)}` }, 'URL must be at most 500 characters'],
      [{ url: 'https://user:pw@hooks.example.test/' }, 'The URL must not contain a user name or password'],
      [{ events: [] }, 'Choose at least one event'],
      [{ events: ['quote.deleted'] }, 'Unknown event'],
      [{ organizationId: 'nope' }, 'Invalid organization id'],
    ] as const;
    for (const [input, message] of cases) {
      await expect(create(member, input)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
    }
  });

  it("answers NOT_FOUND to another organization's member and UNAUTHORIZED without a session", async () => {
    await expect(create(outsider, {})).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(outsider).webhook.getWebhooks({ organizationId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(t.caller(member).webhook.getWebhooks({ organizationId: UNKNOWN_ID })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(create(null, {})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(t.caller(null).webhook.getWebhooks({ organizationId })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('webhook.deleteWebhook and getWebhookDeliveries', () => {
  it('pages the delivery log for members only, and deletes only for members', async () => {
    const created = await create(member, {});
    await t.db.insert(webhookDeliveries).values(
      Array.from({ length: 23 }, (_, i) => ({
        webhook_id: created.id,
        event: 'quote.created',
        payload: { n: i },
        created_at: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await t.caller(member).webhook.getWebhookDeliveries({ webhookId: created.id, page: 1 });
    expect(first.total).toBe(23);
    expect(first.deliveries).toHaveLength(20);
    expect(first.deliveries[0]).toEqual({
      id: expect.any(String),
      event: 'quote.created',
      event_id: expect.any(String),
      status: 'PENDING',
      attempts: 0,
      last_status_code: null,
      last_error: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 22)),
      delivered_at: null,
      next_attempt_at: expect.any(Date),
    });
    const second = await t.caller(member).webhook.getWebhookDeliveries({ webhookId: created.id, page: 2 });
    expect(second.deliveries.map((d) => d.created_at.getUTCMinutes())).toEqual([2, 1, 0]);
    await expect(
      t.caller(member).webhook.getWebhookDeliveries({ webhookId: created.id, page: 0 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    for (const call of [
      () => t.caller(outsider).webhook.getWebhookDeliveries({ webhookId: created.id, page: 1 }),
      () => t.caller(outsider).webhook.deleteWebhook({ id: created.id }),
      () => t.caller(member).webhook.deleteWebhook({ id: UNKNOWN_ID }),
    ]) {
      await expect(call()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Webhook not found' });
    }
    await expect(t.caller(null).webhook.deleteWebhook({ id: created.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(member).webhook.deleteWebhook({ id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });

    expect(await t.caller(member).webhook.deleteWebhook({ id: created.id })).toEqual({ id: created.id });
    expect(await t.db.select().from(webhooks).where(eq(webhooks.id, created.id))).toEqual([]);
    expect(
      await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhook_id, created.id)),
    ).toEqual([]);
  });
});

describe('verifyWebhookSignature', () => {
  it('accepts the exact body and timestamp only', () => {
    const secret = 'whsec_test';
    const body = '{"id":"1"}';
    const header = signWebhook(secret, 1_700_000_000, body);
    expect(header).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, '1700000000', body, header)).toBe(true);
    expect(verifyWebhookSignature(secret, '1700000000', body, `v0=abc ${header}`)).toBe(true);
    expect(verifyWebhookSignature(secret, '1700000001', body, header)).toBe(false);
    expect(verifyWebhookSignature(secret, '1700000000', `${body} `, header)).toBe(false);
    expect(verifyWebhookSignature('whsec_other', '1700000000', body, header)).toBe(false);
    expect(verifyWebhookSignature(secret, '1700000000', body, null)).toBe(false);
    expect(verifyWebhookSignature(secret, '1700000000', body, 'v1=zz')).toBe(false);
    expect(verifyWebhookSignature(secret, 1_700_000_000, body, header, { nowSeconds: 1_700_000_100 })).toBe(
      true,
    );
    expect(verifyWebhookSignature(secret, 1_700_000_000, body, header, { nowSeconds: 1_700_001_000 })).toBe(
      false,
    );
  });
});

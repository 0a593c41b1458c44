import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  organizationShops,
  organizations,
  quoteJobResponses,
  userOrganizations,
  webhookDeliveries,
  webhooks,
} from '../../db/schema';
import { NOT_PUBLIC_MESSAGE } from '../../lib/destination';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { deliverDueWebhooks, WEBHOOK_MAX_ATTEMPTS, webhookBackoffMs } from './deliver';
import { verifyWebhookSignature } from './signature';

type Received = { headers: IncomingHttpHeaders; body: string; isSignatureValid: boolean };

/** A receiver on loopback that checks each request's signature, answering with the queued statuses. */
function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  let secret = '';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      const timestamp = String(req.headers['webhook-timestamp']);
      const isSignatureValid = verifyWebhookSignature(
        secret,
        timestamp,
        body,
        req.headers['webhook-signature'] as string | undefined,
        {
          nowSeconds: Math.floor(Date.now() / 1000),
        },
      );
      received.push({ headers: req.headers, body, isSignatureValid });
      const status = statuses.shift() ?? 200;
      res.writeHead(isSignatureValid ? status : 401, { 'content-type': 'text/plain' });
      res.end(status >= 300 ? 'receiver is down' : 'ok');
    });
  });
  return {
    received,
    statuses,
    setSecret: (value: string) => {
      secret = value;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let s: QuotingSeed;
let receiver: ReturnType<typeof startReceiver>;
let webhookId: string;
let otherWebhookId: string;
let receiverUrl: string;

// Deliveries reach the receiver on loopback here (WEBHOOK_ALLOW_LOOPBACK); with the default
// setting the same deliveries are refused, tested below.
setUpQuotingApp(
  { knowledgeJobs: 200, timeout: 90_000, env: { WEBHOOK_ALLOW_LOOPBACK: 'true' } },
  async (app) => {
    ({ t, s } = app);
    receiver = startReceiver();
    const url = await receiver.listen();
    receiverUrl = url;
    const outsider = await t.createUser();
    const [mine, other] = await t.db
      .insert(organizations)
      .values([{ name: 'Bayside Group' }, { name: 'Elsewhere Group' }])
      .returning();
    await t.db.insert(organizationShops).values({ organization_id: mine!.id, shop_id: s.shop.id });
    await t.db.insert(userOrganizations).values([
      { user_id: s.user.id, organization_id: mine!.id },
      { user_id: outsider.id, organization_id: other!.id },
    ]);
    const created = await t.caller(s.user).webhook.createWebhook({
      organizationId: mine!.id,
      url,
      events: ['quote.created', 'quote.shared', 'customer.answered', 'quote.authorized'],
    });
    webhookId = created.id;
    receiver.setSecret(created.signingSecret);
    // Subscribed too, but its organization does not have the shop: it must receive nothing.
    const elsewhere = await t.caller(outsider).webhook.createWebhook({
      organizationId: other!.id,
      url,
      events: ['quote.created', 'quote.shared', 'customer.answered'],
    });
    otherWebhookId = elsewhere.id;
  },
);
afterAll(() => receiver.close());
beforeEach(async () => {
  // Each test drives its own deliveries.
  await t.db.delete(webhookDeliveries);
  receiver.received.length = 0;
  receiver.statuses.length = 0;
});

const deliveriesOf = (id: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhook_id, id));

describe('quote.created', () => {
  it("is queued for the shop's organization only and delivered signed by one pass", async () => {
    const quoteId = await createQuote(t, s, 'front brake pads');
    expect(await deliveriesOf(otherWebhookId)).toEqual([]);
    const [queued] = await deliveriesOf(webhookId);
    expect(queued).toMatchObject({ event: 'quote.created', status: 'PENDING', attempts: 0 });

    expect(await deliverDueWebhooks(t.deps)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.isSignatureValid).toBe(true);
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'RepairQuotes-Webhooks/1',
      'webhook-id': queued!.event_id,
      'webhook-signature': expect.stringMatching(/^v1=[0-9a-f]{64}$/),
    });
    const body = JSON.parse(request!.body);
    const quote = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(body).toEqual({
      id: queued!.event_id,
      type: 'quote.created',
      createdAt: expect.any(String),
      data: {
        quoteId,
        shopId: s.shop.id,
        conversationId: expect.any(String),
        vehicleId: s.vehicle.id,
        title: quote.title,
        totals: { labor: expect.any(Number), parts: expect.any(Number), total: expect.any(Number) },
      },
    });
    expect(body.data.totals.total).toBeGreaterThan(0);

    const [delivered] = await deliveriesOf(webhookId);
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      last_status_code: 200,
      last_error: null,
      locked_until: null,
    });
    expect(delivered!.delivered_at).toBeInstanceOf(Date);
    expect(await deliverDueWebhooks(t.deps)).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failed delivery after its backoff and delivers it then', async () => {
    await createQuote(t, s, 'replace serpentine belt');
    receiver.statuses.push(500);
    // The pass runs a moment after the event was queued (by the database's clock), however busy
    // the machine: a pass at the same millisecond may find it not yet due.
    await expect.poll(async () => (await deliveriesOf(webhookId)).length).toBe(1);
    const now = new Date(Date.now() + 1000);
    expect(await deliverDueWebhooks(t.deps, { now })).toBe(1);
    const [failed] = await deliveriesOf(webhookId);
    expect(failed).toMatchObject({
      status: 'PENDING',
      attempts: 1,
      last_status_code: 500,
      last_error: 'The endpoint answered 500',
      locked_until: null,
    });
    expect(failed!.next_attempt_at.getTime()).toBe(now.getTime() + webhookBackoffMs(1));

    // Not due yet: nothing is sent.
    expect(await deliverDueWebhooks(t.deps, { now: new Date(now.getTime() + 5_000) })).toBe(0);
    expect(receiver.received).toHaveLength(1);

    expect(await deliverDueWebhooks(t.deps, { now: new Date(now.getTime() + 10_000) })).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((r) => r.isSignatureValid)).toBe(true);
    // The same event: the receiver de-duplicates by its id.
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    const [delivered] = await deliveriesOf(webhookId);
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      attempts: 2,
      last_status_code: 200,
      last_error: null,
    });

    const log = await t.caller(s.user).webhook.getWebhookDeliveries({ webhookId, page: 1 });
    expect(log.deliveries).toEqual([expect.objectContaining({ status: 'DELIVERED', attempts: 2 })]);
  });

  it('gives up after the last attempt, and skips a delivery another worker holds until its lease ends', async () => {
    await createQuote(t, s, 'replace serpentine belt');
    const [queued] = await deliveriesOf(webhookId);
    const now = new Date();
    // Another instance claimed it and died mid-request: its lease still holds.
    await t.db
      .update(webhookDeliveries)
      .set({ locked_until: new Date(now.getTime() + 30_000) })
      .where(eq(webhookDeliveries.id, queued!.id));
    expect(await deliverDueWebhooks(t.deps, { now })).toBe(0);

    await t.db
      .update(webhookDeliveries)
      .set({ attempts: WEBHOOK_MAX_ATTEMPTS - 1 })
      .where(eq(webhookDeliveries.id, queued!.id));
    receiver.statuses.push(503);
    expect(await deliverDueWebhooks(t.deps, { now: new Date(now.getTime() + 31_000) })).toBe(1);
    const [failed] = await deliveriesOf(webhookId);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: WEBHOOK_MAX_ATTEMPTS, last_status_code: 503 });
    expect(await deliverDueWebhooks(t.deps, { now: new Date(now.getTime() + 86_400_000) })).toBe(0);
  });

  it('sends each delivery once when several workers run passes at the same time', async () => {
    await createQuote(t, s, 'replace serpentine belt');
    await createQuote(t, s, 'front brake pads');
    await createQuote(t, s, 'grinding noise front when braking');
    const passes = await Promise.all([1, 2, 3].map(() => deliverDueWebhooks(t.deps, { batchSize: 1 })));
    expect(passes.reduce((sum, n) => sum + n, 0)).toBe(3);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(3);
    expect(ids).toHaveLength(3);
  });

  it('records an endpoint that does not answer', async () => {
    await createQuote(t, s, 'replace serpentine belt');
    const gone = startReceiver();
    const closedUrl = await gone.listen();
    await gone.close();
    await t.db.update(webhooks).set({ url: closedUrl }).where(eq(webhooks.id, webhookId));
    try {
      expect(await deliverDueWebhooks(t.deps)).toBe(1);
      const [failed] = await deliveriesOf(webhookId);
      expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, last_status_code: null });
      expect(failed!.last_error).toBe('Could not connect to the endpoint');
    } finally {
      await t.db.update(webhooks).set({ url: receiverUrl }).where(eq(webhooks.id, webhookId));
    }
  });
});

describe('destinations at delivery', () => {
  it('refuses loopback by address and by a name resolving to it when the setting is off; nothing is sent', async () => {
    const strict = { ...t.deps, env: { ...t.deps.env, WEBHOOK_ALLOW_LOOPBACK: false } };
    const port = new URL(receiverUrl).port;
    for (const url of [
      receiverUrl,
      `http://localhost:${port}/hooks`,
      `http://[::ffff:127.0.0.1]:${port}/hooks`,
    ]) {
      await t.db.delete(webhookDeliveries);
      await createQuote(t, s, 'replace serpentine belt');
      const before = receiver.received.length;
      await t.db.update(webhooks).set({ url }).where(eq(webhooks.id, webhookId));
      try {
        expect(await deliverDueWebhooks(strict)).toBeGreaterThan(0);
        const [refused] = await deliveriesOf(webhookId);
        expect(refused, url).toMatchObject({
          status: 'PENDING',
          last_status_code: null,
          last_error: NOT_PUBLIC_MESSAGE,
        });
        expect(receiver.received).toHaveLength(before);
      } finally {
        await t.db.update(webhooks).set({ url: receiverUrl }).where(eq(webhooks.id, webhookId));
      }
    }
  });
});

describe('quote.shared, customer.answered and quote.authorized', () => {
  it('are queued when the quote is shared and when the customer answers, and delivered signed', async () => {
    const quoteId = await createQuote(t, s, 'front brake pads');
    await t.db.delete(webhookDeliveries);
    const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
      quoteId,
      customerName: 'Dana Driver',
      customerEmail: 'dana@example.test',
      includeAcceptanceTracking: true,
    });
    const token = new URL(shared.link).searchParams.get('t')!;
    const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
    const job = view.jobs[0]!;
    await t.caller(null).customerApproval.respondToJob({
      quoteId,
      t: token,
      jobKey: job.key,
      decision: 'APPROVED',
      authorization: { name: 'Dana Driver', consent: true },
    });
    const [answer] = await t.db
      .select()
      .from(quoteJobResponses)
      .where(eq(quoteJobResponses.quote_id, quoteId));

    expect(await deliveriesOf(otherWebhookId)).toEqual([]);
    expect(await deliverDueWebhooks(t.deps)).toBe(3);
    expect(receiver.received.every((r) => r.isSignatureValid)).toBe(true);
    const bodies = receiver.received.map((r) => JSON.parse(r.body));
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b]));
    expect(byType['quote.shared'].data).toEqual({
      quoteId,
      shopId: s.shop.id,
      shareId: shared.id,
      revision: shared.revision.number,
      channels: ['EMAIL'],
      notificationsSent: { email: true, sms: false },
    });
    expect(byType['customer.answered'].data).toEqual({
      quoteId,
      shopId: s.shop.id,
      shareId: shared.id,
      revision: shared.revision.number,
      job: { key: job.key, name: job.name, total: job.total },
      decision: 'APPROVED',
      decidedAt: answer!.decided_at.toISOString(),
    });
    // The approval is an authorization: who, for which jobs, the total due shown, when.
    expect(byType['quote.authorized'].data).toEqual({
      quoteId,
      shopId: s.shop.id,
      authorizationId: expect.any(String),
      revision: shared.revision.number,
      method: 'ONLINE',
      customerName: 'Dana Driver',
      jobs: [{ key: job.key, name: job.name }],
      totalDue: expect.any(Number),
      authorizedAt: answer!.decided_at.toISOString(),
    });
    expect(byType['quote.authorized'].data.totalDue).toBeGreaterThanOrEqual(job.total);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../db/schema';
import { answerJob, sharedQuote } from '../modules/deferred-work/test-support';
import type { TestApp } from '../test/harness';
import { type QuotingSeed, setUpQuotingApp } from '../test/quote-fixture';
import { createApiClient, expectDocumented, fetchToken } from './test-support';

let t: TestApp;
let s: QuotingSeed;
let doc: Parameters<typeof expectDocumented>[0];
let token: string;
let otherToken: string;
let organizationId: string;

setUpQuotingApp({ knowledgeJobs: 200, timeout: 90_000 }, async (app) => {
  ({ t, s } = app);
  doc = await (await t.request('/api/v1/openapi.json')).json();
  const client = await createApiClient(t, { shopIds: [s.shop.id], createdBy: s.user.id });
  organizationId = client.organization.id;
  token = await fetchToken(t, client.clientId, client.clientSecret);
  const elsewhere = await t.createShop({ name: 'Elsewhere Motors' });
  const other = await createApiClient(t, { shopIds: [elsewhere.id], createdBy: s.user.id });
  otherToken = await fetchToken(t, other.clientId, other.clientSecret);
});

const deferredWork = (vin: string, bearer = token) =>
  t.request(`/api/v1/vehicles/${encodeURIComponent(vin)}/deferred-work`, {
    headers: { authorization: `Bearer ${bearer}` },
  });

describe('GET /api/v1/vehicles/{vin}/deferred-work', () => {
  it("lists the vehicle's declined work at the organization's shops only, and queues job.declined", async () => {
    const [hook] = await t.db
      .insert(webhooks)
      .values({
        organization_id: organizationId,
        url: 'https://example.com/hook',
        events: ['job.declined'],
        secret_encrypted: 'not used here',
      })
      .returning();
    const { quoteId, token: link, page } = await sharedQuote(t, s);
    const job = page.jobs[0]!;
    await answerJob(t, { quoteId, token: link, jobKey: job.key, decision: 'DECLINED' });

    const res = await deferredWork(s.vehicle.vin.toLowerCase());
    expect(res.status).toBe(200);
    const body = (await expectDocumented(doc, '/vehicles/{vin}/deferred-work', 'get', res)) as {
      data: Array<{ shopId: string; quoteId: string; job: { name: string }; lines: unknown[] }>;
    };
    const listed = body.data.find((d) => d.quoteId === quoteId)!;
    expect(listed).toMatchObject({ shopId: s.shop.id, job: { name: job.name, total: job.total } });
    expect(listed.lines).toHaveLength(job.laborItemIds.length + job.partItemIds.length);

    // An organization without the shop sees nothing of it.
    const other = await deferredWork(s.vehicle.vin, otherToken);
    expect(((await other.json()) as { data: unknown[] }).data).toEqual([]);

    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhook_id, hook!.id));
    expect(delivery).toMatchObject({ event: 'job.declined' });
    expect((delivery!.payload as { data: { job: { name: string } } }).data.job.name).toBe(job.name);
  });

  it('answers a malformed VIN with a problem naming the field, and no token with 401', async () => {
    const bad = await deferredWork('NOT-A-VIN');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(JSON.stringify(await bad.json())).toContain('vin');
    const anonymous = await t.request(`/api/v1/vehicles/${s.vehicle.vin}/deferred-work`);
    expect(anonymous.status).toBe(401);
  });
});

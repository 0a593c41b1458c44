import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyWebhookSignature } from '../../src/server/modules/webhook/signature';
import { DEMO_ADMIN, DEMO_ADVISOR, openSignedIn, screenshot } from './support/browser';
import {
  createCredentialThroughUi,
  createOrganizationWithMember,
  organizationCard,
  removeMemberFromOrganization,
} from './support/organizations';
import { F150, shopIdOf } from './support/quote-flow';

// Issue 16 end to end: a member makes a credential and a webhook in the app, a partner system
// (this test, over HTTP) takes a token and creates a quote through the API, the signed
// quote.created event reaches the partner's endpoint, and the quote is there in the app.
const SHOP = 'Bayside Auto Care';
const ORGANIZATION = `E2E API ${Math.random().toString(36).slice(2, 8)}`;

type Received = { headers: Record<string, string>; body: string };
const received: Received[] = [];
let receiver: Server;
let receiverUrl: string;
let adminBrowser: BrowserContext;
let adminPage: Page;
let browser: BrowserContext;
let page: Page;
let organizationId: string;
let credential: { clientId: string; clientSecret: string };
let signingSecret: string;
let quote: { id: string; title: string; publicUrl: string };

const baseURL = () => inject('baseURL');

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/repair-quotes`;

  ({ browser: adminBrowser, page: adminPage } = await openSignedIn(DEMO_ADMIN));
  organizationId = await createOrganizationWithMember(adminPage, {
    name: ORGANIZATION,
    memberEmail: DEMO_ADVISOR.email,
    shopNames: [SHOP],
  });
  ({ browser, page } = await openSignedIn(DEMO_ADVISOR));
});
afterAll(async () => {
  await removeMemberFromOrganization(adminPage, DEMO_ADVISOR.email, organizationId).catch(() => undefined);
  await browser?.close();
  await adminBrowser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('The public API with a credential made in the app', () => {
  it('makes a credential (secret shown once) and a webhook to the partner endpoint', async () => {
    await page.goto('/organizations');
    credential = await createCredentialThroughUi(page, ORGANIZATION, 'Fleet portal');
    expect(credential.clientSecret).toMatch(/^rqs_/);

    const card = organizationCard(page, ORGANIZATION);
    await card.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Endpoint URL').fill(receiverUrl);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByTestId('webhook-signing-secret');
    await secret.waitFor();
    signingSecret = (await secret.textContent())!.trim();
    expect(signingSecret).toMatch(/^whsec_/);
    await screenshot(page, 'public-api-webhook-secret');
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await card.getByText(receiverUrl).waitFor();
    // The secret is not shown again.
    expect(await page.getByText(signingSecret).count()).toBe(0);
  });

  it('takes a token and creates a quote over HTTP; a retry with the same Idempotency-Key replays it', async () => {
    const tokenResponse = await fetch(`${baseURL()}/api/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credential.clientId,
        client_secret: credential.clientSecret,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const { access_token: token, token_type: type } = (await tokenResponse.json()) as {
      access_token: string;
      token_type: string;
    };
    expect(type).toBe('Bearer');

    const shopId = await shopIdOf(page, SHOP);
    const key = randomUUID();
    const create = () =>
      fetch(`${baseURL()}/api/v1/quotes`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify({ shopId, vin: F150.vin, concern: 'replace front brake pads and rotors' }),
      });
    const first = await create();
    expect(first.status).toBe(201);
    quote = (await first.json()) as typeof quote;
    expect(quote.title).toMatch(/Brake/);
    const again = await create();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(quote.id);

    const unauthorized = await fetch(`${baseURL()}/api/v1/shops`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('content-type')).toContain('application/problem+json');
  });

  it('delivers quote.created to the endpoint, signed with the secret shown once', async () => {
    await expect
      .poll(() => received.filter((r) => JSON.parse(r.body).type === 'quote.created').length, {
        timeout: 20_000,
      })
      .toBe(1);
    const event = received.find((r) => JSON.parse(r.body).type === 'quote.created')!;
    expect(JSON.parse(event.body).data.quoteId).toBe(quote.id);
    expect(
      verifyWebhookSignature(
        signingSecret,
        event.headers['webhook-timestamp']!,
        event.body,
        event.headers['webhook-signature'],
      ),
    ).toBe(true);
    expect(
      verifyWebhookSignature(
        'whsec_wrong',
        event.headers['webhook-timestamp']!,
        event.body,
        event.headers['webhook-signature'],
      ),
    ).toBe(false);

    const card = organizationCard(page, ORGANIZATION);
    await page.reload();
    await card.getByRole('button', { name: 'Deliveries' }).click();
    await card.getByText('Delivered').first().waitFor();
    await screenshot(page, 'public-api-deliveries');
  });

  it('re-issues the credential in the app: a new secret shown once, the old one refused', async () => {
    await page.goto('/organizations');
    const card = organizationCard(page, ORGANIZATION);
    await card.getByRole('button', { name: 'Re-issue Fleet portal' }).click();
    const confirm = page.getByRole('dialog', { name: 'Re-issue "Fleet portal"?' });
    await confirm.getByRole('button', { name: 'Re-issue', exact: true }).click();
    const result = page.getByRole('dialog', { name: 'Credential re-issued' });
    const clientId = (await result.getByTestId('created-client-id').textContent())!.trim();
    const clientSecret = (await result.getByTestId('created-client-secret').textContent())!.trim();
    expect(clientId).toBe(credential.clientId);
    expect(clientSecret).toMatch(/^rqs_/);
    expect(clientSecret).not.toBe(credential.clientSecret);
    await screenshot(page, 'public-api-credential-reissued');
    await result.getByRole('button', { name: 'Done' }).click();
    await result.waitFor({ state: 'detached' });
    expect(await page.getByText(clientSecret).count()).toBe(0);

    const askToken = (secret: string) =>
      fetch(`${baseURL()}/api/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: secret,
        }),
      });
    expect((await askToken(credential.clientSecret)).status).toBe(401);
    expect((await askToken(clientSecret)).status).toBe(200);
    credential = { clientId, clientSecret };
  });

  it('shows the quote made through the API in the app', async () => {
    await page.goto(`/?shopId=${await shopIdOf(page, SHOP)}`);
    const link = page.getByRole('link', { name: new RegExp(quote.title) }).first();
    await link.click();
    await page.waitForURL((url) => url.pathname.endsWith(`/quote/${quote.id}`));
    await page.getByRole('heading', { name: quote.title }).first().waitFor();
    await screenshot(page, 'public-api-quote-in-app');
  });
});

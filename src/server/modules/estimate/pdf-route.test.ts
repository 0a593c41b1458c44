import { describe, expect, it } from 'vitest';
import { estimatePdfPath } from '../../../shared/estimate-document';
import { formatCents } from '../../../shared/format';
import type { TestApp } from '../../test/harness';
import { pdfPages } from '../../test/pdf-text';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';

let t: TestApp;
let s: QuotingSeed;
let quoteId: string;
let token: string;
let memberCookie: string;
let outsiderCookie: string;

setUpQuotingApp({ knowledgeJobs: 200, timeout: 120_000 }, async (app) => {
  ({ t, s } = app);
  quoteId = await createQuote(t, s);
  await t.caller(s.user).estimate.saveEstimateDetails({
    quoteId,
    customerName: 'Dana Driver',
    customerPhone: '(650) 555-0142',
    customerEmail: 'dana@example.test',
    odometer: 84_210,
  });
  const shared = await t.caller(s.user).notificationDemo.shareQuoteWithCustomer({
    quoteId,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    includeAcceptanceTracking: true,
  });
  token = new URL(shared.link).searchParams.get('t')!;
  const view = await t.caller(null).quote.getQuoteAiViewOnly({ id: quoteId, t: token });
  await t.caller(null).customerApproval.respondToJob({
    quoteId,
    t: token,
    jobKey: view.jobs[0]!.key,
    decision: 'APPROVED',
    authorization: { name: 'Dana Q. Driver', consent: true },
  });
  memberCookie = await t.signInCookie(s.user.email);
  const outsider = await t.createUser({ name: 'Oscar Outsider' });
  await t.addMember(outsider, await t.createShop({ name: 'Faraway Garage' }));
  outsiderCookie = await t.signInCookie(outsider.email);
});

async function download(path: string, cookie?: string) {
  const response = await t.request(path, cookie ? { headers: { cookie } } : {});
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, text: response.ok ? (await pdfPages(bytes)).join('\n') : '' };
}

describe('GET /estimates/{quoteId}.pdf', () => {
  it('serves the estimate the customer holds, with who it is for and its authorization, to the link holder', async () => {
    const { response, text } = await download(`${estimatePdfPath(quoteId)}?t=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const panel = await t.caller(s.user).quote.getQuoteAi({ id: quoteId });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Estimate-${panel.estimate_number}-Bayside-Test.pdf"`,
    );
    expect(text).toContain(`#${panel.estimate_number}`);
    expect(text).toContain('Revision 1');
    expect(text).toContain('Dana Driver');
    expect(text).toContain('(650) 555-0142');
    expect(text).toContain('Odometer in: 84,210 mi');
    expect(text).toContain(`Total due ${formatCents(panel.estimate.totalDueCents)}`);
    expect(text).toMatch(/Dana Q\. Driver authorized \$[\d,]+\.\d{2} for /);
    expect(text).toContain('Approved');
  });

  it('shows a member of the shop the same; a stranger or a wrong token gets it without the customer', async () => {
    expect((await download(estimatePdfPath(quoteId), memberCookie)).text).toContain('Dana Driver');
    for (const [path, cookie] of [
      [estimatePdfPath(quoteId), undefined],
      [`${estimatePdfPath(quoteId)}?t=not-the-token`, undefined],
      [estimatePdfPath(quoteId), outsiderCookie],
    ] as const) {
      const { response, text } = await download(path, cookie);
      expect(response.status).toBe(200);
      expect(text).not.toContain('Dana');
      expect(text).toContain('No authorization recorded yet.');
    }
  });

  it('answers 404 for an unknown or malformed quote id', async () => {
    for (const path of [
      estimatePdfPath('00000000-0000-4000-8000-000000000000'),
      '/estimates/not-a-quote.pdf',
      `/estimates/${quoteId}`,
    ]) {
      const response = await t.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Estimate not found');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatCents } from '../../../shared/format';
import { pdfPages } from '../../test/pdf-text';
import { renderEstimatePdf } from './pdf';
import { FIXTURE, FIXTURE_BREAKDOWN } from './pdf-fixture';

describe('renderEstimatePdf', () => {
  it('prints the estimate: number, customer, vehicle, jobs with status, every breakdown line, terms and authorizations', async () => {
    const pages = await pdfPages(await renderEstimatePdf(FIXTURE));
    expect(pages.length).toBe(2);
    const text = pages.join('\n');
    expect(text).toContain('#1042');
    expect(text).toContain('Revision 2');
    expect(text).toContain('Valid until Dec 20, 2026');
    expect(text).toContain('Dana Driver');
    expect(text).toContain('1FTFW1EF4DF127183');
    expect(text).toContain('Odometer in: 84,210 mi');
    for (const status of ['Approved', 'Declined', 'Awaiting approval']) expect(text).toContain(status);
    for (const line of FIXTURE_BREAKDOWN.lines) expect(text).toContain(line.label);
    expect(text).toContain(`Total due ${formatCents(FIXTURE_BREAKDOWN.totalDueCents)}`);
    expect(text).toContain('Discount on Disc Brake Rotor, Front: Rotor special');
    expect(text).toContain('Tax on parts (9.625%)');
    expect(text).toContain('Parts prices may change after that.');
    expect(text).toContain('Dana Q. Driver authorized $768.62');
    expect(text).toContain('recorded by Sam Advisor');
    expect(text).toContain('Note: Called at 9:40');
    expect(text).toContain('from 203.0.113.9');
    expect(pages[1]).toContain('Estimate #1042 — page 2 of 2');
    // The customer's document never names the supplier.
    expect(text).not.toContain('NAPA');
  });

  it('says when it expired, that nothing was authorized yet, and prints a draft', async () => {
    const text = (
      await pdfPages(
        await renderEstimatePdf({
          ...FIXTURE,
          revision: null,
          isExpired: true,
          authorizations: [],
          terms: '',
        }),
      )
    ).join('\n');
    expect(text).toContain('Draft');
    expect(text).not.toContain('Revision');
    expect(text).toContain('EXPIRED');
    expect(text).toContain('Valid until Dec 20, 2026');
    expect(text).toContain('No authorization recorded yet.');
    expect(text).not.toContain('TERMS');
  });
});

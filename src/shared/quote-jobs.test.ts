import { describe, expect, it } from 'vitest';
import { OTHER_PARTS_JOB_KEY, quoteJobs } from './quote-jobs';
import { quoteTotals } from './quote-totals';

const brake = { kind: 'guide' as const, guideJob: { smartJobId: 'BRK-0002', name: 'Front Brakes' } };
const labor = (id: string, title: string, hours: number, extra: object = {}) => ({
  id,
  title,
  hours,
  rate: 100,
  is_suggested: false,
  ...extra,
});
const part = (id: string, name: string, retail: number, extra: object = {}) => ({
  id,
  name,
  quantity: 1,
  retail,
  is_suggested: false,
  ...extra,
});

describe('quoteJobs', () => {
  it('groups charged lines by guide job, keeps own labor apart and sums like the quote totals', () => {
    const quote = {
      quote_labor_items: [
        labor('l1', 'Pads', 1.2, { source: brake }),
        labor('l2', 'Rotors', 0.9, { source: brake }),
        labor('l3', 'Diagnose noise', 0.5, { source: { kind: 'user' } }),
        labor('l4', 'Flush', 1, { is_suggested: true, source: brake }),
      ],
      quote_part_items: [part('p1', 'Pad set', 81.97, { source: brake }), part('p2', 'Shop supplies', 12.5)],
    };
    const jobs = quoteJobs(quote);
    expect(jobs).toEqual([
      {
        key: 'guide:BRK-0002',
        name: 'Front Brakes',
        laborItemIds: ['l1', 'l2'],
        partItemIds: ['p1'],
        total: 291.97,
      },
      { key: 'labor:l3', name: 'Diagnose noise', laborItemIds: ['l3'], partItemIds: [], total: 50 },
      { key: OTHER_PARTS_JOB_KEY, name: 'Other parts', laborItemIds: [], partItemIds: ['p2'], total: 12.5 },
    ]);
    const sum = jobs.reduce((cents, job) => cents + Math.round(job.total * 100), 0) / 100;
    expect(sum).toBe(quoteTotals(quote).total);
  });

  it('has no jobs for a quote with only suggested lines', () => {
    expect(
      quoteJobs({ quote_labor_items: [labor('l1', 'x', 1, { is_suggested: true })], quote_part_items: [] }),
    ).toEqual([]);
  });
});

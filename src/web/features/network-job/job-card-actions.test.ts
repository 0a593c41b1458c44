import { describe, expect, it } from 'vitest';
import { cardJob } from './job-card-actions';

describe('cardJob', () => {
  it('hands the route only the fields of a past job, its labor and its parts', () => {
    const part = {
      id: 'p1',
      name: 'Disc Brake Pad Set',
      part_number: 'ACD66904',
      brand: null,
      description: null,
      quantity: 1,
      retail: 98.14,
      cost: 62.44,
      pcdb_part_type_id: 1684,
    };
    const job = {
      id: 'j1',
      title: 'Rr Brake Pads R&R',
      note: 'seen on the lift',
      similarityScore: 0.801,
      labor_items: [
        {
          id: 'l1',
          description: 'Pads, rear',
          hours: 1.2,
          rate: 150,
          technician: 'Greg N.',
          job_id: 'j1',
          total: 180,
        },
      ],
      part_items: [{ ...part, job_id: 'j1' }],
    };
    expect(cardJob(job)).toEqual({
      id: 'j1',
      title: 'Rr Brake Pads R&R',
      labor_items: [{ id: 'l1', description: 'Pads, rear', hours: 1.2, rate: 150 }],
      part_items: [part],
    });
  });
});

// A written estimate with every part filled (three jobs, one long enough for a second page,
// two discounts, fees, tax, two authorizations): what the PDF tests and a look at the PDF render.
import type { EstimateDocument } from '../../../shared/estimate-document';
import { estimateBreakdown } from '../../../shared/estimate-money';

const labor = (id: string, title: string, hours: number) => ({
  id,
  title,
  description: '',
  hours,
  rate: 165,
  total: Math.round(hours * 165 * 100) / 100,
});
const part = (id: string, name: string, quantity: number, price: number) => ({
  id,
  name,
  quantity,
  price,
  total: Math.round(quantity * price * 100) / 100,
  sourced: { supplier_name: 'NAPA Auto Parts', part_name: name },
});

const brakes = {
  labor: [
    labor('l1', 'Disc Brake Pads, Front - R&R', 1.2),
    labor('l2', 'Disc Brake Rotors, Front - R&R (Both)', 0.9),
  ],
  parts: [
    part('p1', 'Disc Brake Pad Set, Front - Ceramic', 1, 94.75),
    part('p2', 'Disc Brake Rotor, Front', 2, 126.65),
    part('p4', 'Brake Hardware Kit, Front - Abutment Clips, Slide Pins, Boots and Caliper Bolts', 1, 18.4),
  ],
};
const oil = {
  labor: [labor('l3', 'Engine Oil and Filter - Change', 0.5)],
  parts: [part('p3', 'Engine Oil 5W-30 (qt)', 6, 9.5)],
};
const many = {
  labor: Array.from({ length: 18 }, (_, i) =>
    labor(`m${i}`, `Inspection step ${i + 1} with a long description that wraps`, 0.2),
  ),
  parts: [],
};

export const FIXTURE_BREAKDOWN = estimateBreakdown({
  quote: {
    quote_labor_items: [...brakes.labor, ...oil.labor, ...many.labor].map((l) => ({
      ...l,
      is_suggested: false,
    })),
    quote_part_items: [...brakes.parts, ...oil.parts].map((p) => ({
      ...p,
      retail: p.price,
      is_suggested: false,
      hazmatKind: p.id === 'p3' ? ('oil' as const) : null,
    })),
  },
  settings: {
    taxRates: { parts: 9.625, labor: 0, fees: 9.625 },
    shopSupplies: { percent: 8, basis: 'labor', minCents: 500, maxCents: 3500, isTaxable: true },
    hazmat: { mode: 'per_line', perLineCents: { oil: 450, coolant: 300, tire: 200 }, isTaxable: false },
  },
  discounts: [
    {
      target: { scope: 'line', lineKind: 'part', lineId: 'p2' },
      value: { type: 'amount', cents: 2500 },
      reason: 'Rotor special',
    },
    { target: { scope: 'quote' }, value: { type: 'percent', percent: 10 }, reason: 'Loyal customer' },
  ],
});

const cents = (lines: { total: number }[]) =>
  lines.reduce((sum, line) => sum + Math.round(line.total * 100), 0);

export const FIXTURE: EstimateDocument = {
  shop: {
    name: 'Bayside Auto Care',
    address1: '1450 El Camino Real',
    address2: null,
    city: 'San Mateo',
    state: 'CA',
    zip: '94402',
    phone: '(650) 555-0100',
    website: 'baysideauto.example',
  },
  estimateNumber: 1042,
  revision: 2,
  issuedAt: new Date('2026-11-20T17:30:00Z'),
  validUntil: new Date('2026-12-20T17:30:00Z'),
  isExpired: false,
  customer: { name: 'Dana Driver', phone: '+16505550142', email: 'dana@example.test' },
  vehicle: { year: 2013, make: 'Ford', model: 'F-150', vin: '1FTFW1EF4DF127183', odometer: 84210 },
  title: 'Front brakes, oil change and inspection',
  jobs: [
    {
      key: 'guide:BRK-0002',
      name: 'Front Brake Pads and Rotors Replacement',
      status: 'APPROVED',
      ...brakes,
      totalCents: cents([...brakes.labor, ...brakes.parts]),
    },
    {
      key: 'guide:OIL-0001',
      name: 'Engine Oil and Filter Change',
      status: 'DECLINED',
      ...oil,
      totalCents: cents([...oil.labor, ...oil.parts]),
    },
    {
      key: 'labor:m',
      name: 'Multi-point inspection',
      status: 'PENDING',
      ...many,
      totalCents: cents(many.labor),
    },
  ],
  breakdown: FIXTURE_BREAKDOWN,
  terms:
    'This estimate is valid for 30 days.\nParts prices may change after that. A diagnostic fee applies if work is declined.',
  authorizations: [
    {
      id: 'a2',
      method: 'PHONE',
      name: 'Dana Driver',
      jobKeys: ['guide:BRK-0002'],
      jobNames: ['Front Brake Pads and Rotors Replacement'],
      totalCents: 76_862,
      revision: 2,
      authorizedAt: new Date('2026-11-21T16:40:00Z'),
      ipAddress: null,
      userAgent: null,
      recordedBy: 'Sam Advisor',
      note: 'Called at 9:40, approved the front brakes only.',
    },
    {
      id: 'a1',
      method: 'ONLINE',
      name: 'Dana Q. Driver',
      jobKeys: ['guide:BRK-0002'],
      jobNames: ['Front Brake Pads and Rotors Replacement'],
      totalCents: 76_862,
      revision: 1,
      authorizedAt: new Date('2026-11-20T18:02:00Z'),
      ipAddress: '203.0.113.9',
      userAgent: 'Phone Browser',
      recordedBy: null,
      note: null,
    },
  ],
};

import type { Db } from '../db/client';
import { appGuidelines, knowledgeBases, matrices } from '../db/schema';

// A few believable entries so the quote panel's knowledge cards and the engine's use of them can
// be tried on the demo: shop-level knowledge per demo shop (by name) and app-level guidelines.

export const SHOP_KNOWLEDGE: Record<string, Array<{ title: string; description: string }>> = {
  'Bayside Auto Care': [
    {
      title: 'Brake fluid with pad jobs',
      description:
        'Offer a brake fluid flush with every brake pad job: fluid over two years old tests high for moisture here. Mention the test strip result in the quote message.',
    },
    {
      title: 'Synthetic oil on newer vehicles',
      description:
        'Use full synthetic oil for model years 2012 and newer unless the customer asks for conventional.',
    },
  ],
  'Great Lakes Service Center': [
    {
      title: 'Road salt corrosion',
      description:
        'Trucks and SUVs over eight years old often have seized brake hardware and rusted brake lines: inspect lines during any brake job and note corrosion in the quote message.',
    },
    {
      title: 'Winter battery checks',
      description: 'Offer a battery and charging system test with every oil change from October to March.',
    },
  ],
  'Sunshine Car Clinic': [
    {
      title: 'A/C season',
      description:
        'Offer a cabin air filter replacement with every A/C recharge or A/C diagnosis; most filters here are clogged.',
    },
  ],
};

export const GUIDELINES = [
  {
    title: 'Diagnosis before parts',
    description:
      'When the concern is a symptom without a confirmed cause (noise, warning light, no start), quote the diagnosis first and list the likely repairs as suggestions.',
  },
  {
    title: 'Brake quotes',
    description:
      'Front and rear brake quotes list pads, rotors and hardware separately; note measured pad thickness and rotor minimum thickness in the quote message.',
  },
  {
    title: 'Fluid quantities',
    description: "Quote fluids by the vehicle's capacity: never round engine oil up by more than one quart.",
  },
  {
    title: 'Safety findings',
    description:
      'Always mention safety-related findings on brakes, tires and steering in the quote message, even when declined.',
  },
];

// A typical parts markup matrix: cheap parts marked up most (spec 001 §3 'Matrix row').
const PARTS_MATRIX = [
  { startCost: 0, endCost: 10, multiplier: 2.5 },
  { startCost: 10, endCost: 50, multiplier: 1.9 },
  { startCost: 50, endCost: 150, multiplier: 1.65 },
  { startCost: 150, endCost: 500, multiplier: 1.45 },
  { startCost: 500, endCost: 5000, multiplier: 1.3 },
];
const LABOR_MATRIX = [
  { startCost: 0, endCost: 500, multiplier: 1 },
  { startCost: 500, endCost: 5000, multiplier: 0.95 },
];

export async function seedDemoKnowledge(
  db: Db,
  shops: Array<{ id: string; name: string }>,
  createdBy: string | null,
) {
  const entries = shops.flatMap((shop) =>
    (SHOP_KNOWLEDGE[shop.name] ?? []).map((entry) => ({ ...entry, shop_id: shop.id, created_by: createdBy })),
  );
  if (entries.length) await db.insert(knowledgeBases).values(entries);
  await db.insert(appGuidelines).values(GUIDELINES.map((g) => ({ ...g, created_by: createdBy })));
  const rows = shops.flatMap((shop) => [
    ...PARTS_MATRIX.map((row, position) => ({ ...row, position, type: 'PARTS' as const, shop_id: shop.id })),
    ...LABOR_MATRIX.map((row, position) => ({ ...row, position, type: 'LABOR' as const, shop_id: shop.id })),
  ]);
  await db.insert(matrices).values(rows);
}

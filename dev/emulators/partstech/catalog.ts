import type { QuotedPart } from '../../../src/server/integrations/partstech/types';

export type EmulatedSupplier = { id: number; name: string; stores: Array<{ id: number; name: string }> };

/** A catalogue part as the emulator keeps it; status and stores are derived per request. */
export type EmulatedPart = Omit<
  QuotedPart,
  'status' | 'supplier' | 'store' | 'storesAvailability' | 'taxonomy' | 'partId'
> & {
  taxonomy: { partTypeId: number; partTypeName: string };
  /** Quantity per store id; a store without an entry can special-order the part. */
  stock: Record<number, number>;
};

export type EmulatedCatalog = { suppliers: EmulatedSupplier[]; parts: EmulatedPart[] };

const image = (slug: string) => ({
  preview: `https://images.partstech.test/${slug}-preview.jpg`,
  medium: `https://images.partstech.test/${slug}-medium.jpg`,
  full: `https://images.partstech.test/${slug}-full.jpg`,
});

type Seed = [
  brandID: string,
  brandName: string,
  partNumber: string,
  line: string,
  cost: number,
  stock: Record<number, number>,
];

const TYPES = {
  1684: { name: 'Disc Brake Pad Set', category: 'Service', notes: ['Ceramic', 'Includes hardware'] },
  1896: { name: 'Disc Brake Rotor', category: 'Service', notes: ['Sold individually'] },
  5340: { name: 'Engine Oil Filter', category: 'Maintenance', notes: ['Spin-on'] },
  7212: { name: 'Spark Plug', category: 'Maintenance', notes: ['Pre-gapped'] },
  12138: { name: 'Engine Oil', category: 'Maintenance', notes: ['Priced per quart'] },
  4332: { name: 'Engine Oil Drain Plug Gasket', category: 'Maintenance', notes: ['Crush washer'] },
} as const;

const SEEDS: Record<keyof typeof TYPES, Seed[]> = {
  1684: [
    ['BBHK', 'Bosch', 'BC905', 'QuietCast', 41.5, { 1001: 6, 1002: 0, 2001: 3, 1003: 9 }],
    ['AKEB', 'Akebono', 'ACT905', 'ProACT', 48.2, { 1001: 2, 2002: 8 }],
    ['WAGN', 'Wagner', 'QC905', 'ThermoQuiet', 36.9, { 1002: 4 }],
  ],
  1896: [
    ['RAYB', 'Raybestos', '980336R', 'R-Line', 52.1, { 1001: 2, 1002: 5 }],
    ['CENT', 'Centric', '120.40057', 'Premium', 63.4, { 2001: 1 }],
  ],
  5340: [
    ['FRAM', 'FRAM', 'XG7317', 'Ultra Synthetic', 8.9, { 1001: 24, 1002: 12, 2001: 30 }],
    ['BBHK', 'Bosch', '3323', 'Premium', 6.75, { 2002: 0 }],
  ],
  7212: [
    ['NGKS', 'NGK', '93175', 'Laser Iridium', 9.8, { 1001: 16, 2001: 8 }],
    ['DENS', 'Denso', 'SK20R11', 'Iridium', 8.4, { 1002: 0 }],
  ],
  // Oils name their grade, as suppliers' catalogues do; several grades fit a make.
  12138: [
    ['QKST', 'Quaker State', '550035', 'Conventional 10W-30', 4.9, { 1001: 14, 2003: 30 }],
    ['PENN', 'Pennzoil', '550046', 'Synthetic Blend 5W-20', 6.2, { 1001: 0, 2001: 20 }],
    ['CAST', 'Castrol', '03084C', 'EDGE Full Synthetic 5W-30', 9.1, { 1001: 18, 1003: 20 }],
    ['MOB1', 'Mobil 1', '124315', 'Full Synthetic 5W-20', 9.4, { 1001: 30, 1002: 8, 1003: 40 }],
    ['VALV', 'Valvoline', '822347', 'Full Synthetic 0W-20', 8.7, { 1001: 6, 2001: 10 }],
  ],
  4332: [
    ['DORM', 'Dorman', '095-142', 'AutoGrade', 0.6, { 1001: 50, 1002: 20, 1003: 35 }],
    ['FELP', 'Fel-Pro', '70000', 'Standard', 0.9, { 2001: 12 }],
  ],
};

/**
 * Brake pads and rotors, oil filters, spark plugs, engine oils and drain-plug gaskets at two
 * suppliers, each with two stores in the Bay Area (where the emulated shops are) and one far away.
 */
export function defaultPartsTechCatalog(): EmulatedCatalog {
  const parts = Object.entries(SEEDS).flatMap(([typeId, seeds]) => {
    const type = TYPES[Number(typeId) as keyof typeof TYPES];
    return seeds.map(
      ([brandID, brandName, partNumber, line, cost, stock]): EmulatedPart => ({
        partNumber,
        partName: `${brandName} ${line} ${type.name}`,
        brand: { brandID, brandName, displayName: brandName },
        images: [image(`${brandID}-${partNumber}`.toLowerCase())],
        taxonomy: { partTypeId: Number(typeId), partTypeName: type.name },
        partCategory: type.category,
        notes: [[...type.notes]],
        price: {
          cost,
          list: Math.round(cost * 165) / 100,
          retail: Math.round(cost * 150) / 100,
          core: 0,
          price: cost,
        },
        stock,
      }),
    );
  });
  return {
    suppliers: [
      {
        id: 101,
        name: 'NAPA Auto Parts',
        stores: [
          { id: 1001, name: 'NAPA Auto Parts - San Mateo' },
          { id: 1002, name: 'NAPA Auto Parts - Redwood City' },
          { id: 1003, name: 'NAPA Auto Parts - Tampa' },
        ],
      },
      {
        id: 202,
        name: 'WORLDPAC',
        stores: [
          { id: 2001, name: 'WORLDPAC - Newark' },
          { id: 2002, name: 'WORLDPAC - Hayward' },
          { id: 2003, name: 'WORLDPAC - Ann Arbor' },
        ],
      },
    ],
    parts,
  };
}

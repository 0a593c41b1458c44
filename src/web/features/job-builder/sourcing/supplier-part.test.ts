import { describe, expect, it } from 'vitest';
import type { BuilderPart, BuilderPartFields } from '../../../../shared/job-builder';
import {
  partsTechItems,
  partsTechOutcome,
  type SupplierPartQuote,
  supplierPartFields,
} from './supplier-part';

const PADS: BuilderPartFields = {
  name: 'Brake pads, front',
  part_number: 'OLD-1',
  brand: 'Wagner',
  description: 'Ceramic, front axle',
  quantity: 2,
  retail: 80,
  cost: 40,
  pcdb_part_type_id: null,
};

const quote = (price: SupplierPartQuote['price']): SupplierPartQuote => ({
  partId: 'pt-1',
  partName: 'Disc Brake Pad Set',
  partNumber: 'MKD1414',
  brand: { brandName: 'Bosch' },
  price,
  taxonomy: { partTypeId: 1684 },
});

const builderPart = (id: string, fields: BuilderPartFields): BuilderPart => ({
  id,
  original: fields,
  newPart: fields,
  source: '',
});

describe('supplierPartFields', () => {
  it.each([
    { price: { cost: 31.5, list: 70, retail: 64.99 }, retail: 64.99 },
    { price: { cost: 31.5, list: 70 }, retail: 70 },
    { price: { cost: 31.5, list: 70, retail: null }, retail: 70 },
    { price: { cost: 31.5, list: 70, retail: 0 }, retail: 0 },
  ])('takes retail $retail from $price', ({ price, retail }) => {
    expect(supplierPartFields(quote(price), PADS)).toEqual({
      name: 'Disc Brake Pad Set',
      part_number: 'MKD1414',
      brand: 'Bosch',
      description: 'Ceramic, front axle',
      quantity: 2,
      retail,
      cost: 31.5,
      pcdb_part_type_id: 1684,
    });
  });

  it('keeps the quantity the advisor set', () => {
    const fields = supplierPartFields(quote({ cost: 1, list: 2 }), { ...PADS, quantity: 7 });
    expect(fields.quantity).toBe(7);
  });
});

describe('partsTechItems', () => {
  it('sends each part as it will be written, with its id', () => {
    const edited = { ...builderPart('a', PADS), newPart: { ...PADS, quantity: 4, cost: 38 } };
    expect(partsTechItems([edited])).toEqual([{ id: 'a', ...PADS, quantity: 4, cost: 38 }]);
  });
});

describe('partsTechOutcome', () => {
  const rotor: BuilderPartFields = { ...PADS, name: 'Rotor', part_number: 'R-1' };
  const parts = [
    builderPart('a', PADS),
    builderPart('b', rotor),
    builderPart('c', { ...PADS, name: 'Clip' }),
  ];

  it('replaces the found parts and names the others', () => {
    const outcome = partsTechOutcome(
      [
        {
          id: 'a',
          found: true,
          part: { ...PADS, part_number: null, brand: null, description: null, cost: 30, retail: 60 },
        },
        { id: 'b', found: false, part: null, message: 'No match at WORLDPAC' },
        // Found without a part cannot replace anything.
        { id: 'c', found: true, part: null },
        // A result for a part no longer in the job is ignored.
        { id: 'gone', found: true, part: PADS },
      ],
      parts,
    );
    expect(outcome.replaced).toEqual([
      { id: 'a', part: { ...PADS, part_number: '', brand: '', description: '', cost: 30, retail: 60 } },
    ]);
    expect(outcome.notFound).toEqual([
      { id: 'b', name: 'Rotor', message: 'No match at WORLDPAC' },
      { id: 'c', name: 'Clip', message: null },
    ]);
  });

  it('replaces nothing when nothing was found', () => {
    expect(partsTechOutcome([], parts)).toEqual({ replaced: [], notFound: [] });
  });
});

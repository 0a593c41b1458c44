import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SupplierPartCard } from './supplier-part-card';
import { SupplierPartList } from './supplier-part-list';
import type { SupplierPart, SupplierPartsQuery } from './use-supplier-parts';

const PADS: SupplierPart = {
  partId: 'WAG-QC1414',
  partName: 'Disc Brake Pad Set - Ceramic',
  partNumber: 'QC1414',
  partCategory: 'Brakes',
  status: 'IN_STOCK',
  brand: { brandID: 'WAG', brandName: 'WAGNER', displayName: 'Wagner' },
  price: { cost: 31.5, list: 70, retail: null },
  supplier: { id: 1, name: 'NAPA Auto Parts' },
  store: { id: 7, name: 'NAPA Auto Parts - San Mateo' },
  storesAvailability: [{ specificName: 'NAPA Auto Parts - Redwood City', quantity: 3, storeId: 8 }],
  notes: [['Front axle'], ['With hardware']],
  images: [],
  taxonomy: { partTypeId: 1684 },
  priceCostWithMatrix: 63,
  isCurrent: false,
};

/** The text a screen reader or a test reads, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('SupplierPartCard', () => {
  it('shows brand, part number, store, availability and the prices, with the line price the screen gives', () => {
    const html = renderToStaticMarkup(
      <SupplierPartCard
        part={PADS}
        linePrice={{ label: 'Cost with matrix', amount: 63 }}
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('aria-label="Wagner QC1414"');
    expect(html).toContain('aria-label="Select Wagner QC1414"');
    const shown = text(html);
    for (const expected of [
      'Disc Brake Pad Set - Ceramic',
      'In stock',
      'Wagner · QC1414',
      'Store: NAPA Auto Parts - San Mateo',
      'Availability: NAPA Auto Parts - Redwood City 3',
      'Front axle With hardware',
      'Cost $31.50',
      'List $70.00',
      'Cost with matrix $63.00',
    ]) {
      expect(shown).toContain(expected);
    }
    expect(html).toMatch(/data-testid="line-price">\$63\.00</);
  });

  it('marks the part the line has now', () => {
    const card = (part: SupplierPart) =>
      text(
        renderToStaticMarkup(
          <SupplierPartCard part={part} linePrice={{ label: 'Retail', amount: 70 }} onSelect={() => {}} />,
        ),
      );
    expect(card({ ...PADS, isCurrent: true })).toContain('In stock On this line');
    expect(card(PADS)).not.toContain('On this line');
  });

  it('falls back to the brand name, and waits while another part is being selected', () => {
    const part = { ...PADS, brand: { ...PADS.brand, displayName: '' }, storesAvailability: [] };
    const html = renderToStaticMarkup(
      <SupplierPartCard
        part={part}
        linePrice={{ label: 'Retail', amount: 70 }}
        isDisabled
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('aria-label="WAGNER QC1414"');
    expect(text(html)).toContain('Retail $70.00');
    expect(text(html)).not.toContain('Availability:');
    expect(html).toMatch(/<button[^>]*disabled/);
  });
});

/** The states of a parts query the list reads; the rest of a query result does not matter here. */
type ListedQuery = {
  data?: SupplierPart[];
  isError?: boolean;
  error?: Error;
  hasKeyword?: boolean;
};
const query = (state: ListedQuery) =>
  ({
    data: undefined,
    isError: false,
    error: null,
    isFetching: false,
    hasKeyword: true,
    ...state,
  }) as unknown as SupplierPartsQuery;

const list = (parts: SupplierPartsQuery, keyword = 'brake pads', storeId: number | null = 7) =>
  text(
    renderToStaticMarkup(
      <SupplierPartList
        storeId={storeId}
        keyword={keyword}
        parts={parts}
        linePrice={(part) => ({ label: 'Retail', amount: part.price.list })}
        onSelect={() => {}}
      />,
    ),
  );

describe('SupplierPartList', () => {
  it('says what to do, what failed, or that nothing matched, in the spec’s words', () => {
    expect(list(query({ hasKeyword: false }), ' ')).toContain(
      'Type a part name to search the supplier’s parts.',
    );
    const failed = query({ isError: true, error: new Error('PartsTech: unknown VIN') });
    expect(list(failed)).toContain('PartsTech: unknown VIN');
    expect(list(query({ data: [] }))).toContain('No parts found..');
    expect(list(query({ data: [] }), 'brake pads', null).trim()).toBe('');
  });

  it('lists one card a part', () => {
    const shown = list(query({ data: [PADS, { ...PADS, partId: 'x', partNumber: 'QC2000' }] }));
    expect(shown).toContain('QC1414');
    expect(shown).toContain('QC2000');
  });
});

import { describe, expect, it } from 'vitest';
import { storeLabel } from './store-label';

describe('storeLabel', () => {
  it.each([
    { supplier: 'NAPA Auto Parts', store: 'NAPA Auto Parts - San Mateo', label: 'San Mateo' },
    { supplier: 'NAPA Auto Parts', store: 'Bayside Counter', label: 'Bayside Counter' },
    // Only a whole 'supplier - ' prefix goes: a store named like another supplier keeps its name.
    { supplier: 'NAPA', store: 'NAPA Auto Parts - Tampa', label: 'NAPA Auto Parts - Tampa' },
    { supplier: 'WORLDPAC', store: null, label: null },
    { supplier: 'WORLDPAC', store: '', label: null },
  ])('$store of $supplier reads $label', ({ supplier, store, label }) => {
    expect(storeLabel(supplier, store)).toBe(label);
  });
});

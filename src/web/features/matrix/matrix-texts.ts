import { formatMoney } from '../../../shared/format';
import type { MatrixType } from '../../../shared/schemas/matrix';

/** What each tab says; the tab names and the example sentences are the spec's and the brief's. */
export const MATRIX_TEXTS: Record<
  MatrixType,
  {
    tab: string;
    intro: string;
    empty: string;
    exampleLabel: string;
    exampleAmount: number;
    example: (amount: number, price: number) => string;
  }
> = {
  PARTS: {
    tab: 'Parts Matrix',
    intro: "A part's cost is multiplied by the multiplier of the row its cost falls in.",
    empty: 'No rows yet. Parts are charged at cost.',
    exampleLabel: 'Example part cost',
    exampleAmount: 40,
    example: (amount, price) => `A ${formatMoney(amount)} part sells for ${formatMoney(price)}`,
  },
  LABOR: {
    tab: 'Labor Matrix',
    intro: 'New labor lines take the shop rate times the multiplier of the row that holds hours × rate.',
    empty: 'No rows yet. Labor is charged at the shop rate.',
    exampleLabel: 'Example labor line amount',
    exampleAmount: 100,
    example: (amount, price) => `A ${formatMoney(amount)} labor line sells for ${formatMoney(price)}`,
  },
};

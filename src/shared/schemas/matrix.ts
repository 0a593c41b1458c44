import { z } from 'zod';
import { hasAtMostDecimals, isWholeCents } from './number';
import { shopIdSchema } from './shop';

export const MATRIX_TYPES = ['PARTS', 'LABOR'] as const;
export type MatrixType = (typeof MATRIX_TYPES)[number];

// Costs are kept as numeric(12,2) and multipliers as numeric(8,4): more decimals would be rounded away.
const money = z
  .number('Enter a number')
  .min(0, 'Must be 0 or more')
  .max(1_000_000, 'Too large')
  .refine(isWholeCents, 'Use dollars and cents (2 decimals at most)');

export const matrixRowSchema = z
  .object({
    startCost: money,
    endCost: money,
    multiplier: z
      .number('Enter a number')
      .gt(0, 'Multiplier must be greater than 0')
      .max(100, 'Multiplier is too large')
      .refine((value) => hasAtMostDecimals(value, 4), 'Multiplier must have at most 4 decimals'),
  })
  .refine((row) => row.endCost > row.startCost, {
    message: 'End cost must be greater than start cost',
    path: ['endCost'],
  });

/** Rows in order: each row starts where the previous one ends (spec 001 §5). */
export const matrixRowsSchema = z
  .array(matrixRowSchema)
  .max(50, 'At most 50 rows')
  .superRefine((rows, ctx) => {
    for (let i = 1; i < rows.length; i++) {
      if (rows[i]!.startCost !== rows[i - 1]!.endCost)
        ctx.addIssue({
          code: 'custom',
          message: "Each row's start cost must equal the previous row's end cost",
          path: [i, 'startCost'],
        });
    }
  });

export const getMatricesInput = z.object({
  shopId: shopIdSchema,
  type: z.enum(MATRIX_TYPES).default('PARTS'),
});
export const replaceMatricesInput = z.object({
  shopId: shopIdSchema,
  type: z.enum(MATRIX_TYPES),
  matrices: matrixRowsSchema,
});

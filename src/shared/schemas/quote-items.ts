import { z } from 'zod';

const id = (what: string) => z.uuid(`Invalid ${what} id`);
const hours = z
  .number('Hours must be a number')
  .min(0, 'Hours must be 0 or more')
  .max(999, 'Hours must be at most 999');
const rate = z
  .number('Rate must be a number')
  .min(0, 'Rate must be 0 or more')
  .max(10_000, 'Rate must be at most 10,000');
const quantity = z
  .number('Quantity must be a number')
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(9999, 'Quantity is too large');
const retail = z
  .number('Retail must be a number')
  .min(0, 'Retail must be 0 or more')
  .max(1_000_000, 'Retail is too large');

/** Add labor (spec §5): title and description required after trimming. */
export const laborItemFields = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description must be at most 2000 characters'),
  hours,
  rate,
});

export const addLaborItemInput = laborItemFields.extend({ quoteId: id('quote') });

/** Edit labor: title and description free; or only the suggested flag. */
export const updateLaborItemInput = z.union([
  z.object({ id: id('labor item'), isSuggested: z.boolean() }),
  z.object({
    id: id('labor item'),
    title: z.string().trim().max(200, 'Title must be at most 200 characters'),
    description: z.string().trim().max(2000, 'Description must be at most 2000 characters'),
    hours,
    rate,
  }),
]);

export const partItemFields = z.object({
  name: z.string().trim().max(200, 'Name must be at most 200 characters'),
  quantity,
  retail,
});
export const addPartItemInput = partItemFields.extend({ quoteId: id('quote') });
export const updatePartItemInput = z.union([
  z.object({ id: id('part item'), isSuggested: z.boolean() }),
  partItemFields.extend({ id: id('part item') }),
]);

export const itemIdInput = z.object({ id: z.uuid('Invalid item id') });
export const updateQuoteTitleInput = z.object({
  id: id('quote'),
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
});
export const moveRelatedLaborInput = z.object({ laborItemId: id('labor item'), quoteId: id('quote') });
export const moveRelatedPartInput = z.object({ partItemId: id('part item'), quoteId: id('quote') });
export const quoteLaborIdInput = z.object({ quoteLaborId: id('labor item') });
export const quoteIdOnlyInput = z.object({ quoteId: id('quote') });

export const jobGuidesInput = z.object({
  search: z.string().trim().max(200).default(''),
  quoteId: id('quote'),
});
export const cannedLaborInput = z.object({
  tekmotorJobSmartJobId: z.string().trim().min(1, 'Choose a guide job').max(40),
  quoteId: id('quote'),
});
export const assignGuideInput = z.object({
  quoteLaborItemId: id('labor item'),
  cannedLaborItem: z.object({ id: z.uuid('Invalid labor guide item') }).loose(),
});
export const appGuidelineInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title and description are required')
    .max(300, 'Title must be at most 300 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Title and description are required')
    .max(5000, 'Description must be at most 5000 characters'),
});

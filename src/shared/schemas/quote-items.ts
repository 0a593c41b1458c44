import { z } from 'zod';
import { hasAtMostDecimals, isWholeCents } from './number';
import { refuseControlCharacters } from './text';

const id = (what: string) => z.uuid(`Invalid ${what} id`);
const hours = z
  .number('Hours must be a number')
  .min(0, 'Hours must be 0 or more')
  .max(999, 'Hours must be at most 999')
  .refine((value) => hasAtMostDecimals(value, 2), 'Hours must have at most 2 decimals');
const rate = z
  .number('Rate must be a number')
  .min(0, 'Rate must be 0 or more')
  .max(10_000, 'Rate must be at most 10,000')
  .refine(isWholeCents, 'Rate must be in dollars and cents (2 decimals at most)');
const quantity = z
  .number('Quantity must be a number')
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(9999, 'Quantity is too large');
const retail = z
  .number('Retail must be a number')
  .min(0, 'Retail must be 0 or more')
  .max(1_000_000, 'Retail is too large')
  .refine(isWholeCents, 'Retail must be in dollars and cents (2 decimals at most)');

// A line goes to the customer's page and to the shop's system, which cannot show a nameless line
// and whose database refuses a NUL byte (a 500 instead of a message): a line's name is required
// after trimming on add and on edit, beyond spec §5's 'title and description free', and control
// characters are refused with a message.
const lineName = (label: 'Title' | 'Name') =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} must be at most 200 characters`)
    .check(refuseControlCharacters(label));
const lineDescription = z
  .string()
  .trim()
  .max(2000, 'Description must be at most 2000 characters')
  .check(refuseControlCharacters('Description', { isMultiLine: true }));

/**
 * An edit of a line's fields, or only its suggested flag. A refused edit reads as the rule it
 * broke ('Quantity must be a whole number'), not as the union's bare 'Invalid input'.
 */
function flagOrEdit<Flag extends z.ZodObject, Edit extends z.ZodObject>(flag: Flag, edit: Edit) {
  return z.union([flag, edit], {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const isFlag = typeof issue.input === 'object' && issue.input !== null && 'isSuggested' in issue.input;
      return issue.errors[isFlag ? 0 : 1]?.[0]?.message;
    },
  });
}

/** Add labor (spec §5): title and description required after trimming. */
export const laborItemFields = z.object({
  title: lineName('Title'),
  description: lineDescription.min(1, 'Description is required'),
  hours,
  rate,
});

export const addLaborItemInput = laborItemFields.extend({ quoteId: id('quote') });

/** Edit labor: the title required (see lineName), the description free; or only the suggested flag. */
export const updateLaborItemInput = flagOrEdit(
  z.object({ id: id('labor item'), isSuggested: z.boolean() }),
  z.object({
    id: id('labor item'),
    title: lineName('Title'),
    description: lineDescription,
    hours,
    rate,
  }),
);

/** Add and edit part: the name required (see lineName), quantity whole from 1, retail from 0. */
export const partItemFields = z.object({
  name: lineName('Name'),
  quantity,
  retail,
});
export const addPartItemInput = partItemFields.extend({ quoteId: id('quote') });
export const updatePartItemInput = flagOrEdit(
  z.object({ id: id('part item'), isSuggested: z.boolean() }),
  partItemFields.extend({ id: id('part item') }),
);

export const itemIdInput = z.object({ id: z.uuid('Invalid item id') });
export const updateQuoteTitleInput = z.object({
  id: id('quote'),
  title: lineName('Title'),
});
export const moveRelatedLaborInput = z.object({ laborItemId: id('labor item'), quoteId: id('quote') });
export const moveRelatedPartInput = z.object({ partItemId: id('part item'), quoteId: id('quote') });
export const quoteLaborIdInput = z.object({ quoteLaborId: id('labor item') });
export const quoteIdOnlyInput = z.object({ quoteId: id('quote') });

/**
 * quote.verifyAllLaborItemGuide: lines whose hours the advisor chose ('hours by hand') keep them
 * unless `handHours` is 'replace' (omitted: 'keep', so a hand edit is never discarded silently).
 */
export const verifyAllLaborInput = quoteIdOnlyInput.extend({
  handHours: z.enum(['keep', 'replace']).optional(),
});

export const jobGuidesInput = z.object({
  search: z.string().trim().max(200).check(refuseControlCharacters('Search')).default(''),
  quoteId: id('quote'),
});
export const cannedLaborInput = z.object({
  tekmotorJobSmartJobId: z
    .string()
    .trim()
    .min(1, 'Choose a guide job')
    .max(40)
    .check(refuseControlCharacters('Guide job')),
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
    .max(300, 'Title must be at most 300 characters')
    .check(refuseControlCharacters('Title')),
  description: z
    .string()
    .trim()
    .min(1, 'Title and description are required')
    .max(5000, 'Description must be at most 5000 characters')
    .check(refuseControlCharacters('Description', { isMultiLine: true })),
});

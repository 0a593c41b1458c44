import { z } from 'zod';
import { laborItemFields, partItemFields, updateLaborItemInput } from '../../../shared/schemas/quote-items';

// The shared item schemas, read from number inputs: the fields hold text ('165.00', so money
// shows with cents) and become numbers before the shared bounds are checked. An empty field is
// not a number (it would otherwise count as 0), and '-0' counts as 0 so nothing shows '-0'.
const typed = (schema: z.ZodNumber) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text) + 0))
    .pipe(schema);

export const hoursFieldSchema = typed(laborItemFields.shape.hours);
export const rateFieldSchema = typed(laborItemFields.shape.rate);
export const quantityFieldSchema = typed(partItemFields.shape.quantity);
export const retailFieldSchema = typed(partItemFields.shape.retail);

/** Add labor (spec §5): title and description required after trimming. */
export const addLaborFormSchema = laborItemFields.extend({ hours: hoursFieldSchema, rate: rateFieldSchema });

/** Edit labor: the title required, the description free, the same bounds on hours and rate. */
export const editLaborFormSchema = updateLaborItemInput.options[1]
  .omit({ id: true })
  .extend({ hours: hoursFieldSchema, rate: rateFieldSchema });

/** Add and edit part: name required, quantity a whole number from 1, retail from 0. */
export const partFormSchema = partItemFields.extend({
  quantity: quantityFieldSchema,
  retail: retailFieldSchema,
});

/** The number a field holds when its rule accepts it, else null: previews make up no totals. */
export function fieldNumber(schema: z.ZodType<number, string>, text: unknown): number | null {
  const parsed = schema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** Hours as the form shows them ('1.5'), money with cents ('165.00'). */
export const hoursText = (hours: number) => String(hours);
export const moneyText = (amount: number) => amount.toFixed(2);

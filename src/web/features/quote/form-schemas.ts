import { z } from 'zod';
import { laborItemFields, partItemFields, updateLaborItemInput } from '../../../shared/schemas/quote-items';

// The shared item schemas, read from number inputs: the fields hold text ('165.00', so money
// shows with cents) and become numbers before the shared bounds are checked.
const typed = (schema: z.ZodNumber) => z.coerce.number<string>().pipe(schema);

/** Add labor (spec §5): title and description required after trimming. */
export const addLaborFormSchema = laborItemFields.extend({
  hours: typed(laborItemFields.shape.hours),
  rate: typed(laborItemFields.shape.rate),
});

/** Edit labor (spec §5): title and description free, the same bounds on hours and rate. */
const editLaborFields = updateLaborItemInput.options[1].omit({ id: true });
export const editLaborFormSchema = editLaborFields.extend({
  hours: typed(editLaborFields.shape.hours),
  rate: typed(editLaborFields.shape.rate),
});

/** Add and edit part (spec §5): name free, quantity a whole number from 1, retail from 0. */
export const partFormSchema = partItemFields.extend({
  quantity: typed(partItemFields.shape.quantity),
  retail: typed(partItemFields.shape.retail),
});

/** Hours as the form shows them ('1.5'), money with cents ('165.00'). */
export const hoursText = (hours: number) => String(hours);
export const moneyText = (amount: number) => amount.toFixed(2);

import type { ShopWareRepairOrder } from '../../../src/server/integrations/shopware/types';

// What `PUT /repair_orders/{id}` takes, as published; anything else is refused so that a field
// the real API would not take (supply_fee_cents, hazmats) shows up in our tests.
const RO_UPDATE_FIELDS = [
  'number',
  'odometer',
  'technician_id',
  'advisor_id',
  'label_id',
  'detail',
  'preferred_contact_type',
  'taxable',
  'due_in_at',
  'status_id',
  'customer_source',
  'part_discount_percentage',
  'part_discount_cents',
  'labor_discount_percentage',
  'labor_discount_cents',
  'part_tax_rate',
  'labor_tax_rate',
  'sublet_tax_rate',
  'hazmat_tax_rate',
  'customer_concern',
  'vehicle_use',
] as const;
const TAX_RATE_FIELDS = ['part_tax_rate', 'labor_tax_rate', 'sublet_tax_rate', 'hazmat_tax_rate'] as const;

/** The errors of an RO update, by field, in the spec's terms; none: an empty object. */
export function roUpdateErrors(body: Record<string, unknown>, state: ShopWareRepairOrder['state']) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const field of Object.keys(body)) {
    if (!(RO_UPDATE_FIELDS as readonly string[]).includes(field)) add(field, 'is not a permitted parameter');
  }
  for (const category of ['part', 'labor'] as const) {
    const cents = body[`${category}_discount_cents`];
    const percent = body[`${category}_discount_percentage`];
    if (cents !== undefined && cents !== null && !(Number.isInteger(cents) && (cents as number) > 0))
      add(`${category}_discount_cents`, 'must be an integer greater than 0');
    if (
      percent !== undefined &&
      percent !== null &&
      !(typeof percent === 'number' && percent >= 0 && percent <= 100)
    )
      add(`${category}_discount_percentage`, 'must be a number from 0 to 100');
    if (cents !== undefined && cents !== null && percent !== undefined && percent !== null)
      add(`${category}_discount_cents`, `must be omitted when ${category}_discount_percentage is given`);
  }
  for (const field of TAX_RATE_FIELDS) {
    const rate = body[field];
    if (rate === undefined || rate === null) continue;
    if (typeof rate !== 'number' || rate < 0) add(field, 'must be a number of 0 or more');
    else if (state !== 'estimate' && state !== 'in_progress')
      add(field, "can be applied only to repair orders in 'estimate' or 'in_progress'");
  }
  return errors;
}

const COUNT = new Intl.NumberFormat('en-US');
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const MONEY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Counts with thousands separators (en-US). */
export function formatCount(value: number | null | undefined): string {
  return COUNT.format(value ?? 0);
}

/** Dates in en-US with a short month ('Nov 22, 2026'). */
export function formatDate(value: Date | string | number): string {
  return DATE.format(new Date(value));
}

/** US dollars with cents ('$1,234.50'); a missing amount shows as '$0.00'. */
export function formatMoney(value: number | null | undefined): string {
  return MONEY.format(value ?? 0);
}

/** A moment in en-US ('Nov 22, 2026, 9:41 AM'). */
export function formatDateTime(value: Date | string | number): string {
  return DATE_TIME.format(new Date(value));
}

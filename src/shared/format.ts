import { toCents } from './money';

// Each formatter is made on its first use, not when the module loads: making the five costs about
// 50 ms on a first page load (the locale data loads with the first), and a page uses some of them.
function once<Value>(make: () => Value): () => Value {
  let value: Value | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

const COUNT = once(() => new Intl.NumberFormat('en-US'));
const HOURS = once(
  () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
);
const DATE = once(
  () => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
);
const QUANTITY = once(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }));
const TIME = once(() => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }));
const DATE_TIME = once(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
const MONEY = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** Counts with thousands separators (en-US). */
export function formatCount(value: number | null | undefined): string {
  return COUNT().format(value ?? 0);
}

/** Dates in en-US with a short month ('Nov 22, 2026'). */
export function formatDate(value: Date | string | number): string {
  return DATE().format(new Date(value));
}

/**
 * US dollars with cents ('$1,234.50'); a missing amount shows as '$0.00'. Rounded to the cent the
 * way amounts are summed, and an amount that rounds to zero never shows as '-$0.00'.
 */
export function formatMoney(value: number | null | undefined): string {
  const cents = toCents(value ?? 0);
  return MONEY().format(cents === 0 ? 0 : cents / 100);
}

/** An amount in whole cents as US dollars ('$1,234.50'), as formatMoney. */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** A phone number as stored (E.164) the way people read it: '+16505550142' → '(650) 555-0142'. */
export function formatPhone(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}

/** Labor hours with one or two decimals ('1.2', '0.75'); -0 (a cleared field) shows as '0.0'. */
export function formatHours(value: number | null | undefined): string {
  const hours = value ?? 0;
  return HOURS().format(hours === 0 ? 0 : hours);
}

/** A quantity without trailing zeros ('2', '1.5'). */
export function formatQuantity(value: number | null | undefined): string {
  return QUANTITY().format(value ?? 0);
}

/** The short time of a moment ('3:07 PM'). */
export function formatTime(value: Date | string | number): string {
  return TIME().format(new Date(value));
}

/** A moment in en-US ('Nov 22, 2026, 9:41 AM'). */
export function formatDateTime(value: Date | string | number): string {
  return DATE_TIME().format(new Date(value));
}

/**
 * A one-line text cut to `max` characters with an ellipsis, at a word boundary when one is near
 * (a title reading 'instead of resur…' looks broken).
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

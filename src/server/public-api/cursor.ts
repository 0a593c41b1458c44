// The cursor of GET /quotes is opaque to clients: the last quote's created_at (as PostgreSQL
// prints it, keeping microseconds a JS Date would drop) and id, base64url-encoded. A cursor is
// checked in full before it reaches a query, so a forged one is a 400 naming it, never a
// database error.

export type Cursor = { at: string; id: string };

const TIMESTAMP_RE =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A real instant: month 13, 31 April or 25 o'clock match the pattern but are no dates. */
function isValidTimestamp(at: string): boolean {
  const match = TIMESTAMP_RE.exec(at);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as number[];
  const [offsetHours, offsetMinutes] = [Number(match[9] ?? 0), Number(match[10] ?? 0)];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor, or null when it is not one this API gave. */
export function decodeCursor(raw: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    const { at, id } = (value ?? {}) as Partial<Cursor>;
    if (typeof at === 'string' && typeof id === 'string' && isValidTimestamp(at) && UUID_RE.test(id))
      return { at, id };
  } catch {
    // Not JSON: not a cursor.
  }
  return null;
}

export const isValidCursor = (raw: string) => decodeCursor(raw) !== null;

import { formatDate, formatTime } from '../../../shared/format';

export { formatTime };

/** The full moment of a message ('Nov 22, 2026, 3:07 PM'), for its tooltip. */
export function formatDateTime(value: Date | string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** Up to two initials of a name ('Sam Advisor' → 'SA'). */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

import { describe, expect, it } from 'vitest';
import { formatDateTime, formatTime, initials } from './message-labels';

describe('message labels', () => {
  it.each([
    ['Sam Advisor', 'SA'],
    ['  maria   de la cruz ', 'MD'],
    ['Cher', 'C'],
    ['', '?'],
  ])('initials of %j are %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it('shows the short time, and the date with the time for the tooltip', () => {
    const moment = new Date(2026, 10, 22, 15, 7);
    expect(formatTime(moment)).toBe('3:07 PM');
    expect(formatDateTime(moment)).toBe('Nov 22, 2026, 3:07 PM');
  });
});

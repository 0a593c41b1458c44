import { describe, expect, it } from 'vitest';
import { hasNewerVersion, type QuoteVersion, quoteVersions } from './quote-versions';

const version = (id: string, number: number): QuoteVersion => ({
  id,
  number,
  title: 'Front Brake Pads and Rotors',
  created_at: '2026-11-27T12:00:00Z',
});
const THREE = [version('a', 1), version('b', 2), version('c', 3)];

describe('hasNewerVersion', () => {
  it.each([
    ['the first of three', THREE, 'a', true],
    ['the second of three', THREE, 'b', true],
    ['the newest', THREE, 'c', false],
    ['the only version', [version('a', 1)], 'a', false],
    ['a quote the messages do not hold yet', THREE, 'd', false],
    ['any quote of a conversation without quotes', [], 'a', false],
  ])('%s: %s', (_, versions, quoteId, expected) => {
    expect(hasNewerVersion(versions, quoteId)).toBe(expected);
  });

  it('follows the messages: a follow-up that writes a new quote supersedes the one before', () => {
    type Messages = Parameters<typeof quoteVersions>[0];
    const message = (quoteId: string | null) => ({
      created_at: '2026-11-27T12:00:00Z',
      quote: quoteId ? { id: quoteId, title: 'Brakes', shortTitle: null } : null,
    });
    const messages = [message(null), message('a'), message(null), message('b')] as unknown as Messages;
    const versions = quoteVersions(messages);
    expect(versions.map((v) => [v.id, v.number])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(hasNewerVersion(versions, 'a')).toBe(true);
    expect(hasNewerVersion(versions, 'b')).toBe(false);
  });
});

import type { RouterOutputs } from '../../lib/trpc';

type Message = RouterOutputs['message']['getMessages'][number];

export type QuoteVersion = { id: string; number: number; title: string; created_at: Date | string };

/**
 * The quotes of a conversation as versions, in the order they were made (each follow-up writes a
 * new quote): version 1 is the first. Titles repeat between versions, numbers do not.
 */
export function quoteVersions(messages: readonly Message[] | undefined): QuoteVersion[] {
  const versions: QuoteVersion[] = [];
  for (const message of messages ?? []) {
    if (!message.quote || versions.some((v) => v.id === message.quote!.id)) continue;
    versions.push({
      id: message.quote.id,
      number: versions.length + 1,
      title: message.quote.shortTitle || message.quote.title,
      created_at: message.created_at,
    });
  }
  return versions;
}

/**
 * Whether a later follow-up replaced this quote. A quote not among the versions (the messages
 * not yet holding it) has none known.
 */
export function hasNewerVersion(versions: readonly QuoteVersion[], quoteId: string): boolean {
  const index = versions.findIndex((v) => v.id === quoteId);
  return index !== -1 && index < versions.length - 1;
}

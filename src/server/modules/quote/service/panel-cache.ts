import type { ProtectedContext } from '../../../context-types';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { keepAnswer } from '../../../trpc/kept-answers';
import { type FullQuote, panelHash, panelOf, readPanelRow } from './read';

/** Quotes whose panel is kept, per database; the least recently read goes first. */
export const KEPT_PANELS = 200;

type Kept = { hash: string; quote: FullQuote };
const keptByDb = new WeakMap<Db | Tx, Map<string, Kept>>();
const making = new Map<string, Promise<Kept | null>>();

/**
 * The quote panel's answer (quote.getQuoteAi), made again only when its row changed (decision
 * 029). Each read asks PostgreSQL for the md5 of the panel's row, found through the caller's shops
 * as the row itself is: a caller who is not a member, or a deleted quote, gets 'Quote not found'
 * whatever is kept. The same hash means the same row, and the same row makes the same answer
 * (`panelOf` reads nothing else), so a kept answer is served only for the row it was made from, on
 * every instance, whoever changed the row and how. A new answer is made from its row and that
 * row's hash read in one snapshot, so it is never kept under another row's hash.
 */
export async function readQuotePanel(ctx: ProtectedContext, quoteId: string): Promise<FullQuote> {
  const params = { quoteId, userId: ctx.user.id };
  let panels = keptByDb.get(ctx.db);
  if (!panels) {
    panels = new Map();
    keptByDb.set(ctx.db, panels);
  }
  const kept = panels.get(quoteId);
  // With nothing kept there is nothing to compare: the answer is made straight away.
  let current: { hash: string } | undefined;
  if (kept) {
    [current] = await panelHash(ctx.db).execute(params);
    if (!current) throw new AppError('NOT_FOUND', 'Quote not found');
    if (kept.hash === current.hash) {
      panels.delete(quoteId);
      panels.set(quoteId, kept);
      return kept.quote;
    }
  }
  // Requests for the same row while it is being made wait for that one answer.
  const key = `${quoteId} ${current?.hash ?? ''} ${ctx.user.id}`;
  let pending = making.get(key);
  if (!pending) {
    pending = makePanel(ctx.db, params).finally(() => making.delete(key));
    making.set(key, pending);
  }
  const made = await pending;
  if (!made) throw new AppError('NOT_FOUND', 'Quote not found');
  panels.delete(quoteId);
  panels.set(quoteId, made);
  if (panels.size > KEPT_PANELS) panels.delete(panels.keys().next().value!);
  return made.quote;
}

function makePanel(db: Db | Tx, params: { quoteId: string; userId: string }): Promise<Kept | null> {
  return db.transaction(
    async (tx) => {
      const [hashed] = await panelHash(tx).execute(params);
      const row = await readPanelRow(tx, params);
      return hashed && row ? { hash: hashed.hash, quote: keepAnswer(panelOf(row)) } : null;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

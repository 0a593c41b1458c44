import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  CreateKnowledgeBaseInput,
  DeleteKnowledgeBaseInput,
  UpdateKnowledgeBaseInput,
} from '../../../shared/schemas/knowledge-base';
import type { ProtectedContext, ShopContext } from '../../context-types';
import type { Db } from '../../db/client';
import { conversations, type KNOWLEDGE_SOURCES, knowledgeBases, userShops, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isMember } from '../shop/service';

type MemberContext = Pick<ProtectedContext, 'db' | 'user'>;

/**
 * The spec's Knowledge base entry, plus where it came from: a LEARNED entry names the
 * conversation it was learned from, so people can judge it before the quote engine reuses it.
 */
export type KnowledgeBaseEntry = {
  id: string;
  title: string;
  description: string;
  shop_id: string;
  source: (typeof KNOWLEDGE_SOURCES)[number];
  created_by: { name: string } | null;
  created_at: Date;
  updated_at: Date;
  conversation: { id: string; title: string } | null;
};

const NOT_FOUND_MESSAGE = 'Knowledge base entry not found.';

/** An entry's fields, read with its author (users) and conversation joined. */
export const ENTRY_FIELDS = {
  id: knowledgeBases.id,
  title: knowledgeBases.title,
  description: knowledgeBases.description,
  shop_id: knowledgeBases.shop_id,
  source: knowledgeBases.source,
  created_by: { name: users.name },
  created_at: knowledgeBases.created_at,
  updated_at: knowledgeBases.updated_at,
  conversation: { id: conversations.id, title: conversations.title },
};

/** Newest first; a seeded batch, written at one time, by title. */
export const ENTRY_ORDER = [
  desc(knowledgeBases.created_at),
  asc(knowledgeBases.title),
  asc(knowledgeBases.id),
];

/** One query: the entries with their author and conversation. */
function selectEntries(db: Db, where: SQL | undefined): Promise<KnowledgeBaseEntry[]> {
  return db
    .select(ENTRY_FIELDS)
    .from(knowledgeBases)
    .leftJoin(users, eq(users.id, knowledgeBases.created_by))
    .leftJoin(conversations, eq(conversations.id, knowledgeBases.conversation_id))
    .where(where)
    .orderBy(...ENTRY_ORDER);
}

async function entryById(db: Db, id: string): Promise<KnowledgeBaseEntry> {
  const [entry] = await selectEntries(db, eq(knowledgeBases.id, id));
  if (!entry) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return entry;
}

/** The caller's shops as a subquery, so an id lookup is scoped in the same statement. */
function callerShopIds(ctx: MemberContext) {
  return ctx.db
    .select({ shopId: userShops.shop_id })
    .from(userShops)
    .where(eq(userShops.user_id, ctx.user.id));
}

/**
 * The entry an edit or delete may touch: one of the caller's shops, or any shop for an admin
 * (Admin Knowledge Base edits every shop's entries). Anyone else gets NOT_FOUND.
 */
function editableEntry(ctx: MemberContext, id: string): SQL | undefined {
  if (ctx.user.role === 'ADMIN') return eq(knowledgeBases.id, id);
  return and(eq(knowledgeBases.id, id), inArray(knowledgeBases.shop_id, callerShopIds(ctx)));
}

/** The knowledge base of the shop the procedure resolved (membership already checked). */
export function listKnowledgeBases(ctx: Pick<ShopContext, 'db' | 'shop'>): Promise<KnowledgeBaseEntry[]> {
  return selectEntries(ctx.db, eq(knowledgeBases.shop_id, ctx.shop.id));
}

/** A MANUAL entry written by the caller into one of their shops. */
export async function createKnowledgeBase(
  ctx: MemberContext,
  input: CreateKnowledgeBaseInput,
): Promise<KnowledgeBaseEntry> {
  if (!(await isMember(ctx, ctx.user.id, input.shop_id))) {
    throw new AppError('FORBIDDEN', "Shop not found or you don't have access to this shop.");
  }
  const [row] = await ctx.db
    .insert(knowledgeBases)
    .values({
      shop_id: input.shop_id,
      title: input.title,
      description: input.description,
      source: 'MANUAL',
      created_by: ctx.user.id,
    })
    .returning({ id: knowledgeBases.id });
  return entryById(ctx.db, row!.id);
}

/**
 * Edits an entry of one of the caller's shops (any shop for an admin), learned ones included (the
 * source stays, so the link to the conversation it came from stays too). Another shop's id
 * answers NOT_FOUND.
 */
export async function updateKnowledgeBase(
  ctx: MemberContext,
  input: UpdateKnowledgeBaseInput,
): Promise<KnowledgeBaseEntry> {
  const [row] = await ctx.db
    .update(knowledgeBases)
    // The database's clock, like created_at's default, so 'Updated on' compares like with like.
    .set({ title: input.title, description: input.description, updated_at: sql`now()` })
    .where(editableEntry(ctx, input.id))
    .returning({ id: knowledgeBases.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return entryById(ctx.db, row.id);
}

/** Removes an entry of one of the caller's shops (any for an admin); later quotes no longer retrieve it. */
export async function deleteKnowledgeBase(
  ctx: MemberContext,
  input: DeleteKnowledgeBaseInput,
): Promise<{ id: string }> {
  const [row] = await ctx.db
    .delete(knowledgeBases)
    .where(editableEntry(ctx, input.id))
    .returning({ id: knowledgeBases.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  return { id: row.id };
}

import { count, eq } from 'drizzle-orm';
import { type AdminListInput, pageOffset } from '../../../shared/schemas/admin';
import type { ProtectedContext } from '../../context-types';
import { conversations, knowledgeBases, shops, users } from '../../db/schema';
import { containsSearch } from '../../lib/sql-like';
import { ENTRY_FIELDS, ENTRY_ORDER, type KnowledgeBaseEntry } from './service';

export type AdminKnowledgeBaseEntry = KnowledgeBaseEntry & { shop: { id: string; name: string } };

/**
 * Admin Knowledge Base: a page of the entries of every shop, newest first, each with its shop;
 * the search matches title, description or shop name.
 */
export async function listAdminKnowledgeBases(
  ctx: Pick<ProtectedContext, 'db'>,
  input: AdminListInput,
): Promise<{ knowledgeBases: AdminKnowledgeBaseEntry[]; total: number }> {
  const where = containsSearch(input.search, [knowledgeBases.title, knowledgeBases.description, shops.name]);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ ...ENTRY_FIELDS, shop: { id: shops.id, name: shops.name } })
      .from(knowledgeBases)
      .innerJoin(shops, eq(shops.id, knowledgeBases.shop_id))
      .leftJoin(users, eq(users.id, knowledgeBases.created_by))
      .leftJoin(conversations, eq(conversations.id, knowledgeBases.conversation_id))
      .where(where)
      .orderBy(...ENTRY_ORDER)
      .limit(input.pageSize)
      .offset(pageOffset(input)),
    ctx.db
      .select({ total: count() })
      .from(knowledgeBases)
      .innerJoin(shops, eq(shops.id, knowledgeBases.shop_id))
      .where(where),
  ]);
  return { knowledgeBases: rows, total: counted?.total ?? 0 };
}

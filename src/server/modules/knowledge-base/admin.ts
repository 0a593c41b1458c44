import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type AdminListInput, pageOffset } from '../../../shared/schemas/admin';
import type { ProtectedContext } from '../../context-types';
import { conversations, knowledgeBases, shops, users } from '../../db/schema';
import { escapeLike } from '../../lib/sql-like';
import type { KnowledgeBaseEntry } from './service';

export type AdminKnowledgeBaseEntry = KnowledgeBaseEntry & { shop: { id: string; name: string } };

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(knowledgeBases.title, pattern),
    ilike(knowledgeBases.description, pattern),
    ilike(shops.name, pattern),
  );
}

/**
 * Admin Knowledge Base: a page of the entries of every shop, newest first, each with its shop;
 * the search matches title, description or shop name.
 */
export async function listAdminKnowledgeBases(
  ctx: Pick<ProtectedContext, 'db'>,
  input: AdminListInput,
): Promise<{ knowledgeBases: AdminKnowledgeBaseEntry[]; total: number }> {
  const where = searchCondition(input.search);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: knowledgeBases.id,
        title: knowledgeBases.title,
        description: knowledgeBases.description,
        shop_id: knowledgeBases.shop_id,
        source: knowledgeBases.source,
        created_by: { name: users.name },
        created_at: knowledgeBases.created_at,
        updated_at: knowledgeBases.updated_at,
        conversation: { id: conversations.id, title: conversations.title },
        shop: { id: shops.id, name: shops.name },
      })
      .from(knowledgeBases)
      .innerJoin(shops, eq(shops.id, knowledgeBases.shop_id))
      .leftJoin(users, eq(users.id, knowledgeBases.created_by))
      .leftJoin(conversations, eq(conversations.id, knowledgeBases.conversation_id))
      .where(where)
      .orderBy(desc(knowledgeBases.created_at), asc(knowledgeBases.title), asc(knowledgeBases.id))
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

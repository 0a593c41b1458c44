import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeBases } from '../../db/schema';
import { setUpTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const FORBIDDEN = { code: 'FORBIDDEN', message: 'Administrator access is required.' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'Knowledge base entry not found.' };

/** `n` entries of a shop whose titles start with `prefix`, a minute apart (the first oldest). */
async function entriesOf(
  shop: { id: string },
  prefix: string,
  n: number,
  author: { id: string } | null = null,
) {
  const start = Date.UTC(2026, 4, 1);
  return t.db
    .insert(knowledgeBases)
    .values(
      Array.from({ length: n }, (_, i) => ({
        shop_id: shop.id,
        title: `${prefix} ${String(i + 1).padStart(2, '0')}`,
        description: `Note ${i + 1} of ${prefix}.`,
        created_by: author?.id ?? null,
        created_at: new Date(start + i * 60_000),
        updated_at: new Date(start + i * 60_000),
      })),
    )
    .returning();
}

describe('knowledgeBase.getAdminKnowledgeBases', () => {
  it('lists the entries of every shop newest first with the shop, 20 a page', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const author = await t.createUser({ name: 'Mia Member' });
    const harbor = await t.createShop({ name: 'Harbor Auto' });
    const faraway = await t.createShop({ name: 'Faraway Garage' });
    const rows = await entriesOf(harbor, 'Paged note', 20, author);
    const [last] = await t.db
      .insert(knowledgeBases)
      .values({
        shop_id: faraway.id,
        title: 'Paged note 21',
        description: 'From another shop.',
        created_at: new Date(Date.UTC(2026, 4, 2)),
      })
      .returning();
    const call = t.caller(admin);

    const first = await call.knowledgeBase.getAdminKnowledgeBases({ search: 'paged note' });
    expect(first.total).toBe(21);
    expect(first.knowledgeBases).toHaveLength(20);
    expect(first.knowledgeBases[0]).toEqual({
      id: last!.id,
      title: 'Paged note 21',
      description: 'From another shop.',
      shop_id: faraway.id,
      source: 'MANUAL',
      created_by: null,
      created_at: last!.created_at,
      updated_at: last!.updated_at,
      conversation: null,
      shop: { id: faraway.id, name: 'Faraway Garage' },
    });
    expect(first.knowledgeBases[1]).toMatchObject({
      title: 'Paged note 20',
      created_by: { name: 'Mia Member' },
      shop: { name: 'Harbor Auto' },
    });
    const second = await call.knowledgeBase.getAdminKnowledgeBases({ page: 2, search: 'paged note' });
    expect(second.knowledgeBases.map((k) => k.id)).toEqual([rows[0]!.id]);
  });

  it('searches title, description and shop name with % and _ taken literally', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const shop = await t.createShop({ name: 'Snake_Case Motors' });
    const decoy = await t.createShop({ name: 'SnakeXCase Motors' });
    await entriesOf(shop, 'Underscore shop note', 1);
    await entriesOf(decoy, 'Decoy shop note', 1);
    await t.db.insert(knowledgeBases).values({
      shop_id: decoy.id,
      title: 'Discounts',
      description: 'Never more than 15% off labor.',
    });
    const titles = async (search: string) =>
      (await t.caller(admin).knowledgeBase.getAdminKnowledgeBases({ search })).knowledgeBases.map(
        (k) => k.title,
      );
    expect(await titles('snake_case')).toEqual(['Underscore shop note 01']);
    expect(await titles('15% off')).toEqual(['Discounts']);
    expect(await titles('no such note anywhere')).toEqual([]);
  });

  it('refuses non-admins, anonymous callers and bad input', async () => {
    const advisor = await t.createUser();
    const admin = await t.createUser({ role: 'ADMIN' });
    await expect(t.caller(advisor).knowledgeBase.getAdminKnowledgeBases({})).rejects.toMatchObject(FORBIDDEN);
    await expect(t.caller(null).knowledgeBase.getAdminKnowledgeBases({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(
      t.caller(admin).knowledgeBase.getAdminKnowledgeBases({ page: 'two' as unknown as number }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Page must be a number' });
  });
});

describe("an admin edits and deletes any shop's entry", () => {
  it('updates and deletes an entry of a shop the admin is not a member of', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const shop = await t.createShop({ name: 'Not My Shop' });
    const [entry, other] = await entriesOf(shop, 'Admin edit', 2);
    const call = t.caller(admin);
    const updated = await call.knowledgeBase.updateKnowledgeBase({
      id: entry!.id,
      title: ' Edited by admin ',
      description: 'Fixed wording.',
    });
    expect(updated).toMatchObject({ id: entry!.id, title: 'Edited by admin', shop_id: shop.id });
    expect(await call.knowledgeBase.deleteKnowledgeBase({ id: other!.id })).toEqual({ id: other!.id });
    expect(await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.shop_id, shop.id))).toEqual([
      expect.objectContaining({ id: entry!.id, title: 'Edited by admin' }),
    ]);
    await expect(call.knowledgeBase.deleteKnowledgeBase({ id: other!.id })).rejects.toMatchObject(NOT_FOUND);
    await expect(
      call.knowledgeBase.updateKnowledgeBase({ id: entry!.id, title: ' ', description: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Title is required' });
  });

  it('still answers NOT_FOUND to a non-admin who is not a member, and keeps the entry', async () => {
    const outsider = await t.createUser();
    const shop = await t.createShop();
    const [entry] = await entriesOf(shop, 'Guarded', 1);
    const call = t.caller(outsider);
    await expect(
      call.knowledgeBase.updateKnowledgeBase({ id: entry!.id, title: 'Hijacked', description: 'x' }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(call.knowledgeBase.deleteKnowledgeBase({ id: entry!.id })).rejects.toMatchObject(NOT_FOUND);
    const [stored] = await t.db.select().from(knowledgeBases).where(eq(knowledgeBases.id, entry!.id));
    expect(stored).toMatchObject({ title: 'Guarded 01' });
  });
});

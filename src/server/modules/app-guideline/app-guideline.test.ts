import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appGuidelines, quoteAppGuidelines } from '../../db/schema';
import { GUIDELINES } from '../../seed/demo-knowledge';
import { setUpTestApp, type TestApp } from '../../test/harness';
import { createAndReadQuote, seedQuoting } from '../../test/quote-fixture';

let t: TestApp;
setUpTestApp({}, (app) => {
  t = app;
});

const FORBIDDEN = { code: 'FORBIDDEN', message: 'Administrator access is required.' };
const UNAUTHORIZED = { code: 'UNAUTHORIZED' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'App guideline not found.' };

async function people() {
  const admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
  const advisor = await t.createUser({ name: 'Sam Advisor' });
  return { admin, advisor };
}

/** `n` guidelines whose titles start with a run-unique word, created a minute apart (oldest first). */
async function guidelines(prefix: string, n: number, createdBy: string | null = null) {
  const start = Date.UTC(2026, 0, 1);
  return t.db
    .insert(appGuidelines)
    .values(
      Array.from({ length: n }, (_, i) => ({
        title: `${prefix} rule ${String(i + 1).padStart(2, '0')}`,
        description: `Rule number ${i + 1}.`,
        created_by: createdBy,
        created_at: new Date(start + i * 60_000),
      })),
    )
    .returning();
}

describe('appGuideline.getAppGuidelines', () => {
  it('pages 20 at a time newest first, with author and the number of quotes that used each', async () => {
    const { admin } = await people();
    const rows = await guidelines('Paging', 25, admin.id);
    const call = t.caller(admin);

    const first = await call.appGuideline.getAppGuidelines({ search: 'Paging rule' });
    expect(first.total).toBe(25);
    expect(first.appGuidelines).toHaveLength(20);
    expect(first.appGuidelines[0]).toMatchObject({
      title: 'Paging rule 25',
      description: 'Rule number 25.',
      created_by: { name: 'Ada Admin' },
      quotes: 0,
    });
    const second = await call.appGuideline.getAppGuidelines({ page: 2, search: 'Paging rule' });
    expect(second.appGuidelines.map((g) => g.title)).toEqual([
      'Paging rule 05',
      'Paging rule 04',
      'Paging rule 03',
      'Paging rule 02',
      'Paging rule 01',
    ]);
    expect(second.total).toBe(25);
    expect(rows).toHaveLength(25);
  });

  it('searches title and description, with % and _ taken literally', async () => {
    const { admin } = await people();
    await t.db.insert(appGuidelines).values([
      { title: 'Tires 100% checked', description: 'Every tire gets a tread depth reading.' },
      { title: 'Tires 100 checked', description: 'Decoy without a percent sign.' },
      { title: 'Wipers', description: 'Offer snake_case wipers in winter.' },
      { title: 'Wipers too', description: 'Offer snakeXcase wipers in winter.' },
    ]);
    const call = t.caller(admin);
    const titles = async (search: string) =>
      (await call.appGuideline.getAppGuidelines({ search })).appGuidelines.map((g) => g.title);
    expect(await titles('100%')).toEqual(['Tires 100% checked']);
    expect(await titles('snake_case')).toEqual(['Wipers']);
    expect(await titles('TREAD DEPTH')).toEqual(['Tires 100% checked']);
    expect(await titles('no such guideline anywhere')).toEqual([]);
  });

  it('refuses non-admins, anonymous callers and a bad page', async () => {
    const { admin, advisor } = await people();
    await expect(t.caller(advisor).appGuideline.getAppGuidelines({})).rejects.toMatchObject(FORBIDDEN);
    await expect(t.caller(null).appGuideline.getAppGuidelines({})).rejects.toMatchObject(UNAUTHORIZED);
    await expect(t.caller(admin).appGuideline.getAppGuidelines({ page: 0 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Page must be 1 or more',
    });
    await expect(
      t.caller(admin).appGuideline.getAppGuidelines({ search: 'bell\u0007' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Search must not contain control characters' });
  });
});

describe('appGuideline.updateAppGuideline', () => {
  it('saves trimmed values, moves updated_at and keeps created_at', async () => {
    const { admin } = await people();
    const [row] = await guidelines('Update', 1);
    const updated = await t.caller(admin).appGuideline.updateAppGuideline({
      id: row!.id,
      title: '  Updated title  ',
      description: ' Line one.\n  Line two. ',
    });
    expect(updated).toMatchObject({
      id: row!.id,
      title: 'Updated title',
      description: 'Line one.\n  Line two.',
      created_at: row!.created_at,
      quotes: 0,
    });
    expect(updated.updated_at.getTime()).toBeGreaterThan(row!.updated_at.getTime());
  });

  it("answers bad input with each field's message and leaves the row as it was", async () => {
    const { admin } = await people();
    const [row] = await guidelines('Invalid', 1);
    const update = (title: string, description: string) =>
      t.caller(admin).appGuideline.updateAppGuideline({ id: row!.id, title, description });
    await expect(update('   ', 'Fine.')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Title is required',
    });
    await expect(update('Fine', ' \n ')).rejects.toMatchObject({ message: 'Description is required' });
    await expect(update('Null\u0000byte', 'Fine.')).rejects.toMatchObject({
      message: 'Title must not contain control characters',
    });
    await expect(update('Fine', 'Bell\u0007')).rejects.toMatchObject({
      message: 'Description must not contain control characters',
    });
    await expect(update('x'.repeat(301), 'Fine.')).rejects.toMatchObject({
      message: 'Title must be at most 300 characters',
    });
    await expect(
      t.caller(admin).appGuideline.updateAppGuideline({ id: 'nope', title: 'a', description: 'b' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Invalid app guideline id' });
    const [stored] = await t.db.select().from(appGuidelines).where(eq(appGuidelines.id, row!.id));
    expect(stored).toMatchObject({ title: 'Invalid rule 01', updated_at: row!.updated_at });
  });

  it('answers NOT_FOUND for an unknown id and refuses non-admins and anonymous callers', async () => {
    const { admin, advisor } = await people();
    const [row] = await guidelines('Guarded', 1);
    const input = { id: row!.id, title: 'Hijacked', description: 'By an advisor.' };
    await expect(
      t.caller(admin).appGuideline.updateAppGuideline({ ...input, id: crypto.randomUUID() }),
    ).rejects.toMatchObject(NOT_FOUND);
    await expect(t.caller(advisor).appGuideline.updateAppGuideline(input)).rejects.toMatchObject(FORBIDDEN);
    await expect(t.caller(null).appGuideline.updateAppGuideline(input)).rejects.toMatchObject(UNAUTHORIZED);
    const [stored] = await t.db.select().from(appGuidelines).where(eq(appGuidelines.id, row!.id));
    expect(stored!.title).toBe('Guarded rule 01');
  });
});

describe('appGuideline.createAppGuideline', () => {
  it('refuses control characters with a message instead of failing in the database', async () => {
    const { admin } = await people();
    await expect(
      t.caller(admin).appGuideline.createAppGuideline({ title: 'Null\u0000byte', description: 'x' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Title must not contain control characters' });
    await expect(
      t.caller(admin).appGuideline.createAppGuideline({ title: ' ', description: 'x' }),
    ).rejects.toMatchObject({ message: 'Title and description are required' });
  });
});

describe('appGuideline.deleteAppGuideline', () => {
  it('deletes a guideline, and an unknown or deleted id answers NOT_FOUND', async () => {
    const { admin } = await people();
    const [row] = await guidelines('Delete', 1);
    const call = t.caller(admin);
    expect(await call.appGuideline.deleteAppGuideline({ id: row!.id })).toEqual({ id: row!.id });
    expect((await call.appGuideline.getAppGuidelines({ search: 'Delete rule' })).total).toBe(0);
    await expect(call.appGuideline.deleteAppGuideline({ id: row!.id })).rejects.toMatchObject(NOT_FOUND);
    await expect(call.appGuideline.deleteAppGuideline({ id: 'nope' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Invalid app guideline id',
    });
  });

  it('refuses non-admins and anonymous callers and keeps the guideline', async () => {
    const { advisor } = await people();
    const [row] = await guidelines('Kept', 1);
    await expect(t.caller(advisor).appGuideline.deleteAppGuideline({ id: row!.id })).rejects.toMatchObject(
      FORBIDDEN,
    );
    await expect(t.caller(null).appGuideline.deleteAppGuideline({ id: row!.id })).rejects.toMatchObject(
      UNAUTHORIZED,
    );
    expect(await t.db.select().from(appGuidelines).where(eq(appGuidelines.id, row!.id))).toHaveLength(1);
  });
});

describe('guidelines the quote engine uses', () => {
  it('counts the quotes a guideline changed, and a deleted one no longer applies to the next quote', async () => {
    const s = await seedQuoting(t);
    const admin = await t.createUser({ name: 'Ada Admin', role: 'ADMIN' });
    const diagnosis = GUIDELINES.find((g) => g.title === 'Diagnosis before parts')!;
    const created = await t.caller(admin).appGuideline.createAppGuideline(diagnosis);
    const quoteGuidelines = async () => {
      const quote = await createAndReadQuote(t, s);
      return { quote, titles: quote.app_guidelines.map((g) => g.title) };
    };

    const before = await quoteGuidelines();
    expect(before.titles).toEqual(['Diagnosis before parts']);
    const listed = await t.caller(admin).appGuideline.getAppGuidelines({ search: 'Diagnosis before parts' });
    expect(listed.appGuidelines).toEqual([expect.objectContaining({ id: created.id, quotes: 1 })]);

    await t.caller(admin).appGuideline.deleteAppGuideline({ id: created.id });
    const after = await quoteGuidelines();
    expect(after.titles).toEqual([]);
    expect(after.quote.quote_labor_items[0]!.title).not.toBe('Brake System - Inspect');
    // The link table cascades: the earlier quote no longer lists the deleted guideline.
    const links = await t.db
      .select()
      .from(quoteAppGuidelines)
      .where(eq(quoteAppGuidelines.quote_id, before.quote.id));
    expect(links).toEqual([]);
  }, 60_000);
});

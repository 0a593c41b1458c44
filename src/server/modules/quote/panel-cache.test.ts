import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  conversations,
  guideLaborItems,
  jobLaborItems,
  quoteLaborItems,
  quotes,
  shops,
  vehicles,
} from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createQuote, type QuotingSeed, setUpQuotingApp } from '../../test/quote-fixture';
import { isKeptAnswer } from '../../trpc/kept-answers';
import { getFullQuote } from './service/read';

// quote.getQuoteAi answers from memory while the panel's row is unchanged (decision 029): every
// change to anything the panel shows, made any way (here straight in the database, as another
// instance or a script would), gives a new answer equal to a fresh read; access is checked on
// every read.

let t: TestApp;
let s: QuotingSeed;
let quoteId: string;
setUpQuotingApp({ knowledgeJobs: 200, timeout: 90_000 }, async (app) => {
  ({ t, s } = app);
  quoteId = await createQuote(t, s);
});

const read = () => t.caller(s.user).quote.getQuoteAi({ id: quoteId });
const fresh = () => getFullQuote({ deps: t.deps, db: t.db, user: s.user } as never, quoteId);

describe('the quote panel kept between reads', () => {
  it('is the same answer while nothing changed, and equal to a fresh read', async () => {
    const first = await read();
    const second = await read();
    expect(second).toBe(first);
    expect(isKeptAnswer(first)).toBe(true);
    expect(Object.isFrozen(first.quote_labor_items)).toBe(true);
    expect(second).toStrictEqual(await fresh());
  });

  it('is made again after any change to what it shows, whoever made it', async () => {
    const panel = await read();
    const labor = panel.quote_labor_items[0]!;
    const guideJob = panel.quote_to_guide_jobs[0]!.guide_job;
    const related = panel.related_jobs[0]!.job;
    const changes: Array<[string, () => Promise<unknown>, (p: typeof panel) => unknown]> = [
      [
        'a labor line (an edit through the app)',
        () =>
          t.caller(s.user).quote.updateQuoteLaborItem({
            id: labor.id,
            title: 'Resurface rotors',
            description: labor.description,
            hours: 1.3,
            rate: labor.rate,
          }),
        (p) => p.quote_labor_items.find((l) => l.id === labor.id)?.title,
      ],
      [
        'the quote itself',
        () => t.db.update(quotes).set({ shortTitle: 'Brakes, front' }).where(eq(quotes.id, quoteId)),
        (p) => p.shortTitle,
      ],
      [
        'a labor line in the database',
        () =>
          t.db
            .update(quoteLaborItems)
            .set({ description: 'Checked' })
            .where(eq(quoteLaborItems.id, labor.id)),
        (p) => p.quote_labor_items.find((l) => l.id === labor.id)?.description,
      ],
      [
        'the shop',
        () => t.db.update(shops).set({ name: 'Bayside Brakes' }).where(eq(shops.id, s.shop.id)),
        (p) => p.shop.name,
      ],
      [
        'the vehicle',
        () => t.db.update(vehicles).set({ trim: 'Lariat' }).where(eq(vehicles.id, s.vehicle.id)),
        (p) => p.vehicle.trim,
      ],
      [
        'the conversation',
        () =>
          t.db
            .update(conversations)
            .set({ title: 'Front brakes' })
            .where(eq(conversations.id, panel.conversation.id)),
        (p) => p.conversation.title,
      ],
      [
        'the labor guide',
        () =>
          t.db
            .update(guideLaborItems)
            .set({ name: 'Brake pads, front – renamed' })
            .where(eq(guideLaborItems.id, guideJob.guide_labor_items[0]!.id)),
        (p) => p.quote_to_guide_jobs[0]!.guide_job.guide_labor_items[0]!.name,
      ],
      [
        'a related job of the network',
        () =>
          t.db
            .update(jobLaborItems)
            .set({ description: 'Rotor resurfacing – renamed' })
            .where(eq(jobLaborItems.id, related.labor_items[0]!.id)),
        (p) => p.related_jobs[0]!.job.labor_items[0]!.description,
      ],
    ];
    let before = panel;
    for (const [what, change, shown] of changes) {
      await change();
      const after = await read();
      expect(after, what).not.toBe(before);
      expect(shown(after), what).not.toEqual(shown(before));
      expect(after, what).toStrictEqual(await fresh());
      expect(await read(), `${what}: kept again`).toBe(after);
      before = after;
    }
  });

  it('is refused to a user of another shop, and after the quote is deleted, though it is kept', async () => {
    await read();
    const stranger = await t.createUser({ name: 'Other Shop Advisor' });
    await t.addMember(stranger, await t.createShop({ name: 'Elsewhere Auto' }));
    const refused = { code: 'NOT_FOUND', message: 'Quote not found' };
    await expect(t.caller(stranger).quote.getQuoteAi({ id: quoteId })).rejects.toMatchObject(refused);
    // A quote nobody has read yet: the stranger's read comes first, then a member's, then again.
    const otherId = await createQuote(t, s, 'check engine light on');
    await expect(t.caller(stranger).quote.getQuoteAi({ id: otherId })).rejects.toMatchObject(refused);
    expect((await t.caller(s.user).quote.getQuoteAi({ id: otherId })).id).toBe(otherId);
    await expect(t.caller(stranger).quote.getQuoteAi({ id: otherId })).rejects.toMatchObject(refused);
    await t.db.delete(quotes).where(eq(quotes.id, quoteId));
    await expect(read()).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Quote not found' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { createTestApp, type TestApp } from '../test/harness';
import { createCallerFactory, router } from './init';
import { adminProcedure, protectedProcedure, publicProcedure, shopProcedure } from './procedures';

// A router over each procedure level, so the levels are proven before any feature relies on them.
const levels = router({
  open: publicProcedure.query(({ ctx }) => ctx.user?.id ?? null),
  mine: protectedProcedure.query(({ ctx }) => ctx.user.id),
  shopName: shopProcedure.input(z.object({ note: z.string().optional() })).query(({ ctx, input }) => ({
    name: ctx.shop.name,
    note: input.note ?? null,
  })),
  adminOnly: adminProcedure.query(() => 'secret'),
  failing: publicProcedure.query(() => {
    throw new AppError('CONFLICT', 'Sourcing parts in progress. Please wait for it to finish.');
  }),
});
const createCaller = createCallerFactory(levels);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (user: Awaited<ReturnType<TestApp['createUser']>> | null) =>
  createCaller({ deps: t.deps, db: t.db, user });

describe('procedure levels', () => {
  it('public: answers with or without a session', async () => {
    const user = await t.createUser();
    expect(await as(null).open()).toBeNull();
    expect(await as(user).open()).toBe(user.id);
  });

  it('protected: UNAUTHORIZED without a session', async () => {
    const user = await t.createUser();
    await expect(as(null).mine()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await as(user).mine()).toBe(user.id);
  });

  it('shop: members only, with the shop in the context and the inputs merged', async () => {
    const member = await t.createUser();
    const outsider = await t.createUser({ role: 'ADMIN' });
    const shop = await t.createShop({ name: 'Level Motors' });
    await t.addMember(member, shop);
    expect(await as(member).shopName({ shopId: shop.id, note: 'hi' })).toEqual({
      name: 'Level Motors',
      note: 'hi',
    });
    // Being an admin does not open another shop's data.
    await expect(as(outsider).shopName({ shopId: shop.id })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(null).shopName({ shopId: shop.id })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(as(member).shopName({ shopId: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('admin: role ADMIN only', async () => {
    const admin = await t.createUser({ role: 'ADMIN' });
    const user = await t.createUser();
    expect(await as(admin).adminOnly()).toBe('secret');
    await expect(as(user).adminOnly()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as(null).adminOnly()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('maps a service AppError to its tRPC code with the message', async () => {
    await expect(as(null).failing()).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Sourcing parts in progress. Please wait for it to finish.',
    });
  });
});

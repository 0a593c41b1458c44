import type {
  BetterAuthOptions,
  BetterAuthPlugin,
  DBAdapter,
  DBTransactionAdapter,
  Where,
} from 'better-auth';
import { createAuthEndpoint, sensitiveSessionMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { hashToken } from './lib/token-hash';

// Session tokens are stored as their sha256 (lib/token-hash.ts), like every other token of the
// app: a copy of the sessions table signs no one in (decision 037). better-auth has no option for
// it, so its database adapter is wrapped: a token better-auth writes or looks up is hashed on the
// way in, and a row found by its token comes back with the token better-auth asked for, which it
// signs into the cookie. A row found otherwise (a user's list of sessions) carries the stored
// form, the hash, which finds nothing when given back as a token (or the hash would be a
// credential again): the two endpoints that revoke by a listed token are replaced to match.

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

type Row = Record<string, unknown>;
type Adapter = DBAdapter | DBTransactionAdapter;

/** The where clauses with their tokens as stored, and the tokens asked for by their stored form. */
function hashWhere(where: Where[] | undefined) {
  const asked = new Map<string, string>();
  const store = (token: string) => {
    const stored = hashToken(token);
    asked.set(stored, token);
    return stored;
  };
  const hashed = where?.map((clause): Where => {
    if (clause.field !== TOKEN_FIELD) return clause;
    if (typeof clause.value === 'string') return { ...clause, value: store(clause.value) };
    if (Array.isArray(clause.value) && clause.value.every((v) => typeof v === 'string'))
      return { ...clause, value: (clause.value as string[]).map(store) };
    return clause;
  });
  return { where: hashed, asked };
}

/** A row found by its token, with the token better-auth asked for (the one in the cookie). */
function withAskedToken<T>(row: T, asked: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const token = (row as Row)[TOKEN_FIELD];
  if (typeof token !== 'string' || !asked.has(token)) return row;
  return { ...(row as Row), [TOKEN_FIELD]: asked.get(token) } as T;
}

function hashTokenField<T extends Row | undefined>(values: T): T {
  if (!values || typeof values[TOKEN_FIELD] !== 'string') return values;
  return { ...values, [TOKEN_FIELD]: hashToken(values[TOKEN_FIELD] as string) };
}

function wrapAdapter<A extends Adapter>(adapter: A): A {
  const isSession = (data: { model: string }) => data.model === SESSION_MODEL;
  const wrapped: Adapter = {
    ...adapter,
    create: async <T extends Row, R = T>(data: { model: string; data: Omit<T, 'id'> }): Promise<R> => {
      const token = (data.data as Row)[TOKEN_FIELD];
      if (!isSession(data) || typeof token !== 'string') return adapter.create<T, R>(data);
      const hashed = hashTokenField(data.data as Row) as Omit<T, 'id'>;
      const row = await adapter.create<T, R>({ ...data, data: hashed });
      return withAskedToken(row, new Map([[hashToken(token), token]]));
    },
    findOne: async <T>(data: Parameters<Adapter['findOne']>[0]) => {
      if (!isSession(data)) return adapter.findOne<T>(data);
      const { where, asked } = hashWhere(data.where);
      return withAskedToken(await adapter.findOne<T>({ ...data, where: where! }), asked);
    },
    findMany: async <T>(data: Parameters<Adapter['findMany']>[0]) => {
      if (!isSession(data)) return adapter.findMany<T>(data);
      const { where, asked } = hashWhere(data.where);
      const rows = await adapter.findMany<T>({ ...data, where });
      return rows.map((row) => withAskedToken(row, asked));
    },
    count: (data) =>
      isSession(data) ? adapter.count({ ...data, where: hashWhere(data.where).where }) : adapter.count(data),
    update: async <T>(data: Parameters<Adapter['update']>[0]) => {
      if (!isSession(data)) return adapter.update<T>(data);
      const { where, asked } = hashWhere(data.where);
      const row = await adapter.update<T>({ ...data, where: where!, update: hashTokenField(data.update) });
      return withAskedToken(row, asked);
    },
    updateMany: (data) =>
      isSession(data)
        ? adapter.updateMany({
            ...data,
            where: hashWhere(data.where).where!,
            update: hashTokenField(data.update),
          })
        : adapter.updateMany(data),
    delete: (data) =>
      isSession(data)
        ? adapter.delete({ ...data, where: hashWhere(data.where).where! })
        : adapter.delete(data),
    deleteMany: (data) =>
      isSession(data)
        ? adapter.deleteMany({ ...data, where: hashWhere(data.where).where! })
        : adapter.deleteMany(data),
    consumeOne: async <T>(data: Parameters<Adapter['consumeOne']>[0]) => {
      if (!isSession(data)) return adapter.consumeOne<T>(data);
      const { where, asked } = hashWhere(data.where);
      return withAskedToken(await adapter.consumeOne<T>({ ...data, where: where! }), asked);
    },
    incrementOne: async <T>(data: Parameters<Adapter['incrementOne']>[0]) => {
      if (!isSession(data)) return adapter.incrementOne<T>(data);
      const { where, asked } = hashWhere(data.where);
      const set = hashTokenField(data.set as Row | undefined);
      return withAskedToken(await adapter.incrementOne<T>({ ...data, where: where!, set }), asked);
    },
  };
  if ('transaction' in adapter) {
    const transaction = adapter.transaction.bind(adapter);
    (wrapped as DBAdapter).transaction = (callback) => transaction((trx) => callback(wrapAdapter(trx)));
  }
  return wrapped as A;
}

/** better-auth's database adapter, storing session tokens hashed. */
export function withHashedSessionTokens(
  createAdapter: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
) {
  return (options: BetterAuthOptions) => wrapAdapter(createAdapter(options));
}

/**
 * better-auth's /revoke-session and /revoke-other-sessions find a session by a listed token and
 * compare listed tokens with the cookie's: listed tokens are the stored forms now, so these two
 * compare stored forms and delete by id. The rest is theirs: a signed-in, fresh session
 * (sensitiveSessionMiddleware), only the caller's own sessions, the cookie cleared when the
 * current one goes.
 */
export function hashedSessionTokens() {
  return {
    id: 'hashed-session-tokens',
    endpoints: {
      revokeSession: createAuthEndpoint(
        '/revoke-session',
        {
          method: 'POST',
          body: z.object({ token: z.string() }),
          use: [sensitiveSessionMiddleware],
          requireHeaders: true,
        },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          // A token from /list-sessions (stored), or a session's own token (the cookie's).
          const asked = new Set([ctx.body.token, hashToken(ctx.body.token)]);
          const own = await ctx.context.internalAdapter.listSessions(user.id);
          const revoked = own.find((s) => asked.has(s.token));
          if (revoked) await deleteSessionById(ctx.context.adapter, revoked.id);
          if (asked.has(hashToken(session.token))) deleteSessionCookie(ctx);
          return ctx.json({ status: true });
        },
      ),
      revokeOtherSessions: createAuthEndpoint(
        '/revoke-other-sessions',
        { method: 'POST', use: [sensitiveSessionMiddleware], requireHeaders: true },
        async (ctx) => {
          const { session, user } = ctx.context.session;
          const own = await ctx.context.internalAdapter.listSessions(user.id);
          await Promise.all(
            own.filter((s) => s.id !== session.id).map((s) => deleteSessionById(ctx.context.adapter, s.id)),
          );
          return ctx.json({ status: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

function deleteSessionById(adapter: DBAdapter, id: string) {
  return adapter.delete({ model: SESSION_MODEL, where: [{ field: 'id', value: id }] });
}

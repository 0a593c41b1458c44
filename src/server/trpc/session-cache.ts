import type { SessionUser } from '../auth';

/**
 * How long a session read through better-auth answers again for the same session cookie, on this
 * instance (decision 025). A sign-out, a revocation or a change to the user reaches /trpc within
 * this time.
 */
export const SESSION_REUSE_MS = 10_000;
const MAX_SESSIONS = 10_000;

type Entry = { user: SessionUser; until: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

/** Users by the session cookie's signed value: only the exact cookie better-auth accepted finds one. */
export function createSessionCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<SessionUser | null>>();
  const cache = {
    get(cookieValue: string): SessionUser | undefined {
      const entry = entries.get(cookieValue);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.user;
      entries.delete(cookieValue);
      return undefined;
    },
    set(cookieValue: string, user: SessionUser, sessionExpiresAt: Date) {
      const at = now();
      if (entries.size >= MAX_SESSIONS) {
        for (const [key, entry] of entries) if (entry.until <= at) entries.delete(key);
        if (entries.size >= MAX_SESSIONS) entries.clear();
      }
      entries.set(cookieValue, {
        user: Object.freeze(user),
        until: Math.min(at + SESSION_REUSE_MS, sessionExpiresAt.getTime()),
      });
    },
    /**
     * The user of a cookie not in memory, read once however many requests ask for it at the same
     * time: when an entry ends under load, every request in flight with that cookie would otherwise
     * read the session again, all at once (a stall seen in the read benchmark, decision 029).
     */
    read(
      cookieValue: string,
      load: () => Promise<{ user: SessionUser; expiresAt: Date } | null>,
    ): Promise<SessionUser | null> {
      const pending = reading.get(cookieValue);
      if (pending) return pending;
      const loading = load()
        .then((found) => {
          if (!found) return null;
          cache.set(cookieValue, found.user, found.expiresAt);
          return cache.get(cookieValue) ?? found.user;
        })
        .finally(() => reading.delete(cookieValue));
      reading.set(cookieValue, loading);
      return loading;
    },
  };
  return cache;
}

/** One cookie's value from a Cookie header, as sent (still URL-encoded and signed). */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const pair = part.trim();
    if (pair.startsWith(`${name}=`)) return pair.slice(name.length + 1) || undefined;
  }
  return undefined;
}

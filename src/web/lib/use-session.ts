import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSession, onSessionChangeElsewhere, type Session, takeEarlySession } from './auth-client';

const SESSION_KEY = ['auth', 'session'] as const;

// As better-auth's session hook: read when the app opens, again when the tab becomes visible or
// the connection returns (at most every 5 s) and when another tab signs out. No session, or a 401,
// is null; any other failure keeps the session already read.
const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: readSession,
  staleTime: 5_000,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
};

async function readSession(): Promise<Session | null> {
  const { data, error } = await (takeEarlySession() ?? getSession());
  if (error && error.status !== 401)
    throw new Error(error.message ?? `Session check failed (${error.status})`);
  return data?.session && data.user ? data : null;
}

/** The signed-in session: `isPending` until first read, then `data` (null without a session). */
export function useSession() {
  const queryClient = useQueryClient();
  useEffect(
    () => onSessionChangeElsewhere(() => void queryClient.refetchQueries({ queryKey: SESSION_KEY })),
    [queryClient],
  );
  return useQuery(sessionQuery);
}

/** Reads the session again now (after signing in), resolving once it has been read. */
export function refetchSession(queryClient: QueryClient) {
  return queryClient.refetchQueries({ queryKey: SESSION_KEY });
}

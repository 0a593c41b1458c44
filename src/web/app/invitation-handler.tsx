import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTRPC } from '../lib/trpc';

/**
 * On the app root with an invitationToken in the query (the user is signed in here): approve it
 * once, drop the token from the query and go to the root with the rest. Failures are logged only.
 */
export function InvitationHandler() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  const approve = useMutation(trpc.invitation.approveInvitation.mutationOptions());

  const params = new URLSearchParams(search);
  const token = pathname === '/' ? params.get('invitationToken') : null;

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    const rest = new URLSearchParams(search);
    rest.delete('invitationToken');
    approve.mutate(
      { invitationToken: token },
      {
        onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.shop.pathKey() }),
        onError: (error) => console.error('Invitation approval failed:', error.message),
        onSettled: () => navigate({ pathname: '/', search: rest.toString() }, { replace: true }),
      },
    );
  }, [token, search, approve, navigate, queryClient, trpc]);

  return null;
}

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
  // Callbacks given to useMutation run even if this component unmounts meanwhile (a session
  // refetch can remount the protected layout), unlike callbacks given to mutate().
  const approve = useMutation(
    trpc.invitation.approveInvitation.mutationOptions({
      onSuccess: async () => {
        // A shop lookup sent before the approval would answer 'no shop' after it; cancel it,
        // and read every shop query again, mounted or not (the layout may be remounting).
        const queryKey = trpc.shop.pathKey();
        await queryClient.cancelQueries({ queryKey });
        await queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
      },
      onError: (error) => console.error('Invitation approval failed:', error.message),
      onSettled: () => {
        const rest = new URLSearchParams(window.location.search);
        rest.delete('invitationToken');
        navigate({ pathname: '/', search: rest.toString() }, { replace: true });
      },
    }),
  );

  const token = pathname === '/' ? new URLSearchParams(search).get('invitationToken') : null;
  const { mutate } = approve;

  useEffect(() => {
    if (!token || handled.current === token) return;
    handled.current = token;
    mutate({ invitationToken: token });
  }, [token, mutate]);

  return null;
}

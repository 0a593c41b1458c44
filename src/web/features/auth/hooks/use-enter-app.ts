import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { withQuery } from '../../../lib/query-string';
import { refetchSession } from '../../../lib/use-session';

/**
 * After signing in on the sign-in screen a protected page shows: read the new session first (so
 * the protected layout does not show the sign-in screen again for a moment), then go to the root
 * keeping the query string. Replace: going back from the app should not return to the form.
 */
export function useEnterApp() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  return async () => {
    await refetchSession(queryClient);
    navigate(withQuery('/', search), { replace: true });
  };
}

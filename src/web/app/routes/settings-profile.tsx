import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { QueryLink } from '../../components/layout/query-link';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { EditableName } from '../../features/user/components/editable-name';
import { signOut as endSession } from '../../lib/auth-client';
import { useTRPC } from '../../lib/trpc';
import { SettingsLayout } from '../settings-layout';

export default function SettingsProfilePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(trpc.user.getMe.queryOptions());

  async function signOut() {
    try {
      await endSession();
      queryClient.clear();
      navigate('/login');
    } catch (error) {
      console.error('Sign-out failed:', error);
    }
  }

  return (
    <SettingsLayout title="My Profile">
      <Card>
        <CardContent className="space-y-5">
          {me.isLoading ? (
            <div className="space-y-3">
              <Skeleton className="h-5 w-1/3" />
              <Skeleton className="h-5 w-1/2" />
            </div>
          ) : me.isError || !me.data ? (
            <p className="text-sm text-red-600">Error</p>
          ) : (
            <dl className="grid grid-cols-[8rem_1fr] items-center gap-y-4 text-sm">
              <dt className="text-slate-500">Name</dt>
              <dd>
                <EditableName name={me.data.name} />
              </dd>
              <dt className="text-slate-500">Email</dt>
              <dd className="text-slate-900">{me.data.email}</dd>
              <dt className="text-slate-500">Organizations</dt>
              <dd>
                <QueryLink to="/organizations" className="text-brand-700 underline-offset-4 hover:underline">
                  My Organizations
                </QueryLink>
              </dd>
            </dl>
          )}
          <div className="border-t border-slate-100 pt-4">
            <Button variant="secondary" onClick={signOut}>
              <LogOut /> Sign Out
            </Button>
          </div>
        </CardContent>
      </Card>
    </SettingsLayout>
  );
}

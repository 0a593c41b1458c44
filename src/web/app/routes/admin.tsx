import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { useTRPC } from '../../lib/trpc';

/** The Admin button's destination; the admin tools themselves arrive with the admin milestone. */
export default function AdminPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const isAdmin = me.data?.role === 'ADMIN';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-4 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden /> Admin
      </h1>
      <Card>
        <CardContent className="text-sm text-slate-600">
          {me.isLoading ? null : isAdmin ? (
            <p>
              The admin tools (users, shops, organizations, quotes, guidelines and settings) are not available
              in this version yet.
            </p>
          ) : (
            <p>This area is for administrators.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

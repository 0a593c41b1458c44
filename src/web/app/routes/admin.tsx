import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminHome } from '../../features/admin/components/admin-home';
import { AdminPageUnavailable } from '../../features/admin/components/admin-page-unavailable';
import { useTRPC } from '../../lib/trpc';
import { ADMIN_PAGES } from './admin-pages';

/** /admin/*: the admin home, or a sub-page; both for admins only. */
export default function AdminPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const subPage = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const isAdmin = me.data?.role === 'ADMIN';
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="mb-6 flex items-center gap-2 text-xl font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden /> Admin
      </h1>
      {me.isLoading ? (
        <Skeleton className="h-24 w-full" />
      ) : !isAdmin ? (
        <Card>
          <CardContent className="text-sm text-slate-600">
            <p>This area is for administrators.</p>
          </CardContent>
        </Card>
      ) : subPage ? (
        <AdminSubPage path={subPage} />
      ) : (
        <AdminHome />
      )}
    </div>
  );
}

/** /admin/{page}/{rest}: the page, or the plain 'not available' card for an unknown one. */
function AdminSubPage({ path }: { path: string }) {
  const [segment = '', ...rest] = path.split('/');
  const Page = ADMIN_PAGES[segment];
  if (!Page) return <AdminPageUnavailable />;
  return (
    <Suspense fallback={<Skeleton className="h-40 w-full" />}>
      <Page rest={rest.join('/')} />
    </Suspense>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminHome } from '../../features/admin/components/admin-home';
import { AdminPageUnavailable } from '../../features/admin/components/admin-page-unavailable';
import { useTRPC } from '../../lib/trpc';

const lazyPage = (load: () => Promise<{ default: ComponentType }>) => {
  const Page = lazy(load);
  return <Page />;
};

// /admin/{page}, each page its own chunk, loaded when first opened. The table lives here, not in
// the router's: there its pages' imports would add about 1.8 kB (gzip) to the entry that every
// page loads (decision 028's budget), for pages only admins open. A page's segment is matched
// exactly, and what follows it is left to the page (the rest of the path is a conversation's id;
// the other pages ignore it), as links made before these routes expect.
const ADMIN_ROUTES: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  { path: 'users/*', element: lazyPage(() => import('./admin/users')) },
  { path: 'shops/*', element: lazyPage(() => import('./admin/shops')) },
  { path: 'organizations/*', element: lazyPage(() => import('./admin/organizations')) },
  { path: 'quotes/*', element: lazyPage(() => import('./admin/quotes')) },
  { path: 'conversations', element: lazyPage(() => import('./admin/conversations')) },
  { path: 'conversations/*', element: lazyPage(() => import('./admin/conversation')) },
  { path: 'knowledge-base/*', element: lazyPage(() => import('./admin/knowledge-base')) },
  { path: 'app-guidelines/*', element: lazyPage(() => import('./admin/app-guidelines')) },
  { path: 'part-catalogue/*', element: lazyPage(() => import('./admin/part-catalogue')) },
  { path: 'auth-api/*', element: lazyPage(() => import('./admin/auth-api')) },
  { path: 'app-variables/*', element: lazyPage(() => import('./admin/app-variables')) },
  { path: 'app-settings/*', element: lazyPage(() => import('./admin/app-settings')) },
  // Any other address under /admin (a typo, an old link): the plain 'not available' card.
  { path: '*', element: <AdminPageUnavailable /> },
].map((route) => ({ ...route, caseSensitive: true }));

/** /admin/*: the admin home or one of its pages, for admins only. */
export default function AdminLayout() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const isAdmin = me.data?.role === 'ADMIN';
  return (
    <div className="mx-auto w-full max-w-5xl min-w-0 px-4 py-8">
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
      ) : (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <AdminRoutes />
        </Suspense>
      )}
    </div>
  );
}

function AdminRoutes() {
  return useRoutes(ADMIN_ROUTES);
}

import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import { isRedirect, ROUTES, type Route } from './route-table';

// Every page and layout arrives lazily (route-table.ts), so the chunk with the router holds only
// it and this file; what a path shows started loading before it (route-preload.ts).
function toRouteObject(route: Route): RouteObject {
  if (isRedirect(route)) return { path: route.path, element: <RedirectKeepingQuery to={route.redirectTo} /> };
  const Page = lazy(route.load);
  return { path: route.path, element: <Page />, children: route.children?.map(toRouteObject) };
}

const routes = ROUTES.map(toRouteObject);

/** The app's routes; 'Loading...' while the first page's code loads. */
export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>;
}

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });
// A page whose errors show in its place. The boundary arrives with the page: it reads messages
// through the tRPC client's helper, which the entry chunk must not carry.
const pageWithErrors = (load: () => Promise<RouteModule>) => async () => {
  const [module, { RouteError }] = await Promise.all([load(), import('../components/layout/route-error')]);
  return { Component: module.default, ErrorBoundary: RouteError };
};

// Routes of the spec's route table; every page arrives lazily, so the entry chunk holds the router
// and this table (React is in the chunk it shares with the account pages' entry).
export const router = createBrowserRouter([
  {
    // Shown while the first page's code loads (every route is lazy).
    HydrateFallback: PageLoading,
    children: [
      // A first load of an account page comes from its own entry, account.html (decision 026);
      // these serve an in-app navigation to one (after sign-out) and the dev server.
      { path: '/login', lazy: page(() => import('./routes/login')) },
      { path: '/signup', lazy: page(() => import('./routes/signup')) },
      { path: '/reset-password', lazy: page(() => import('./routes/reset-password')) },
      { path: '/reset-password/:token', lazy: page(() => import('./routes/update-password')) },
      { path: '/update-password', lazy: page(() => import('./routes/update-password')) },
      {
        // Server data (TanStack Query, tRPC) and toasts: only the routes below load them.
        lazy: async () => ({ Component: (await import('./providers')).ProvidersLayout }),
        children: [
          // The customer's open link to a quote: no sign-in, outside the app shell.
          { path: '/quote/:quoteId', lazy: page(() => import('./routes/public-quote')) },
          {
            lazy: async () => ({ Component: (await import('./routes/protected-layout')).ProtectedLayout }),
            children: [
              { path: '/', lazy: page(() => import('./routes/home')) },
              {
                path: '/conversation/:conversationId',
                lazy: pageWithErrors(() => import('./routes/conversation')),
                children: [
                  {
                    path: 'quote/:quoteId',
                    lazy: pageWithErrors(() => import('./routes/conversation-quote')),
                  },
                ],
              },
              { path: '/settings', Component: SettingsIndex },
              { path: '/settings/profile', lazy: page(() => import('./routes/settings-profile')) },
              {
                path: '/settings/chrome-extension',
                lazy: page(() => import('./routes/settings-chrome-extension')),
              },
              { path: '/settings/shop', lazy: page(() => import('./routes/settings-shop')) },
              { path: '/settings/matrix', lazy: page(() => import('./routes/settings-matrix')) },
              { path: '/settings/users', lazy: page(() => import('./routes/settings-users')) },
              { path: '/settings/integrations', lazy: page(() => import('./routes/settings-integrations')) },
              {
                path: '/settings/integrations/partstech',
                lazy: page(() => import('./routes/settings-integrations-partstech')),
              },
              {
                path: '/settings/knowledge-base',
                lazy: page(() => import('./routes/settings-knowledge-base')),
              },
              { path: '/organizations', lazy: page(() => import('./routes/organizations')) },
              { path: '/admin/*', lazy: page(() => import('./routes/admin')) },
              { path: '/old', lazy: page(() => import('./routes/old')) },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./routes/not-found')) },
    ],
  },
]);

// The root of settings opens the profile page, keeping the query string.
function SettingsIndex() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/settings/profile', search }} replace />;
}

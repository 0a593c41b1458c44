import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { RouteError } from '../components/layout/route-error';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

// Routes of the spec's route table; pages arrive lazily so the sign-in route stays small.
export const router = createBrowserRouter([
  { path: '/login', lazy: page(() => import('./routes/login')) },
  { path: '/signup', lazy: page(() => import('./routes/signup')) },
  { path: '/reset-password', lazy: page(() => import('./routes/reset-password')) },
  { path: '/reset-password/:token', lazy: page(() => import('./routes/update-password')) },
  { path: '/update-password', lazy: page(() => import('./routes/update-password')) },
  // The customer's open link to a quote: no sign-in, outside the app shell.
  { path: '/quote/:quoteId', lazy: page(() => import('./routes/public-quote')) },
  {
    lazy: async () => ({ Component: (await import('./routes/protected-layout')).ProtectedLayout }),
    children: [
      { path: '/', lazy: page(() => import('./routes/home')) },
      {
        path: '/conversation/:conversationId',
        lazy: page(() => import('./routes/conversation')),
        ErrorBoundary: RouteError,
        children: [
          {
            path: 'quote/:quoteId',
            lazy: page(() => import('./routes/conversation-quote')),
            ErrorBoundary: RouteError,
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
      { path: '/settings/knowledge-base', lazy: page(() => import('./routes/settings-knowledge-base')) },
      { path: '/organizations', lazy: page(() => import('./routes/organizations')) },
      { path: '/admin/*', lazy: page(() => import('./routes/admin')) },
      { path: '/old', lazy: page(() => import('./routes/old')) },
    ],
  },
  { path: '*', lazy: page(() => import('./routes/not-found')) },
]);

// The root of settings opens the profile page, keeping the query string.
function SettingsIndex() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/settings/profile', search }} replace />;
}

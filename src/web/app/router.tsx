import { createBrowserRouter, Navigate } from 'react-router';
import { ProtectedLayout } from './routes/protected-layout';

type RouteModule = { default: React.ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

// Routes of the spec's route table; pages arrive lazily so the sign-in route stays small.
export const router = createBrowserRouter([
  { path: '/login', lazy: page(() => import('./routes/login')) },
  { path: '/signup', lazy: page(() => import('./routes/signup')) },
  { path: '/reset-password', lazy: page(() => import('./routes/reset-password')) },
  { path: '/reset-password/:token', lazy: page(() => import('./routes/update-password')) },
  { path: '/update-password', lazy: page(() => import('./routes/update-password')) },
  {
    Component: ProtectedLayout,
    children: [
      { path: '/', lazy: page(() => import('./routes/home')) },
      { path: '/settings', element: <Navigate to="/settings/profile" replace /> },
      { path: '/settings/profile', lazy: page(() => import('./routes/settings-profile')) },
    ],
  },
  { path: '*', lazy: page(() => import('./routes/not-found')) },
]);

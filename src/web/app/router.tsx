import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, type Params, type RouteObject, useLocation, useRoutes } from 'react-router';
import { PageLoading } from '../components/layout/page-loading';
import { askForSessionEarly } from '../lib/auth-client';

type Load = () => Promise<{ default: ComponentType }>;
/** What a path's page reads first, asked for while its code loads. */
type Prefetch = (params: Params, search: URLSearchParams) => void;
type Preload = { preload: Load; prefetch?: Prefetch };

// Every page and layout arrives lazily, so the entry chunk holds the router and this table (React
// is in the chunk it shares with the account pages' entry). The router is React Router's
// declarative mode, not its data router (decision 028): a page is a React.lazy component, and
// what a path needs starts loading at once, in parallel, instead of layout after layout.
function lazyRoute(load: Load, path?: string, children?: RouteObject[], prefetch?: Prefetch): RouteObject {
  const Page = lazy(load);
  return { path, element: <Page />, children, handle: { preload: load, prefetch } satisfies Preload };
}

// A page whose errors show in its place. The boundary arrives with the page: it reads messages
// through the tRPC client's helper, which the entry chunk must not carry.
const withErrors =
  (load: () => Promise<{ default: ComponentType }>): Load =>
  async () => {
    const [module, { withRouteErrors }] = await Promise.all([
      load(),
      import('../components/layout/route-error'),
    ]);
    return { default: withRouteErrors(module.default) };
  };
// The early reads (early-data.ts) load with the query client, which the entry must not carry.
const early =
  (
    ask: (data: typeof import('./early-data'), params: Params, search: URLSearchParams) => unknown,
  ): Prefetch =>
  (params, search) =>
    void import('./early-data').then((data) => ask(data, params, search));

const both =
  (first: () => void, second: Prefetch): Prefetch =>
  (params, search) => {
    first();
    second(params, search);
  };

const named =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Load =>
  () =>
    load().then((module) => ({ default: module[name] }));

// Routes of the spec's route table.
const routes: RouteObject[] = [
  // A first load of an account page comes from its own entry, account.html (decision 026);
  // these serve an in-app navigation to one (after sign-out) and the dev server.
  lazyRoute(() => import('./routes/login'), '/login'),
  lazyRoute(() => import('./routes/signup'), '/signup'),
  lazyRoute(() => import('./routes/reset-password'), '/reset-password'),
  lazyRoute(() => import('./routes/update-password'), '/reset-password/:token'),
  lazyRoute(() => import('./routes/update-password'), '/update-password'),
  // Server data (TanStack Query, tRPC) and toasts: only the routes below load them.
  lazyRoute(
    named(() => import('./providers'), 'ProvidersLayout'),
    undefined,
    [
      // The customer's open link to a quote: no sign-in, outside the app shell.
      lazyRoute(() => import('./routes/public-quote'), '/quote/:quoteId'),
      lazyRoute(
        named(() => import('./routes/protected-layout'), 'ProtectedLayout'),
        undefined,
        [
          lazyRoute(() => import('./routes/home'), '/'),
          lazyRoute(
            withErrors(() => import('./routes/conversation')),
            '/conversation/:conversationId',
            [
              lazyRoute(
                withErrors(() => import('./routes/conversation-quote')),
                'quote/:quoteId',
                undefined,
                early((data, { quoteId }) => data.askForQuoteData(quoteId!)),
              ),
            ],
            early((data, { conversationId }) => data.askForConversationData(conversationId!)),
          ),
          { path: '/settings', element: <SettingsIndex /> },
          lazyRoute(() => import('./routes/settings-profile'), '/settings/profile'),
          lazyRoute(() => import('./routes/settings-chrome-extension'), '/settings/chrome-extension'),
          lazyRoute(() => import('./routes/settings-shop'), '/settings/shop'),
          lazyRoute(() => import('./routes/settings-matrix'), '/settings/matrix'),
          lazyRoute(() => import('./routes/settings-users'), '/settings/users'),
          lazyRoute(() => import('./routes/settings-integrations'), '/settings/integrations'),
          lazyRoute(
            () => import('./routes/settings-integrations-partstech'),
            '/settings/integrations/partstech',
          ),
          lazyRoute(() => import('./routes/settings-knowledge-base'), '/settings/knowledge-base'),
          lazyRoute(() => import('./routes/organizations'), '/organizations'),
          lazyRoute(() => import('./routes/admin'), '/admin/*'),
          lazyRoute(() => import('./routes/old'), '/old'),
        ],
        // Every page under it waits for the session: it is asked for with the code, and the
        // shell's reads once it names someone signed in.
        both(
          askForSessionEarly,
          early((data, _, search) => data.askForShellData(search)),
        ),
      ),
    ],
  ),
  lazyRoute(() => import('./routes/not-found'), '*'),
];

/** Starts loading every layout and page a path shows, and what they wait for, together (the entry calls it once). */
export function preloadRoute(pathname: string, search: string) {
  const searchParams = new URLSearchParams(search);
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as Preload | undefined;
    handle?.prefetch?.(match.params, searchParams);
    void handle?.preload();
  }
}

/** The app's routes; 'Loading...' while the first page's code loads. */
export function AppRoutes() {
  return <Suspense fallback={<PageLoading />}>{useRoutes(routes)}</Suspense>;
}

// The root of settings opens the profile page, keeping the query string.
function SettingsIndex() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/settings/profile', search }} replace />;
}

import type { ComponentType } from 'react';
import { askForSessionEarly } from '../lib/auth-client';
import { holdFirstRenderFor } from './first-render';

// The app's routes as data, without React or the router: the entry reads it to start loading what
// a path shows before React and the router have loaded (route-preload.ts), and router.tsx makes
// React Router's routes of it. The router is React Router's declarative mode, not its data router
// (decision 028): a page is a React.lazy component.

export type Load = () => Promise<{ default: ComponentType }>;
export type RouteParams = Record<string, string | undefined>;
/** What a path's page reads first, asked for while its code loads. */
export type Prefetch = (params: RouteParams, search: URLSearchParams) => void;
export type RouteEntry = {
  /** A path pattern as React Router reads it ('/conversation/:conversationId', '/admin/*'). */
  path?: string;
  load: Load;
  prefetch?: Prefetch;
  children?: Route[];
};
/** A path that opens another, keeping the query string. */
export type Redirect = { path: string; redirectTo: string };
export type Route = RouteEntry | Redirect;

export const isRedirect = (route: Route): route is Redirect => 'redirectTo' in route;

const page = (load: Load, path?: string, children?: Route[], prefetch?: Prefetch): RouteEntry => ({
  path,
  load,
  children,
  prefetch,
});

// A page whose errors show in its place. The boundary arrives with the page: it reads messages
// through the tRPC client's helper, which the entry chunk must not carry.
const withErrors =
  (load: Load): Load =>
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
    ask: (
      data: typeof import('./early-data'),
      params: RouteParams,
      search: URLSearchParams,
    ) => Promise<unknown>,
  ): Prefetch =>
  (params, search) =>
    holdFirstRenderFor(import('./early-data').then((data) => ask(data, params, search)));

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
export const ROUTES: Route[] = [
  // A first load of an account page comes from its own entry, account.html (decision 026);
  // these serve an in-app navigation to one (after sign-out) and the dev server.
  page(() => import('./routes/login'), '/login'),
  page(() => import('./routes/signup'), '/signup'),
  page(() => import('./routes/reset-password'), '/reset-password'),
  page(() => import('./routes/update-password'), '/reset-password/:token'),
  page(() => import('./routes/update-password'), '/update-password'),
  // Server data (TanStack Query, tRPC) and toasts: only the routes below load them.
  page(
    named(() => import('./providers'), 'ProvidersLayout'),
    undefined,
    [
      // The customer's open link to a quote: no sign-in, outside the app shell.
      page(() => import('./routes/public-quote'), '/quote/:quoteId'),
      page(
        named(() => import('./routes/protected-layout'), 'ProtectedLayout'),
        undefined,
        [
          page(() => import('./routes/home'), '/'),
          page(
            withErrors(() => import('./routes/conversation')),
            '/conversation/:conversationId',
            [
              page(
                withErrors(() => import('./routes/conversation-quote')),
                'quote/:quoteId',
                undefined,
                early((data, { quoteId }) => data.askForQuoteData(quoteId!)),
              ),
            ],
            early((data, { conversationId }) => data.askForConversationData(conversationId!)),
          ),
          // The root of settings opens the profile page.
          { path: '/settings', redirectTo: '/settings/profile' },
          page(() => import('./routes/settings-profile'), '/settings/profile'),
          page(() => import('./routes/settings-chrome-extension'), '/settings/chrome-extension'),
          page(() => import('./routes/settings-shop'), '/settings/shop'),
          page(() => import('./routes/settings-matrix'), '/settings/matrix'),
          page(() => import('./routes/settings-users'), '/settings/users'),
          page(() => import('./routes/settings-integrations'), '/settings/integrations'),
          page(() => import('./routes/settings-integrations-partstech'), '/settings/integrations/partstech'),
          page(() => import('./routes/settings-knowledge-base'), '/settings/knowledge-base'),
          page(() => import('./routes/organizations'), '/organizations'),
          page(() => import('./routes/admin'), '/admin/*'),
          page(() => import('./routes/old'), '/old'),
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
  page(() => import('./routes/not-found'), '*'),
];

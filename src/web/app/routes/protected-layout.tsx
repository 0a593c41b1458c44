import { lazy, Suspense, use } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { UrlParamsPanel } from '../../features/admin/components/url-params-panel';
import { AnalyticsTracker } from '../../features/analytics/components/analytics-tracker';
import { CustomerAnswerWatcher } from '../../features/conversation/components/customer-answer-watcher';
import { ShopContextProvider, useCurrentShop } from '../../features/shop/hooks/shop-context';
import { VehicleContextProvider } from '../../features/vehicle/hooks/vehicle-context';
import { useSession } from '../../lib/use-session';
import { AppHeader } from '../app-header';
import { earlyReadsSettled } from '../first-render';
import { InvitationHandler } from '../invitation-handler';

// Only a visitor without a session sees it: the signed-in app does not load the form.
const SignInInPlace = lazy(() =>
  import('../../features/auth/components/sign-in-in-place').then((module) => ({
    default: module.SignInInPlace,
  })),
);

/** Protected routes: 'Loading...' while the session loads, the sign-in screen in place without one. */
export function ProtectedLayout() {
  const { data, isPending } = useSession();
  if (isPending) return <PageLoading />;
  if (!data) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SignInInPlace />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <SignedInLayout />
    </Suspense>
  );
}

function SignedInLayout() {
  // The page's first reads, asked for with the session (early-data.ts): until they are in, the
  // router's 'Loading...' stays, and the page then renders once, with its data.
  const earlyReads = earlyReadsSettled();
  if (earlyReads) use(earlyReads);
  return (
    <ShopContextProvider>
      <VehicleContextProvider>
        <InvitationHandler />
        <AnalyticsTracker />
        <ShopAnswerWatcher />
        <div className="flex min-h-screen flex-col">
          <a
            href="#main"
            className="sr-only rounded-md bg-white px-3 py-2 text-sm font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:ring-2 focus:ring-brand-600"
          >
            Skip to main content
          </a>
          <AppHeader />
          {/* Dev mode only (spec 001 §2 Context loaders): the URL parameters on every page. */}
          <div className="empty:hidden px-4 pt-3">
            <UrlParamsPanel />
          </div>
          <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
            <Outlet />
          </main>
        </div>
      </VehicleContextProvider>
    </ShopContextProvider>
  );
}

function ShopAnswerWatcher() {
  const { shop } = useCurrentShop();
  return shop ? <CustomerAnswerWatcher key={shop.id} shopId={shop.id} /> : null;
}

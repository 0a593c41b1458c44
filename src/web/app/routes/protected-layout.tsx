import { Outlet } from 'react-router';
import { UrlParamsPanel } from '../../features/admin/components/url-params-panel';
import { AnalyticsTracker } from '../../features/analytics/components/analytics-tracker';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { ShopContextProvider } from '../../features/shop/hooks/shop-context';
import { VehicleContextProvider } from '../../features/vehicle/hooks/vehicle-context';
import { useSession } from '../../lib/auth-client';
import { AppHeader } from '../app-header';
import { InvitationHandler } from '../invitation-handler';

/** Protected routes: 'Loading...' while the session loads, the sign-in screen in place without one. */
export function ProtectedLayout() {
  const { data, isPending } = useSession();
  if (isPending) {
    return (
      <div className="grid min-h-screen place-items-center text-sm text-slate-500" role="status">
        Loading...
      </div>
    );
  }
  if (!data) return <SignInScreen />;
  return (
    <ShopContextProvider>
      <VehicleContextProvider>
        <InvitationHandler />
        <AnalyticsTracker />
        <div className="flex min-h-screen flex-col">
          <AppHeader />
          {/* Dev mode only (spec 001 §2 Context loaders): the URL parameters on every page. */}
          <div className="empty:hidden px-4 pt-3">
            <UrlParamsPanel />
          </div>
          <main className="flex flex-1 flex-col">
            <Outlet />
          </main>
        </div>
      </VehicleContextProvider>
    </ShopContextProvider>
  );
}

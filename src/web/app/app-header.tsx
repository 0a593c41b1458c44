import { useQuery } from '@tanstack/react-query';
import { Menu, Network, Shield, User, Wrench } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { QueryLink } from '../components/layout/query-link';
import { Button } from '../components/ui/button';
import { JobsBadge } from '../features/job/components/jobs-badge';
import { ShopBadge } from '../features/shop/components/shop-badge';
import { VehicleBadge } from '../features/vehicle/components/vehicle-badge';
import { useTRPC } from '../lib/trpc';

// Loaded with the vehicle dialog, not with the header.
const VehicleDeclinedWork = lazy(() => import('./vehicle-declined-work'));
const renderDeclinedWork = (vehicle: { vin: string }) => (
  <Suspense fallback={null}>
    <VehicleDeclinedWork vin={vehicle.vin} />
  </Suspense>
);

export function AppHeader() {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isAdmin = me.data?.role === 'ADMIN';
  // The same places in the bar and, on a phone, in the menu (the spec's Profile, and the rest of
  // what the role may open).
  const links = [
    { to: '/old', label: 'Network', title: "Search the repair network's jobs", Icon: Network },
    ...(isAdmin ? [{ to: '/admin/', label: 'Admin', title: undefined, Icon: Shield }] : []),
    { to: '/settings', label: 'Profile', title: 'Your profile and the shop’s settings', Icon: User },
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <QueryLink
          to="/"
          className="flex shrink-0 items-center gap-2 font-semibold text-slate-900"
          aria-label="Repair Quotes home"
        >
          <span className="grid size-8 place-items-center rounded-md bg-brand-700 text-white">
            <Wrench className="size-4" aria-hidden />
          </span>
          <span className="hidden lg:inline">Repair Quotes</span>
        </QueryLink>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <VehicleBadge renderExtra={renderDeclinedWork} />
          <ShopBadge />
          <span className="hidden xl:inline-flex">
            <JobsBadge />
          </span>
        </div>
        <nav aria-label="Account" className="hidden items-center gap-1 md:flex">
          {links.map(({ to, label, title, Icon }) => (
            <Button key={to} variant="ghost" size="sm" asChild>
              <QueryLink to={to} title={title}>
                <Icon /> {label}
              </QueryLink>
            </Button>
          ))}
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-label="Menu"
          aria-expanded={isMenuOpen}
          aria-controls="header-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Menu />
        </Button>
      </div>
      {isMenuOpen ? (
        <nav id="header-menu" aria-label="Menu" className="border-t border-slate-200 px-4 py-1 md:hidden">
          {links.map(({ to, label, Icon }) => (
            <QueryLink
              key={to}
              to={to}
              className="flex items-center gap-2 py-2.5 text-sm text-slate-800"
              onClick={() => setMenuOpen(false)}
            >
              <Icon className="size-4" aria-hidden /> {label}
            </QueryLink>
          ))}
        </nav>
      ) : null}
    </header>
  );
}

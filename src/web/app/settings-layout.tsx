import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { QueryLink } from '../components/layout/query-link';
import { cn } from '../lib/utils';

// The spec's settings menu (spec 001 §2), in its order.
const MENU = [
  { label: 'My Profile', to: '/settings/profile' },
  { label: 'Chrome Extension', to: '/settings/chrome-extension' },
  { label: 'My Shop', to: '/settings/shop' },
  { label: 'Matrices', to: '/settings/matrix' },
  { label: 'Users', to: '/settings/users' },
  { label: 'Integrations', to: '/settings/integrations' },
  { label: 'Knowledge Base', to: '/settings/knowledge-base' },
];

export function SettingsLayout({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  // A page below a menu entry (the PartsTech connect page) keeps its entry highlighted.
  const isCurrent = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-1 flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label="Settings" className="md:w-48 md:shrink-0">
        <ul className="flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
          {MENU.map((item) => (
            <li key={item.to}>
              <QueryLink
                to={item.to}
                aria-current={isCurrent(item.to) ? 'page' : undefined}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100',
                  isCurrent(item.to) && 'bg-white font-medium text-slate-900 shadow-sm ring-1 ring-slate-200',
                )}
              >
                {item.label}
              </QueryLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 flex-1">
        <h1 className="mb-4 text-xl font-semibold text-slate-900">{title}</h1>
        {children}
      </section>
    </div>
  );
}

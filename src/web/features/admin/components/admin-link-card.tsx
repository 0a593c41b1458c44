import { ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Card } from '../../../components/ui/card';
import type { AdminLink } from '../admin-sections';

/** One admin destination: the whole card is the link, named by its title. */
export function AdminLinkCard({ link }: { link: AdminLink }) {
  // The query string is kept, but not another list's page or search.
  const params = new URLSearchParams(useLocation().search);
  params.delete('page');
  params.delete('search');
  const query = params.toString();
  return (
    <Card className="relative flex w-full items-start gap-3 p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-600/40 hover:border-brand-300 hover:bg-slate-50">
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-slate-900">
          <Link
            to={query ? `${link.to}?${query}` : link.to}
            className="outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
          >
            {link.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-500">{link.description}</p>
      </div>
      <ChevronRight className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
    </Card>
  );
}

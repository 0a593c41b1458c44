import { ChevronRight } from 'lucide-react';
import { QueryLink } from '../../../components/layout/query-link';
import { Card } from '../../../components/ui/card';
import type { AdminLink } from '../admin-sections';

/** One admin destination: the whole card is the link, named by its title. */
export function AdminLinkCard({ link }: { link: AdminLink }) {
  return (
    <Card className="relative flex w-full items-start gap-3 p-4 transition-colors focus-within:ring-2 focus-within:ring-brand-600/40 hover:border-brand-300 hover:bg-slate-50">
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-semibold text-slate-900">
          <QueryLink
            to={link.to}
            className="outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
          >
            {link.title}
          </QueryLink>
        </h3>
        <p className="mt-1 text-sm text-slate-500">{link.description}</p>
      </div>
      <ChevronRight className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
    </Card>
  );
}

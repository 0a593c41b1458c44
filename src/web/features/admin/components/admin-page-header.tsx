import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An admin page's title, the way back to the admin home and the page's main action. */
export function AdminPageHeader({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <Link to="/admin" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          <ChevronLeft className="size-4" aria-hidden /> Admin
        </Link>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">{title}</h2>
      </div>
      {action}
    </div>
  );
}

import { ArrowLeft } from 'lucide-react';
import { QueryLink } from '../../../components/layout/query-link';
import { Card, CardContent } from '../../../components/ui/card';

/** An admin address that names no page (a typo, an old link), with the way back to the admin home. */
export function AdminPageUnavailable() {
  return (
    <Card>
      <CardContent className="space-y-3 text-sm text-slate-600">
        <p>There is no such admin page.</p>
        <QueryLink
          to="/admin"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Admin
        </QueryLink>
      </CardContent>
    </Card>
  );
}

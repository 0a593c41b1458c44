import { TriangleAlert } from 'lucide-react';
import { useRouteError } from 'react-router';
import { errorMessage } from '../../lib/trpc';
import { Button } from '../ui/button';
import { QueryLink } from './query-link';

/** A route's error boundary: what broke, and a way back to a new quote. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div role="alert" className="flex flex-1 flex-col items-center gap-3 px-4 pt-24 text-center">
      <TriangleAlert className="size-8 text-red-500" aria-hidden />
      <h1 className="text-lg font-semibold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-sm text-slate-600">Error: {errorMessage(error)}</p>
      <Button asChild variant="secondary">
        <QueryLink to="/">Create New Quote</QueryLink>
      </Button>
    </div>
  );
}

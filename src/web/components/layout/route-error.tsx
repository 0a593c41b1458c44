import { TriangleAlert } from 'lucide-react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '../../lib/trpc';
import { Button } from '../ui/button';
import { QueryLink } from './query-link';

/** `Page` with an error boundary: what broke shows in its place until the next navigation. */
export function withRouteErrors(Page: ComponentType): ComponentType {
  return function PageWithErrors() {
    const { key } = useLocation();
    return (
      <RouteErrorBoundary navigationKey={key}>
        <Page />
      </RouteErrorBoundary>
    );
  };
}

type BoundaryProps = { navigationKey: string; children: ReactNode };
// `error` null while the page renders; `navigationKey` is the navigation it last rendered for.
type BoundaryState = { error: unknown; navigationKey: string };

// As the data router's route error boundaries were: a navigation renders the page again.
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, navigationKey: this.props.navigationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.navigationKey === props.navigationKey) return null;
    return { error: null, navigationKey: props.navigationKey };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}

/** A route's error: what broke, and a way back to a new quote. */
function RouteError({ error }: { error: unknown }) {
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

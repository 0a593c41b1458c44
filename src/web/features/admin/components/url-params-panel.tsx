import { lazy, Suspense } from 'react';
import { useDevMode } from '../../../lib/use-dev-mode';

// Only an admin in dev mode sees the list, so nobody else downloads it (or its collapsible).
const UrlParamsList = lazy(() =>
  import('./url-params-list').then((module) => ({ default: module.UrlParamsList })),
);

/** Dev mode only: the current URL's query parameters, collapsed behind their count. */
export function UrlParamsPanel() {
  const isDevMode = useDevMode();
  if (!isDevMode) return null;
  return (
    <Suspense fallback={null}>
      <UrlParamsList />
    </Suspense>
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { AppErrorBoundary } from '../components/layout/app-error-boundary';
import { installClassMerge } from '../lib/utils';
import { AppRoutes } from './router';

// Before the first render: every className given to a primitive is merged over its own classes.
installClassMerge(twMerge);

const root = createRoot(document.getElementById('root')!);
// A transition, so the first render (React's and the router's code running for the first time) is
// time-sliced instead of one long task; the HTML's 'Loading...' stays until it commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppErrorBoundary>
          <AppRoutes />
        </AppErrorBoundary>
      </BrowserRouter>
    </StrictMode>,
  );
});

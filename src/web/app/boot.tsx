import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { twMerge } from 'tailwind-merge';
import { AppErrorBoundary } from '../components/layout/app-error-boundary';
import { installClassMerge } from '../lib/utils';
import { AppRoutes } from './router';

// Before the first render: every className given to a primitive is merged over its own classes.
installClassMerge(twMerge);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <AppErrorBoundary>
        <AppRoutes />
      </AppErrorBoundary>
    </BrowserRouter>
  </StrictMode>,
);

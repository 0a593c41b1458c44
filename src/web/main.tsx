import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { twMerge } from 'tailwind-merge';
import { router } from './app/router';
import { installClassMerge } from './lib/utils';
import './styles.css';

// Before the first render: every className given to a primitive is merged over its own classes.
installClassMerge(twMerge);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

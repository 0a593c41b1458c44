import { lazy, Suspense, useEffect } from 'react';
import { type AccountPageName, accountPageOf } from '../../shared/account-pages';
import { PageLoading } from '../components/layout/page-loading';
import LoginRoute from './routes/login';

// The sign-in page arrives with the entry; the other account pages are rarer and load their own code.
const OTHER_PAGES: Record<Exclude<AccountPageName, 'login'>, React.ComponentType> = {
  signup: lazy(() => import('./routes/signup')),
  'reset-password': lazy(() => import('./routes/reset-password')),
  'update-password': lazy(() => import('./routes/update-password')),
};

/**
 * The account entry's route table: the page for the address it was loaded at. Moving between
 * account pages and into the app are full page loads. The app's router lazily serves the same
 * pages when it navigates to one itself (after sign-out), and in the dev server.
 */
export function AccountPages() {
  const page = accountPageOf(window.location.pathname)?.name;
  if (page === 'login') return <LoginRoute />;
  const Page = page ? OTHER_PAGES[page] : OpenApp;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

// Only the account paths are answered with this entry (account.html opened by its file name is not).
function OpenApp() {
  useEffect(() => window.location.replace('/'), []);
  return null;
}

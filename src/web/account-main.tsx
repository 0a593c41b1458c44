// The account pages' entry (account.html, decision 026): React and the page, no router, no
// server-data code. The server answers the account paths with it; every other path gets main.tsx.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountPages } from './app/account-pages';
import './styles.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AccountPages />
  </StrictMode>,
);

import { preloadRoute } from './app/route-preload';
import './styles.css';

// What the path shows (its layouts, its page and what they read first) starts loading now, in
// parallel with React and the router (app/boot.tsx), instead of once they have loaded and run.
preloadRoute(window.location.pathname, window.location.search);
void import('./app/boot');

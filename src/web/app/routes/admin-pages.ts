import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** An admin sub-page gets the rest of the path after its own segment ('' or an id). */
export type AdminPageProps = { rest: string };
type AdminPageComponent = LazyExoticComponent<ComponentType<AdminPageProps>>;

// /admin/{segment}: each page is its own chunk, loaded when first opened.
export const ADMIN_PAGES: Record<string, AdminPageComponent> = {
  users: lazy(() => import('./admin/users')),
  shops: lazy(() => import('./admin/shops')),
  organizations: lazy(() => import('./admin/organizations')),
  quotes: lazy(() => import('./admin/quotes')),
  conversations: lazy(() => import('./admin/conversations')),
  'knowledge-base': lazy(() => import('./admin/knowledge-base')),
  'app-guidelines': lazy(() => import('./admin/app-guidelines')),
  'part-catalogue': lazy(() => import('./admin/part-catalogue')),
  'auth-api': lazy(() => import('./admin/auth-api')),
  'app-variables': lazy(() => import('./admin/app-variables')),
  'app-settings': lazy(() => import('./admin/app-settings')),
};

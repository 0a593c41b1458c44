import type { ComponentProps } from 'react';
import { Link, useLocation } from 'react-router';
import { withQuery } from '../../lib/query-string';

/** A router link that keeps the current query string. */
export function QueryLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & { to: string }) {
  const { search } = useLocation();
  return <Link to={withQuery(to, search)} {...props} />;
}

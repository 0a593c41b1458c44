import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';

type NameBadgesProps = { items: Array<{ id: string; name: string }>; empty: ReactNode };

/** Names as badges that wrap (a user's shops, an organization's shops); `empty` when there are none. */
export function NameBadges({ items, empty }: NameBadgesProps) {
  if (items.length === 0) return empty;
  return (
    <ul className="flex max-w-sm flex-wrap gap-1">
      {items.map((item) => (
        <li key={item.id}>
          <Badge>{item.name}</Badge>
        </li>
      ))}
    </ul>
  );
}

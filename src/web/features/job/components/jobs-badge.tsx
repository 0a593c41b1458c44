import { useQuery } from '@tanstack/react-query';
import { Database } from 'lucide-react';
import { formatCount } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { useTRPC } from '../../../lib/trpc';

/** The number of jobs on the platform, with thousands separators. */
export function JobsBadge() {
  const trpc = useTRPC();
  const total = useQuery(trpc.job.getTotaljobs.queryOptions());
  if (total.data === undefined) return null;
  return (
    <Badge
      variant="brand"
      title="Repair jobs shared across the shop network"
      data-testid="jobs-badge"
      className="whitespace-nowrap"
    >
      <Database className="size-3" aria-hidden />
      {formatCount(total.data)} Jobs in the network
    </Badge>
  );
}

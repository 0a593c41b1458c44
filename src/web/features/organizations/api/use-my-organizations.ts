import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type MyOrganization = RouterOutputs['organization']['getMyOrganizations'][number];

export function useMyOrganizations() {
  const trpc = useTRPC();
  return useQuery(trpc.organization.getMyOrganizations.queryOptions());
}

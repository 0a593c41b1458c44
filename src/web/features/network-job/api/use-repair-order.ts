import { useQuery } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../lib/trpc';

export type RepairOrder = RouterOutputs['repairOrder']['getRepairOrder'];

/** A network repair order, fetched only while its viewer is open. */
export function useRepairOrder(id: string, isOpen: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.repairOrder.getRepairOrder.queryOptions({ id }), enabled: isOpen });
}

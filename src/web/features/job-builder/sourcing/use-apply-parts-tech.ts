import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** 'Apply PartsTech to parts': the server finds a supplier part for each of the builder's parts. */
export function useApplyPartsTech() {
  const trpc = useTRPC();
  return useMutation(trpc.part.applyPartsTechToParts.mutationOptions());
}

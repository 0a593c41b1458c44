import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** ai.polishText: a builder text rewritten in a style (spec 001 §7). */
export function usePolishText() {
  const trpc = useTRPC();
  return useMutation(trpc.ai.polishText.mutationOptions());
}

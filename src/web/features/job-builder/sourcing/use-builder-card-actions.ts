import { useCallback, useMemo } from 'react';
import { toast } from '../../../lib/toast';
import { useRecordInteraction } from '../api/use-record-interaction';
import { useJobBuilder } from '../state/builder-context';
import type { PastJob, PastLabor, PastPart } from '../state/builder-reducer';

export type BuilderCardActions = {
  onAddLabor: (labor: PastLabor) => void;
  onAddPart: (part: PastPart) => void;
  onAddJob: (job: PastJob) => void;
  isLaborSelected: (id: string) => boolean;
  isPartSelected: (id: string) => boolean;
};

/**
 * What past-job cards may do with the Enhanced Job (spec 001 §2, §4): add a labor or part row
 * (ignored when its id is already in), or a whole job, which also records an interaction.
 * `defaultRate` is the shop's standard labor rate, or 0.
 */
export function useBuilderCardActions(defaultRate: number): BuilderCardActions {
  const { state, dispatch } = useJobBuilder();
  const { mutate: recordInteraction } = useRecordInteraction();
  const laborIds = useMemo(() => new Set(state.labor.map((line) => line.id)), [state.labor]);
  const partIds = useMemo(() => new Set(state.parts.map((part) => part.id)), [state.parts]);

  const onAddJob = useCallback(
    (job: PastJob) => {
      dispatch({ type: 'addJob', job, defaultRate });
      // On a phone the Enhanced Job is below the cards: the advisor is told it took the job.
      toast.success(`Added “${job.title}” to the Enhanced Job`);
      // A failed interaction is logged only: the job is in the builder either way.
      recordInteraction(
        { jobId: job.id },
        { onError: (error) => console.error('Recording the interaction failed:', error.message) },
      );
    },
    [dispatch, defaultRate, recordInteraction],
  );

  return useMemo(
    () => ({
      onAddLabor: (labor) => dispatch({ type: 'addLabor', labor, defaultRate }),
      onAddPart: (part) => dispatch({ type: 'addPart', part }),
      onAddJob,
      isLaborSelected: (id) => laborIds.has(id),
      isPartSelected: (id) => partIds.has(id),
    }),
    [dispatch, defaultRate, onAddJob, laborIds, partIds],
  );
}

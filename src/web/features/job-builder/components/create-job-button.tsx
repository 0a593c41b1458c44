import { ExternalLink, RotateCcw } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/trpc';
import { type BuilderJobShop, type BuilderTarget, useCreateBuilderJob } from '../api/use-create-builder-job';
import { builderJobContent } from '../job-request';
import { useJobBuilder } from '../state/builder-context';

const SYSTEMS: Record<BuilderTarget, { label: string; systemName: string }> = {
  TEKMETRIC: { label: 'Create Job in Tekmetric', systemName: 'Tekmetric' },
  SHOP_WARE: { label: 'Create Job in ShopWare', systemName: 'ShopWare' },
};

type CreateJobButtonProps = { target: BuilderTarget; shop: BuilderJobShop; onReset: () => void };

/** Idle, 'Creating Job...', then the job's id with a link to the RO and Reset, or the error in red. */
export function CreateJobButton({ target, shop, onReset }: CreateJobButtonProps) {
  const { state } = useJobBuilder();
  const create = useCreateBuilderJob(target, shop);
  const { label, systemName } = SYSTEMS[target];
  const isEmpty = state.labor.length === 0 && state.parts.length === 0;
  // A double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false);
  const start = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    create.mutate(builderJobContent(state), { onSettled: () => (inFlight.current = false) });
  };

  if (create.isSuccess) {
    const job = create.data;
    return (
      // The panel scrolls on its own: bring the result into view where the button was.
      <Alert
        variant="success"
        className="space-y-2"
        ref={(node) => node?.scrollIntoView({ block: 'nearest' })}
      >
        <p>
          Job successfully created in {systemName} (Job ID: {job.id})
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {job.link ? (
            <Button asChild size="sm">
              <a href={job.link} target="_blank" rel="noopener noreferrer">
                View RO{job.repairOrderNumber ? ` #${job.repairOrderNumber}` : ''} <ExternalLink />
              </a>
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              create.reset();
              onReset();
            }}
          >
            <RotateCcw /> Reset
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <div className="space-y-2">
      <Button className="w-full" onClick={start} disabled={isEmpty || create.isPending}>
        {create.isPending ? 'Creating Job...' : label}
      </Button>
      {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
    </div>
  );
}

import { ExternalLink } from 'lucide-react';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { formatDate, formatMoney } from '../../../../shared/format';
import {
  type JobTarget,
  missingJobParameter,
  SOURCING_IN_PROGRESS,
  shopWareOrderFromUrl,
} from '../../../../shared/schemas/job-export';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/trpc';
import { RevisionNotice } from '../components/revision-notice';
import type { FullQuote } from '../quote-types';
import { ApprovedWork } from './approved-work';
import { JobPreview } from './job-preview';
import { JOB_TARGETS, repairOrderLabel } from './job-targets';
import { useCreateJob } from './use-create-job';
import { useJobExports, useJobWork } from './use-job-exports';

type Props = { quote: FullQuote; target: JobTarget; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Create Job in …': what will be written where, then 'Creating Job...', then the link to the RO.
 * A job already created from this quote for the same RO is linked instead of written again.
 */
export function JobCreationDialog({ quote, target, open, onOpenChange }: Props) {
  const [params] = useSearchParams();
  const labels = JOB_TARGETS[target];
  const create = useCreateJob(quote.id, target, params);
  const exports = useJobExports(quote.id, open);
  const roId = targetRepairOrderId(target, params);
  // Shop-Ware's two entries write to the same RO: a job from either one is the RO's job.
  const earlier = exports.data?.find(
    (e) => systemFamily(e.system) === systemFamily(target) && e.repairOrderId === roId,
  );
  const created = create.data ?? earlier;
  // Once the customer has answered, only the jobs they approved go (the server decides which).
  const answered = useJobWork(quote.id, open).data?.answered ?? null;
  const approvesNothing = answered !== null && answered.approvedJobs.length === 0;
  const roLabel = repairOrderLabel(target, params);
  const sourcing = target === 'SHOP_WARE_V2' && quote.isSourcingPartsInProgress;
  // Without the repair order the extension names, there is nowhere to write the job: said at
  // once, in words, and Create Job waits for it.
  const missing = created ? null : missingJobParameter(target, params);
  // A double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false);
  const start = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    create.mutate(undefined, { onSettled: () => (inFlight.current = false) });
  };

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) create.reset();
        onOpenChange(next);
      }}
      title={labels.menuLabel}
      description={
        <>
          Adds {answered ? `the work the customer approved on revision ${answered.revision}` : labels.writes}{' '}
          to {roLabel ? `repair order #${roLabel}` : 'the repair order'} in {labels.systemName}.
        </>
      }
      className="max-w-lg"
    >
      {answered ? (
        <ApprovedWork work={answered} />
      ) : (
        <JobPreview quote={quote} onlySourcedParts={target === 'SHOP_WARE_V2'} />
      )}
      {created ? null : answered ? (
        <Alert variant="info">
          The job will hold revision {answered.revision} as the customer answered it: only the approved jobs (
          {formatMoney(answered.totalDue)}).
        </Alert>
      ) : (
        <RevisionNotice quote={quote} action="job" />
      )}
      {sourcing ? <Alert variant="info">{SOURCING_IN_PROGRESS}</Alert> : null}
      {missing ? (
        <>
          <p className="text-sm text-slate-700">
            The job goes onto a repair order in {labels.systemName}, and this page does not know which one
            yet. Open the repair order in {labels.systemName}, then open this quote from it with the Repair
            Quotes browser extension (Profile → Chrome Extension): the extension passes the repair order
            along.
          </p>
          <Alert>{missing}</Alert>
        </>
      ) : create.isError && !created ? (
        <Alert>{errorMessage(create.error)}</Alert>
      ) : null}
      {created ? (
        <Alert variant="success">
          {created.alreadyCreated
            ? `Already created on this repair order on ${formatDate(created.createdAt)}${
                'createdBy' in created && created.createdBy ? ` by ${created.createdBy}` : ''
              }${heldRevision(created.revision)}. It is not written twice.`
            : `Job created in ${labels.systemName}${heldRevision(created.revision)}.`}
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        {created?.link ? (
          <Button asChild>
            <a href={created.link} target="_blank" rel="noopener noreferrer">
              View RO #{created.repairOrderNumber} in {labels.linkName} <ExternalLink />
            </a>
          </Button>
        ) : (
          <Button
            onClick={start}
            disabled={create.isPending || sourcing || approvesNothing || missing !== null}
          >
            {create.isPending ? 'Creating Job...' : 'Create Job'}
          </Button>
        )}
      </DialogFooter>
    </TitledDialog>
  );
}

const systemFamily = (system: JobTarget) => (system === 'SHOP_WARE_V2' ? 'SHOP_WARE' : system);

function heldRevision(revision: { number: number; totalDue: number } | null): string {
  return revision ? ` with revision ${revision.number} (${formatMoney(revision.totalDue)})` : '';
}

function targetRepairOrderId(target: JobTarget, params: URLSearchParams): string | null {
  if (target === 'TEKMETRIC') return params.get('repairOrderTekmetricId');
  if (target === 'SHOP_WARE') return params.get('shopWareOrderId');
  const fromUrl = shopWareOrderFromUrl(params.get('urlSource') ?? '');
  return fromUrl?.repairOrderId ?? params.get('shopWareOrderId');
}

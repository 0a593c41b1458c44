import { ExternalLink } from 'lucide-react';
import { useRef } from 'react';
import { formatDate, formatMoney } from '../../../../shared/format';
import { TitledDialog } from '../../../components/common/titled-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/trpc';
import { ApprovedWork } from './approved-work';
import { JOB_TARGETS } from './job-targets';
import { type RepairOrderJob, updateSystemOf, useUpdateJob } from './use-update-job';

type Props = { quoteId: string; job: RepairOrderJob; onOpenChange: (open: boolean) => void };

/**
 * 'Update job in …': the work the customer approved on a newer revision, what is left out, and
 * how the shop system takes it, then the update and the link to the RO. Written once per revision.
 */
export function UpdateJobDialog({ quoteId, job, onOpenChange }: Props) {
  const update = useUpdateJob(quoteId);
  const labels = JOB_TARGETS[updateSystemOf(job)];
  const work = job.updateAvailable;
  const done = update.data;
  // A double click fires twice before React re-renders the disabled button.
  const inFlight = useRef(false);
  const start = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    update.mutate(
      { quoteId, system: updateSystemOf(job), repairOrderId: job.repairOrderId },
      { onSettled: () => (inFlight.current = false) },
    );
  };
  const held = job.revision
    ? `revision ${job.revision.number} (${formatMoney(job.revision.totalDue)})`
    : null;

  return (
    <TitledDialog
      open
      onOpenChange={onOpenChange}
      title={`Update job in ${labels.systemName}`}
      description={
        <>
          Repair order #{job.repairOrderNumber} in {labels.systemName} holds {held ?? 'an earlier version'}.
          {work ? ` The customer approved these jobs on revision ${work.revision}:` : null}
        </>
      }
      className="max-w-lg"
    >
      {work && !done ? <ApprovedWork work={work} /> : null}
      {work && !done ? <SystemNotice system={updateSystemOf(job)} revision={work.revision} /> : null}
      {!work && !done ? <Alert variant="info">The repair order holds the latest approved work.</Alert> : null}
      {update.isError ? <Alert>{errorMessage(update.error)}</Alert> : null}
      {done ? (
        <Alert variant="success">
          {done.alreadyCreated
            ? `Already updated to revision ${done.revision?.number} on ${formatDate(done.createdAt)}. It is not written twice.`
            : `Job updated in ${labels.systemName}: RO #${done.repairOrderNumber} now holds revision ${done.revision?.number} (${formatMoney(done.revision?.totalDue ?? 0)}).`}
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        {done?.link ? (
          <Button asChild>
            <a href={done.link} target="_blank" rel="noopener noreferrer">
              View RO #{done.repairOrderNumber} in {labels.linkName} <ExternalLink />
            </a>
          </Button>
        ) : (
          <Button onClick={start} disabled={!work || update.isPending}>
            {update.isPending ? 'Updating Job...' : 'Update Job'}
          </Button>
        )}
      </DialogFooter>
    </TitledDialog>
  );
}

/** How the system takes the new work, said before the advisor confirms. */
function SystemNotice({ system, revision }: { system: 'TEKMETRIC' | 'SHOP_WARE'; revision: number }) {
  if (system === 'TEKMETRIC') {
    return (
      <Alert variant="info">
        The same job on the repair order is rewritten: its lines, fees and discounts become these.
      </Alert>
    );
  }
  return (
    <Alert variant="warning">
      Shop-Ware cannot change a recommendation's lines: a new recommendation with revision {revision}'s
      approved work is added and the earlier one is renamed 'Replaced by revision {revision}'. Remove it in
      Shop-Ware if you no longer need it.
    </Alert>
  );
}

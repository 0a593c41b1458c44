import { useQuery } from '@tanstack/react-query';
import {
  BookPlus,
  ChevronDown,
  ExternalLink,
  FileDown,
  FileSearch,
  Pin,
  RefreshCw,
  Send,
  Wrench,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { estimatePdfPath } from '../../../../shared/estimate-document';
import type { JobTarget } from '../../../../shared/schemas/job-export';
import { LoadsWhenOpened } from '../../../components/common/loads-when-opened';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useTRPC } from '../../../lib/trpc';
import { useSetQuoteAsReference } from '../api/use-set-reference';
import { useQuoteEditable } from '../hooks/quote-editable';
import { JOB_TARGETS, jobTargetsFor } from '../job-creation/job-targets';
import { useJobExports } from '../job-creation/use-job-exports';
import { repairOrderKey, updateSystemOf } from '../job-creation/use-update-job';
import type { FullQuote } from '../quote-types';

// Each dialog's code loads when the menu first opens it.
const ShareDialog = lazy(() => import('./share-dialog').then((module) => ({ default: module.ShareDialog })));
const AdminDetailsDialog = lazy(() =>
  import('./admin-details-dialog').then((module) => ({ default: module.AdminDetailsDialog })),
);
const AppGuidelineDialog = lazy(() =>
  import('./app-guideline-dialog').then((module) => ({ default: module.AppGuidelineDialog })),
);
const JobCreationDialog = lazy(() =>
  import('../job-creation/job-creation-dialog').then((module) => ({ default: module.JobCreationDialog })),
);
const UpdateJobDialog = lazy(() =>
  import('../job-creation/update-job-dialog').then((module) => ({ default: module.UpdateJobDialog })),
);

type OpenDialog = 'details' | 'guideline' | 'share' | null;

/**
 * The quote's action menu. Admin entries show only for role ADMIN (the server refuses others
 * too); 'Set quote as reference' hides once the quote is the conversation's selected quote.
 * A version a newer one replaced keeps only what reads it (the public page, the PDF, admin
 * details): sending it, pinning it or writing it to the shop system would act on an outdated quote.
 */
export function QuoteActionMenu({ quote }: { quote: FullQuote }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.user.getMe.queryOptions());
  const isAdmin = me.data?.role === 'ADMIN';
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const setReference = useSetQuoteAsReference(quote.id);
  const isEditable = useQuoteEditable();
  const isReference = quote.conversation.selected_quote_id === quote.id;
  const closeDialog = (open: boolean) => (open ? undefined : setOpenDialog(null));
  const [params] = useSearchParams();
  const jobTargets = isEditable ? jobTargetsFor(quote.shop.sms_name, params) : [];
  const [jobTarget, setJobTarget] = useState<JobTarget | null>(null);
  const repairOrders = useJobExports(quote.id, jobTargets.length > 0);
  const updates = isEditable ? (repairOrders.data?.filter((job) => job.updateAvailable) ?? []) : [];
  const [updating, setUpdating] = useState<string | null>(null);
  const updatingJob = repairOrders.data?.find((job) => repairOrderKey(job) === updating);

  return (
    <>
      {/* Not modal: the dialogs the menu opens take the focus from it. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" className="justify-between @min-[44rem]/quote:w-full">
            Quote actions <ChevronDown />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-64">
          {isAdmin ? (
            <>
              <DropdownMenuItem onSelect={() => setOpenDialog('details')}>
                <FileSearch /> See Details (Admin)
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setOpenDialog('guideline')}>
                <BookPlus /> Create App Guideline (Admin)
              </DropdownMenuItem>
              <DropdownMenuSeparator />
            </>
          ) : null}
          {isEditable ? (
            <DropdownMenuItem onSelect={() => setOpenDialog('share')}>
              <Send /> Share with customer
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem asChild>
            <a href={`/quote/${quote.id}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink /> View public quote
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            {/* The estimate the customer holds: the last revision sent, or the quote before any sending. */}
            <a href={estimatePdfPath(quote.id)} download>
              <FileDown /> Download PDF
            </a>
          </DropdownMenuItem>
          {isReference || !isEditable ? null : (
            <DropdownMenuItem
              onSelect={() =>
                setReference.mutate({ conversationId: quote.conversation.id, quoteId: quote.id })
              }
            >
              <Pin /> Set quote as reference
            </DropdownMenuItem>
          )}
          {jobTargets.length > 0 ? <DropdownMenuSeparator /> : null}
          {jobTargets.map((target) => (
            <DropdownMenuItem key={target} onSelect={() => setJobTarget(target)}>
              <Wrench /> {JOB_TARGETS[target].menuLabel}
            </DropdownMenuItem>
          ))}
          {updates.map((job) => (
            <DropdownMenuItem key={repairOrderKey(job)} onSelect={() => setUpdating(repairOrderKey(job))}>
              <RefreshCw /> Update job in {JOB_TARGETS[updateSystemOf(job)].systemName}
              {updates.length > 1 ? ` (RO #${job.repairOrderNumber})` : ''}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <LoadsWhenOpened open={openDialog === 'share'}>
        <ShareDialog quote={quote} open={openDialog === 'share'} onOpenChange={closeDialog} />
      </LoadsWhenOpened>
      {jobTarget ? (
        <Suspense fallback={null}>
          <JobCreationDialog
            quote={quote}
            target={jobTarget}
            open
            onOpenChange={(open) => (open ? undefined : setJobTarget(null))}
          />
        </Suspense>
      ) : null}
      {updatingJob ? (
        <Suspense fallback={null}>
          <UpdateJobDialog
            quoteId={quote.id}
            job={updatingJob}
            onOpenChange={(open) => (open ? undefined : setUpdating(null))}
          />
        </Suspense>
      ) : null}
      {isAdmin ? (
        <LoadsWhenOpened open={openDialog === 'details'}>
          <AdminDetailsDialog quoteId={quote.id} open={openDialog === 'details'} onOpenChange={closeDialog} />
        </LoadsWhenOpened>
      ) : null}
      {isAdmin ? (
        <LoadsWhenOpened open={openDialog === 'guideline'}>
          <AppGuidelineDialog quote={quote} open={openDialog === 'guideline'} onOpenChange={closeDialog} />
        </LoadsWhenOpened>
      ) : null}
    </>
  );
}

import { formatCount, formatDate } from '../../../../shared/format';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { AdminAppGuideline } from '../api/use-admin-app-guidelines';
import { ClampedText } from './clamped-text';
import { DeleteAppGuidelineDialog } from './delete-app-guideline-dialog';
import { EditAppGuidelineDialog } from './edit-app-guideline-dialog';

type AppGuidelinesTableProps = {
  guidelines: AdminAppGuideline[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

const LOADING_ROWS = 4;
const COLUMNS = 5;

/** App guidelines: title, description, created by and at, how many quotes used each; Edit and Delete. */
export function AppGuidelinesTable({ guidelines, isLoading, isError }: AppGuidelinesTableProps) {
  return (
    <Card className="px-4 py-2">
      <Table aria-label="App guidelines" aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Used by</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading ? (
            Array.from({ length: LOADING_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <TableRow key={index}>
                <TableCell colSpan={COLUMNS}>
                  <Skeleton className="h-8" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !guidelines ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : guidelines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS} className="py-4 text-slate-500">
                No app guidelines found
              </TableCell>
            </TableRow>
          ) : (
            guidelines.map((guideline) => (
              <TableRow key={guideline.id}>
                <TableCell className="min-w-40 align-top font-medium break-words text-slate-900">
                  {guideline.title}
                </TableCell>
                <TableCell className="min-w-72 align-top">
                  <ClampedText text={guideline.description} />
                </TableCell>
                <TableCell className="align-top">
                  <span className="block whitespace-nowrap">{formatDate(guideline.created_at)}</span>
                  <span className="block text-xs text-slate-500">
                    {guideline.created_by?.name ?? 'Unknown'}
                  </span>
                </TableCell>
                <TableCell className="align-top text-right whitespace-nowrap tabular-nums">
                  {formatCount(guideline.quotes)} {guideline.quotes === 1 ? 'quote' : 'quotes'}
                </TableCell>
                <TableCell className="align-top whitespace-nowrap text-right">
                  <EditAppGuidelineDialog guideline={guideline} />
                  <DeleteAppGuidelineDialog guideline={guideline} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Card>
  );
}

import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import type { AdminKnowledgeBaseEntry } from '../api/use-admin-knowledge-bases';
import { AdminKnowledgeBaseRow } from './admin-knowledge-base-row';

type AdminKnowledgeBaseTableProps = {
  entries: AdminKnowledgeBaseEntry[] | undefined;
  isLoading: boolean;
  isError: boolean;
};

const LOADING_ROWS = 5;
export const KNOWLEDGE_BASE_COLUMNS = 5;

/** The knowledge base entries of every shop: shop, title, description, created; Edit and Delete. */
export function AdminKnowledgeBaseTable({ entries, isLoading, isError }: AdminKnowledgeBaseTableProps) {
  return (
    <Card className="px-4 py-2">
      <Table aria-label="Knowledge base entries" aria-busy={isLoading || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Shop</TableHead>
            <TableHead>Title</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Created</TableHead>
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
                <TableCell colSpan={KNOWLEDGE_BASE_COLUMNS}>
                  <Skeleton className="h-8" />
                </TableCell>
              </TableRow>
            ))
          ) : isError || !entries ? (
            <TableRow>
              <TableCell colSpan={KNOWLEDGE_BASE_COLUMNS} className="py-4 text-red-600">
                Error
              </TableCell>
            </TableRow>
          ) : entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={KNOWLEDGE_BASE_COLUMNS} className="py-4 text-slate-500">
                No knowledge base entries found
              </TableCell>
            </TableRow>
          ) : (
            entries.map((entry) => <AdminKnowledgeBaseRow key={entry.id} entry={entry} />)
          )}
        </TableBody>
      </Table>
    </Card>
  );
}

import { formatDate } from '../../../../../shared/format';
import { Badge } from '../../../../components/ui/badge';
import {
  type AdminListColumn,
  type AdminListState,
  AdminListTable,
  actionsColumn,
} from '../../components/admin-list-table';
import { ClampedText } from '../../components/clamped-text';
import { CreatedCell } from '../../components/created-cell';
import type { AdminKnowledgeBaseEntry } from '../api/use-admin-knowledge-bases';
import { DeleteAdminKnowledgeBaseDialog } from './delete-admin-knowledge-base-dialog';
import { EditAdminKnowledgeBaseDialog } from './edit-admin-knowledge-base-dialog';

const COLUMNS: AdminListColumn<AdminKnowledgeBaseEntry>[] = [
  { header: 'Shop', className: 'min-w-28 align-top', cell: (entry) => entry.shop.name },
  {
    header: 'Title',
    className: 'min-w-36 align-top font-medium break-words text-slate-900',
    cell: (entry) => (
      <>
        {entry.title}
        {entry.source === 'LEARNED' ? (
          <Badge variant="muted" className="ml-1.5 align-middle">
            Learned
          </Badge>
        ) : null}
      </>
    ),
  },
  {
    header: 'Description',
    className: 'min-w-64 align-top',
    cell: (entry) => <ClampedText text={entry.description} />,
  },
  {
    header: 'Created',
    className: 'align-top',
    cell: (entry) => <CreatedCell at={formatDate(entry.created_at)} by={entry.created_by} />,
  },
  actionsColumn(
    (entry) => (
      <>
        <EditAdminKnowledgeBaseDialog entry={entry} />
        <DeleteAdminKnowledgeBaseDialog entry={entry} />
      </>
    ),
    { className: 'align-top' },
  ),
];

/** The knowledge base entries of every shop: shop, title, description, created; Edit and Delete. */
export function AdminKnowledgeBaseTable(list: AdminListState<AdminKnowledgeBaseEntry>) {
  return (
    <AdminListTable
      label="Knowledge base entries"
      columns={COLUMNS}
      loadingRows={5}
      emptyText="No knowledge base entries found"
      {...list}
    />
  );
}

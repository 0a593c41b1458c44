import { formatCount, formatDate } from '../../../../../shared/format';
import {
  type AdminListColumn,
  type AdminListState,
  AdminListTable,
  actionsColumn,
} from '../../components/admin-list-table';
import { ClampedText } from '../../components/clamped-text';
import { CreatedCell } from '../../components/created-cell';
import type { AdminAppGuideline } from '../api/use-admin-app-guidelines';
import { DeleteAppGuidelineDialog } from './delete-app-guideline-dialog';
import { EditAppGuidelineDialog } from './edit-app-guideline-dialog';

const COLUMNS: AdminListColumn<AdminAppGuideline>[] = [
  {
    header: 'Title',
    className: 'min-w-40 align-top font-medium break-words text-slate-900',
    cell: (guideline) => guideline.title,
  },
  {
    header: 'Description',
    className: 'min-w-72 align-top',
    cell: (guideline) => <ClampedText text={guideline.description} />,
  },
  {
    header: 'Created',
    className: 'align-top',
    cell: (guideline) => <CreatedCell at={formatDate(guideline.created_at)} by={guideline.created_by} />,
  },
  {
    header: 'Used by',
    headClassName: 'text-right',
    className: 'align-top text-right whitespace-nowrap tabular-nums',
    cell: (guideline) => `${formatCount(guideline.quotes)} ${guideline.quotes === 1 ? 'quote' : 'quotes'}`,
  },
  actionsColumn(
    (guideline) => (
      <>
        <EditAppGuidelineDialog guideline={guideline} />
        <DeleteAppGuidelineDialog guideline={guideline} />
      </>
    ),
    { className: 'align-top' },
  ),
];

/** App guidelines: title, description, created by and at, how many quotes used each; Edit and Delete. */
export function AppGuidelinesTable(list: AdminListState<AdminAppGuideline>) {
  return (
    <AdminListTable
      label="App guidelines"
      columns={COLUMNS}
      loadingRows={4}
      emptyText="No app guidelines found"
      {...list}
    />
  );
}

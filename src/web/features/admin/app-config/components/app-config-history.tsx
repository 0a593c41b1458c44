import { APP_CONFIG, type AppConfigKind, isAppConfigKey } from '../../../../../shared/app-config';
import { formatDateTime } from '../../../../../shared/format';
import { CardTitle } from '../../../../components/ui/card';
import { type AdminListColumn, AdminListTable } from '../../components/admin-list-table';
import { AdminPagination } from '../../components/admin-pagination';
import { useAdminListParams } from '../../hooks/use-admin-list-params';
import { type AppConfigChange, useAppConfigChanges } from '../api/use-app-config';
import { formatAppConfigValue } from '../app-config-display';

const describeValue = (change: AppConfigChange, value: unknown) =>
  isAppConfigKey(change.key) ? formatAppConfigValue(change.key, value) : String(value);

const COLUMNS: AdminListColumn<AppConfigChange>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap text-slate-600',
    cell: (change) => formatDateTime(change.changed_at),
  },
  { header: 'Who', cell: (change) => change.changed_by?.name ?? 'Deleted user' },
  {
    header: 'What',
    cell: (change) => (isAppConfigKey(change.key) ? APP_CONFIG[change.key].label : change.key),
  },
  {
    header: 'Change',
    className: 'whitespace-nowrap',
    cell: (change) => (
      <>
        <span className="text-slate-500">{describeValue(change, change.old_value)}</span>
        <span aria-hidden> → </span>
        <span className="sr-only"> to </span>
        <span className="font-medium text-slate-900">{describeValue(change, change.new_value)}</span>
      </>
    ),
  },
];

/** Who changed which value and when, newest first, 20 a page (?page). */
export function AppConfigHistory({ kind }: { kind: AppConfigKind }) {
  const { page } = useAdminListParams();
  const changes = useAppConfigChanges(kind, page);
  const total = changes.data?.total ?? 0;
  return (
    <AdminListTable
      label="Change history"
      columns={COLUMNS}
      rows={changes.data?.changes}
      isLoading={changes.isLoading}
      isError={changes.isError}
      loadingRows={2}
      emptyText="No changes yet."
      header={<CardTitle className="mb-5">Change history</CardTitle>}
      footer={
        total > 0 ? (
          <div className="mt-4">
            <AdminPagination total={total} />
          </div>
        ) : null
      }
      className="mt-6 px-5 py-5"
    />
  );
}
